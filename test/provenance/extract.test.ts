// likeness provenance extract: the embedded manifest and signature, verified against the image.

import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { operatorCommands } from '../../src/cli/operator/index.ts';
import { buildProgram } from '../../src/cli/program.ts';
import { embedProvenance, sha256Hex } from '../../src/render/index.ts';
import { signManifest, verifyManifest } from '../../src/provenance/sign.ts';
import { freshKey, ringOf, sampleManifest } from './support.ts';

const ring = ringOf(freshKey('img'));
const png = (r: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 40, b: 90 } } }).png().toBuffer();

async function extract(file: string): Promise<{ out: string; err: string; exitCode: number }> {
  let out = '';
  let err = '';
  const program = buildProgram([operatorCommands(() => Promise.reject(new Error('no database needed')))], { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) });
  process.exitCode = 0;
  try {
    await program.parseAsync(['node', 'likeness', 'provenance', 'extract', file]);
  } catch (e) {
    return { out, err: err + String((e as Error).message), exitCode: (e as { exitCode?: number }).exitCode ?? 1 };
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { out, err, exitCode };
}

describe('likeness provenance extract', () => {
  it('prints the embedded pair (which verifies) and confirms the image matches manifest.contentHash', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-extract-'));
    const image = await png(200);
    const manifest = sampleManifest('img', { contentHash: sha256Hex(image) });
    const signature = signManifest(manifest, ring);
    const file = path.join(dir, 'ok.png');
    await writeFile(file, embedProvenance(image, manifest, signature));
    const r = await extract(file);
    expect(r.exitCode).toBe(0);
    const pair = JSON.parse(r.out);
    expect(pair).toEqual({ manifest, signature });
    expect(verifyManifest(pair.manifest, pair.signature, ring).valid).toBe(true);
    expect(r.err).toContain('matches manifest.contentHash');

    // Other pixels under the same manifest: the signature still verifies, the image does not match.
    const altered = path.join(dir, 'altered.png');
    await writeFile(altered, embedProvenance(await png(201), manifest, signature));
    const bad = await extract(altered);
    expect(bad.exitCode).toBe(1);
    expect(bad.err).toContain('does NOT match');

    const plain = path.join(dir, 'plain.png');
    await writeFile(plain, image);
    expect(await extract(plain)).toMatchObject({ exitCode: 1, err: expect.stringContaining('carries no likeness provenance') });
  });
});
