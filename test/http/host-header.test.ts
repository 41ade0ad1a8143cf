// The attack: a request with `Host: evil.example` must not put that host into the signed result
// (render.url, provenance.verify), into the stored answer an idempotent retry replays, or into
// any page. Absolute URLs come from PUBLIC_URL only.

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';

let f: GenerationFixture;
let key: string;

beforeAll(async () => {
  f = await generationFixture({ PUBLIC_URL: 'https://gate.example' }, [{ slug: 'ana-gen', active: true }]);
  key = (await requesterWithKey(f.db.orm.em, 'host@example.org', 'identity', 100)).key;
}, 60_000);
afterAll(async () => {
  await f.close();
});

/** node:http, since fetch will not send a Host of our choosing. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(f.server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { host: 'evil.example', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Host: evil.example', () => {
  it('never reaches render.url, provenance.verify or an idempotent replay', async () => {
    const body = JSON.stringify({ creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'host-header-1' };
    const first = await send('POST', '/api/v1/generate', headers, body);
    const replay = await send('POST', '/api/v1/generate', headers, body);
    expect([first.status, replay.status, replay.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    const result = JSON.parse(first.text);
    expect(result.render.url).toMatch(/^https:\/\/gate\.example\/images\/[0-9a-f]{64}\.png$/);
    expect(result.provenance.verify).toBe(`https://gate.example/api/v1/provenance/${result.id}`);
    expect(first.text + replay.text).not.toContain('evil.example');
  });

  it('never reaches the pages or the API document', async () => {
    for (const path of ['/docs', '/api/v1/openapi.json', '/api/v1/docs']) {
      const page = await send('GET', path, {});
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('evil.example');
    }
  });
});
