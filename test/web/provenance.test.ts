// The provenance page: look-up by id and verification of a pasted manifest, with "Licensed" or
// "Not licensed" stated plainly, as GET /api/v1/provenance/{id} and POST /api/v1/provenance/verify
// decide them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { revokeLicence } from '../../src/store/licences.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
let allowed: any;
let refused: any;

const apiGenerate = async (key: string, prompt: string) => {
  const res = await fetch(`${f.server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator: 'ana-gen', context: 'portrait', prompt }),
  });
  return res.json() as Promise<any>;
};

beforeAll(async () => {
  f = await generationFixture();
  const who = await requesterWithKey(f.db.orm.em, 'prov-page@example.org', 'identity', 20);
  allowed = await apiGenerate(who.key, 'studio portrait, soft light');
  refused = await apiGenerate(who.key, 'holding a cold beer');
}, 60_000);

afterAll(async () => {
  await f.close();
});

const verifyOnPage = async (fields: Record<string, string>) => new SiteClient(f.server.url).submit('/provenance', '/provenance/verify', fields);

describe('the provenance page', () => {
  it('shows a licensed record with its manifest, image and a takedown link', async () => {
    const page = await new SiteClient(f.server.url).get(`/provenance/${allowed.id}`);
    expect(page.status).toBe(200);
    expect(page.setCookies).toEqual([]); // no form that posts: no session
    const text = textOf(page.html);
    expect(text).toContain('Licensed');
    expect(text).not.toContain('Not licensed');
    expect(text).toContain(allowed.provenance.signature);
    expect(text).toContain(allowed.provenance.manifest.policyHash);
    expect(page.html).toContain(`<img src="/images/${allowed.render.contentHash}.png"`);
    expect(page.html).toContain(`/takedown?generationId=${allowed.id}&amp;creator=ana-gen`);
  });

  it('says a refusal is not licensed, with the reason', async () => {
    const page = await new SiteClient(f.server.url).get(`/provenance/${refused.id}`);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Not licensed');
    expect(page.html).not.toContain('<img src="/images/');
    // A licence that never existed is not described as revoked.
    expect(text).toMatch(/Licence\s+none issued: the request was refused \(forbidden_depiction\)/);
    expect(text).not.toMatch(/revoked|Revoked at/);
  });

  it('says a revoked licence once, with its date and reason', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'prov-revoked@example.org', 'identity', 20);
    const made = await apiGenerate(who.key, 'studio portrait, window light');
    const revoked = await revokeLicence(storeOf(f.db.orm.em.fork()), made.id, 'creator asked', 'operator:test');
    expect(revoked.ok).toBe(true);
    const record = textOf((await new SiteClient(f.server.url).get(`/provenance/${made.id}`)).html);
    expect(record).toMatch(/Licence\s+revoked \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\s+Reason\s+creator asked/);
    const verified = textOf((await verifyOnPage({ manifest: JSON.stringify(made.provenance.manifest), signature: made.provenance.signature })).html);
    expect(verified).toMatch(/Licence\s+revoked \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(verified).not.toMatch(/revoked,\s+revoked/);
  });

  it('looks an id up from the form, and answers an unknown one with a 404 page', async () => {
    const site = new SiteClient(f.server.url);
    const found = await site.get(`/provenance?id=${encodeURIComponent(` ${allowed.id} `)}`);
    expect(found.status).toBe(303);
    expect(found.res.headers.get('location')).toBe(`/provenance/${allowed.id}`);
    const missing = await site.get('/provenance/gen_nosuchrecord');
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain('There is no generation with the id gen_nosuchrecord');
    const blank = await site.get('/provenance?id=');
    expect(blank.status).toBe(400);
    expect(textOf(blank.html)).toContain('Enter a generation id');
  });

  it('verifies a pasted manifest and signature: intact, which key, which record, licensed', async () => {
    const page = await verifyOnPage({ manifest: JSON.stringify(allowed.provenance.manifest, null, 2), signature: allowed.provenance.signature });
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Licensed');
    expect(text).toContain('Yes: the signature matches the manifest');
    expect(text).toContain(allowed.provenance.manifest.keyId);
    expect(text).toContain(allowed.id);
    // The whole provenance object of a generate answer, pasted as it is, verifies the same.
    const whole = await verifyOnPage({ manifest: JSON.stringify(allowed.provenance), signature: '' });
    expect(textOf(whole.html)).toContain('Yes: the signature matches the manifest');
  });

  it('says a tampered manifest is not intact and not licensed', async () => {
    const tampered = { ...allowed.provenance.manifest, context: 'fitness' };
    const page = await verifyOnPage({ manifest: JSON.stringify(tampered), signature: allowed.provenance.signature });
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Not licensed');
    expect(text).toContain('No: the signature does not match');
  });

  it('answers bad JSON and a missing signature with field messages, not an error page', async () => {
    const bad = await verifyOnPage({ manifest: '{"type": "likeness.manifest/1",', signature: 'abc' });
    expect(bad.status).toBe(400);
    expect(textOf(bad.html)).toContain('This is not valid JSON');
    expect(bad.html).toContain('aria-invalid="true"');
    const array = await verifyOnPage({ manifest: '[1, 2]', signature: 'abc' });
    expect(textOf(array.html)).toContain('The manifest must be a JSON object');
    const unsigned = await verifyOnPage({ manifest: JSON.stringify(allowed.provenance.manifest), signature: '' });
    expect(unsigned.status).toBe(400);
    expect(textOf(unsigned.html)).toContain('Paste the signature');
  });
});
