// Provider faults from a fake OpenAI-compatible server on loopback: each fault gives its render
// state, charges nothing, keeps the record, and the provenance lookup still answers.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { generationFixture, money, type GenerationFixture } from './support.ts';

let f: GenerationFixture;
let fake: Server;
let fakeUrl: string;
let png: string;
const servers: TestServer[] = [];
const request = { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' };

// The fault is the first path segment of the provider URL: /<fault>/v1/images/generations.
function answer(fault: string, res: import('node:http').ServerResponse): void {
  const json = (status: number, body: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (fault === 'error') return json(500, { error: { message: 'internal failure' } });
  if (fault === 'hang') return; // never answers
  if (fault === 'invalid') return json(200, { data: [{ b64_json: Buffer.from('definitely not an image').toString('base64') }] });
  if (fault === 'refuse') return json(400, { error: { code: 'content_policy_violation', message: 'Your request was rejected by the safety system.' } });
  return json(200, { data: [{ b64_json: png }] });
}

beforeAll(async () => {
  png = (await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } }).png().toBuffer()).toString('base64');
  fake = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(req.url!.split('/')[1]!, res));
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  f = await generationFixture();
}, 60_000);
afterAll(async () => {
  for (const s of servers) await s.close();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
  await f.close();
});

async function serverFor(fault: string): Promise<TestServer> {
  const s = await startServer(f.db.orm, f.db.url, { IMAGE_DIR: f.imageDir, FREE_ALLOWANCE: '0', IMAGE_PROVIDER: 'openai', IMAGE_PROVIDER_URL: `${fakeUrl}/${fault}`, IMAGE_PROVIDER_TIMEOUT_MS: '300' });
  servers.push(s);
  return s;
}

describe('provider faults', () => {
  it.each([
    ['error', 'unavailable', /HTTP 500/],
    ['hang', 'unavailable', /within 300 ms/],
    ['invalid', 'unavailable', /unusable/],
    ['refuse', 'declined', /safety system declined/],
  ])('%s: render.state %s, charged 0, recorded, provenance lookup works', async (fault, state, detail) => {
    const server = await serverFor(fault);
    const who = await requesterWithKey(f.db.orm.em, `${fault}@example.org`, 'identity', 10);
    const { res, body } = await call(server, 'POST', '/api/v1/generate', { body: request, key: who.key });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ decision: 'allow', render: { state, url: '', contentHash: '', watermarked: false }, credits: { charged: 0, cost: 2, remaining: 10, source: 'none' } });
    expect(body.render.detail).toMatch(detail);
    expect(body.provenance.manifest).toMatchObject({ id: body.id, contentHash: null });
    expect(await money(f.db.orm.em, who.accountId)).toMatchObject({ paid: 10, ledgerPaid: 10, charged: 0, held: 0 });
    const [row] = await f.db.orm.em.getConnection().execute(`select render_state, render_detail, credits_charged from generation where id = ?`, [body.id], 'all');
    expect(row).toMatchObject({ render_state: state, render_detail: body.render.detail, credits_charged: 0 });
    const lookup = await call(server, 'GET', `/api/v1/provenance/${body.id}`);
    expect(lookup.res.status).toBe(200);
    expect(lookup.body).toMatchObject({ id: body.id, signatureValid: true, manifest: body.provenance.manifest });
  });

  it('a good answer from the HTTP provider is rendered, watermarked and charged', async () => {
    const server = await serverFor('ok');
    const who = await requesterWithKey(f.db.orm.em, 'ok@example.org', 'identity', 10);
    const { body } = await call(server, 'POST', '/api/v1/generate', { body: request, key: who.key });
    expect(body).toMatchObject({ render: { state: 'rendered', watermarked: true }, credits: { charged: 2, remaining: 8 } });
  });

  it('IMAGE_PROVIDER=off: skipped, charged 0', async () => {
    const server = await startServer(f.db.orm, f.db.url, { IMAGE_DIR: f.imageDir, FREE_ALLOWANCE: '0', IMAGE_PROVIDER: 'off' });
    servers.push(server);
    const who = await requesterWithKey(f.db.orm.em, 'off@example.org', 'identity', 10);
    const { body } = await call(server, 'POST', '/api/v1/generate', { body: request, key: who.key });
    expect(body).toMatchObject({ render: { state: 'skipped', url: '', contentHash: '', watermarked: false }, credits: { charged: 0, remaining: 10, source: 'none' } });
  });
});
