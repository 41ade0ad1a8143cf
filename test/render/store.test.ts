import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, sha256Hex } from '../../src/render/store.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'likeness-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('image store', () => {
  it('stores by SHA-256 in sharded folders and reads the same bytes back', async () => {
    const store = createImageStore(dir);
    const bytes = Buffer.from('pretend png bytes 1');
    const hash = sha256Hex(bytes);
    const stored = await store.put(bytes);
    expect(stored).toEqual({ contentHash: hash, path: `/images/${hash}.png`, bytes: bytes.length });
    expect(await readFile(join(dir, hash.slice(0, 2), hash.slice(2, 4), `${hash}.png`))).toEqual(bytes);
    expect(await store.read(hash)).toEqual(bytes);
  });

  it('storing the same bytes twice, even at once, keeps one file and no temporary files', async () => {
    const store = createImageStore(dir);
    const bytes = Buffer.from('pretend png bytes 2');
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes)));
    expect(new Set(results.map((r) => r.contentHash)).size).toBe(1);
    const hash = sha256Hex(bytes);
    expect(await readdir(join(dir, hash.slice(0, 2), hash.slice(2, 4)))).toEqual([`${hash}.png`]);
  });

  it('reads null for an unknown hash, a malformed hash, a path, and a file whose bytes no longer match', async () => {
    const store = createImageStore(dir);
    expect(await store.read('0'.repeat(64))).toBeNull();
    for (const bad of ['../../etc/passwd', 'ABC', 'g'.repeat(64), '0'.repeat(63), `${'0'.repeat(64)}/..`, 'A'.repeat(64)]) expect(await store.read(bad)).toBeNull();
    const bytes = Buffer.from('pretend png bytes 3');
    const { contentHash } = await store.put(bytes);
    await writeFile(join(dir, contentHash.slice(0, 2), contentHash.slice(2, 4), `${contentHash}.png`), 'tampered');
    expect(await store.read(contentHash)).toBeNull();
  });
});
