import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, sha256Hex } from '../../src/render/store.ts';
import { call, startServer, type TestServer } from '../support/server.ts';

let dir: string;
let server: TestServer;
let png: Buffer;
let hash: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'likeness-served-'));
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } }).png().toBuffer();
  hash = (await createImageStore(dir).put(png)).contentHash;
  server = await startServer(null, null, { IMAGE_DIR: dir });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /images/{hash}.png', () => {
  it('serves the stored bytes as image/png with immutable caching and the hash as ETag', async () => {
    const res = await fetch(`${server.url}/images/${hash}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${hash}"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(png)).toBe(true);
    expect(sha256Hex(body)).toBe(hash);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    // fetch adds `Cache-Control: no-cache` to conditional requests unless one is given.
    const res = await fetch(`${server.url}/images/${hash}.png`, { headers: { 'if-none-match': `"${hash}"`, 'cache-control': 'max-age=0' } });
    expect(res.status).toBe(304);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('is a documented 404 problem for an unknown hash', async () => {
    const { res, body } = await call(server, 'GET', `/images/${'0'.repeat(64)}.png`);
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ status: 404, code: 'image_not_found' });
  });

  it('is a 404 problem for malformed hashes and traversal attempts, never a file', async () => {
    for (const bad of ['abc', hash.toUpperCase(), `${hash}0`, '..%2F..%2Fetc%2Fpasswd', '%2e%2e', `..%2F${hash.slice(0, 2)}%2F${hash.slice(2, 4)}%2F${hash}`]) {
      const res = await fetch(`${server.url}/images/${bad}.png`);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('content-type'), bad).toContain('application/problem+json');
    }
  });
});
