// GET /images/<hash>.png after revocation, as the attack found it: an image whose licence was
// revoked (by a reviewer, a takedown or the creator's consent revocation) used to stay public
// with a year of immutable caching. Now it is 410 Gone, cached for a minute at most, while its
// record and manifest stay verifiable and the bytes stay on disk.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { revokeLicence } from '../../src/store/licences.ts';
import { createImageStore, sha256Hex } from '../../src/render/store.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { accountWithKey } from '../takedown/staff.ts';
import { SiteClient, textOf } from '../web/client.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
let requester: { key: string };
let reviewer: { key: string };
let creator: { key: string };

beforeAll(async () => {
  f = await generationFixture({}, [
    { slug: 'ana-img', active: true },
    { slug: 'bea-img', active: true },
  ]);
  requester = await requesterWithKey(f.db.orm.em, 'img-req@example.org', 'identity', 100);
  reviewer = await accountWithKey(f.db.orm.em, 'img-rev@example.org', ['reviewer']);
  creator = await accountWithKey(f.db.orm.em, 'ana-img@example.org', ['creator']);
  const linked = await linkCreatorAccount(storeOf(f.db.orm.em.fork()), 'ana-img', 'ana-img@example.org', 'test');
  if (!linked.ok) throw new Error(linked.message);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const generate = async (creatorSlug: string, prompt: string) => {
  const { res, body } = await call(f.server, 'POST', '/api/v1/generate', { body: { creator: creatorSlug, prompt, context: 'portrait' }, key: requester.key });
  expect(res.status).toBe(200);
  return body as { id: string; render: { contentHash: string }; provenance: { manifest: unknown; signature: string } };
};
const image = (hash: string, headers: Record<string, string> = {}) => fetch(`${f.server.url}/images/${hash}.png`, { headers });

async function expectGone(hash: string): Promise<void> {
  const res = await image(hash);
  expect(res.status).toBe(410);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toMatchObject({ status: 410, code: 'image_revoked' });
  // The bytes stay on disk, verifiable by their hash.
  const kept = await createImageStore(f.imageDir).read(hash);
  expect(kept && sha256Hex(kept)).toBe(hash);
}

async function expectStillVerifiable(g: Awaited<ReturnType<typeof generate>>): Promise<void> {
  expect((await call(f.server, 'GET', `/api/v1/provenance/${g.id}`)).body).toMatchObject({ signatureValid: true, licensed: false, licence: { status: 'revoked' } });
  expect((await call(f.server, 'POST', '/api/v1/provenance/verify', { body: g.provenance })).body).toMatchObject({ valid: true, licensed: false });
}

describe('GET /images/{hash}.png', () => {
  it('serves a licensed image for a minute of caching, with the hash as ETag and 304 on revalidation', async () => {
    const g = await generate('bea-img', 'studio portrait, soft light');
    const res = await image(g.render.contentHash);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(res.headers.get('etag')).toBe(`"${g.render.contentHash}"`);
    expect(sha256Hex(Buffer.from(await res.arrayBuffer()))).toBe(g.render.contentHash);
    // fetch adds `Cache-Control: no-cache` to conditional requests unless one is given.
    const again = await image(g.render.contentHash, { 'if-none-match': `"${g.render.contentHash}"`, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it("is 410 Gone once a reviewer revokes the image's licence; the record stays verifiable", async () => {
    const g = await generate('ana-img', 'portrait by the window');
    expect((await image(g.render.contentHash)).status).toBe(200);
    expect(await revokeLicence(storeOf(f.db.orm.em.fork()), g.id, 'misuse reported', 'account:reviewer')).toMatchObject({ ok: true });
    await expectGone(g.render.contentHash);
    await expectStillVerifiable(g);
  });

  it('is 410 Gone once a takedown of the generation is actioned', async () => {
    const g = await generate('ana-img', 'portrait in a garden');
    const report = await call(f.server, 'POST', '/api/v1/takedowns', { body: { kind: 'non-consensual', generationId: g.id, detail: 'this image was posted without consent on a forum' } });
    expect(report.res.status).toBe(201);
    const actioned = await call(f.server, 'POST', `/api/v1/takedowns/${report.body.id}/action`, { body: { action: 'revoke-generation', reason: 'confirmed' }, key: reviewer.key });
    expect(actioned.res.status).toBe(200);
    await expectGone(g.render.contentHash);
    await expectStillVerifiable(g);
  });

  it("is 410 Gone for every image of a creator who revokes consent, and the provenance page no longer shows it", async () => {
    const g = await generate('ana-img', 'portrait on a balcony');
    const other = await generate('bea-img', 'portrait on a balcony');
    const revoked = await call(f.server, 'POST', '/api/v1/creators/ana-img/consent/revoke', { body: { reason: 'I withdraw consent' }, key: creator.key });
    expect(revoked.res.status).toBe(200);
    await expectGone(g.render.contentHash);
    await expectStillVerifiable(g);
    expect((await image(other.render.contentHash)).status).toBe(200);

    const page = await new SiteClient(f.server.url).get(`/provenance/${g.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<img src="/images/');
    expect(page.html).not.toContain(`href="/images/${g.render.contentHash}.png"`);
    expect(textOf(page.html)).toContain('no longer shown or served');
    expect(textOf(page.html)).toContain(g.render.contentHash);
    expect(textOf(page.html)).toContain('Not licensed');
  });

  it('is a documented 404 problem for an unknown hash, and for malformed hashes and traversal attempts', async () => {
    const { res, body } = await call(f.server, 'GET', `/images/${'0'.repeat(64)}.png`);
    expect([res.status, body.code]).toEqual([404, 'image_not_found']);
    const hash = 'a'.repeat(64);
    for (const bad of ['abc', hash.toUpperCase(), `${hash}0`, '..%2F..%2Fetc%2Fpasswd', '%2e%2e', `..%2F${hash.slice(0, 2)}%2F${hash.slice(2, 4)}%2F${hash}`]) {
      const r = await fetch(`${f.server.url}/images/${bad}.png`);
      expect(r.status, bad).toBe(404);
      expect(r.headers.get('content-type'), bad).toContain('application/problem+json');
    }
  });
});
