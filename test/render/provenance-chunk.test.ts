import fc from 'fast-check';
import sharp from 'sharp';
import extractChunks from 'png-chunks-extract';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedProvenance, PROVENANCE_KEYWORD, readProvenance } from '../../src/render/provenance-chunk.ts';
import { sha256Hex } from '../../src/render/store.ts';
import { finishImage } from '../../src/render/watermark.ts';
import { MANIFEST_TYPE, type Manifest } from '../../src/provenance/types.ts';

let finished: Buffer;
beforeAll(async () => {
  const raw = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366aa' } }).png().toBuffer();
  finished = await finishImage(raw, { creator: 'mira-okafor', id: 'gen_test' });
});

const manifestFor = (contentHash: string, over: Partial<Manifest> = {}): Manifest => ({
  type: MANIFEST_TYPE,
  id: 'gen_0123456789abcdefghjkmnpqrs',
  creator: 'mira-okafor',
  boundaryVersion: 3,
  policyHash: 'a'.repeat(64),
  requester: 'acct_0123456789abcdefghjkmnpqrs',
  issuedAt: '2026-01-02T03:04:05.678Z',
  promptSha256: 'b'.repeat(64),
  context: 'portrait',
  realism: 'illustrative',
  mode: 'image',
  contentHash,
  keyId: 'k1',
  ...over,
});

describe('provenance chunk', () => {
  it('round-trips manifest and signature, and the image without the chunk hashes to manifest.contentHash', async () => {
    const manifest = manifestFor(sha256Hex(finished));
    const embedded = embedProvenance(finished, manifest, 'sig-abc_123');
    expect(embedded.equals(finished)).toBe(false);
    const read = readProvenance(embedded);
    expect(read).not.toBeNull();
    expect(read!.manifest).toEqual(manifest);
    expect(read!.signature).toBe('sig-abc_123');
    expect(read!.image.equals(finished)).toBe(true);
    expect(sha256Hex(read!.image)).toBe(manifest.contentHash);
  });

  it('leaves a PNG that decoders still read, with the same pixels', async () => {
    const embedded = embedProvenance(finished, manifestFor(sha256Hex(finished)), 's');
    const [a, b] = await Promise.all([sharp(finished).raw().toBuffer(), sharp(embedded).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('is one iTXt chunk with the documented keyword, before IEND, replaced (not duplicated) on a second embed', () => {
    const once = embedProvenance(finished, manifestFor('x'), 'first');
    const twice = embedProvenance(once, manifestFor('y'), 'second');
    const chunks = extractChunks(twice);
    const itxt = chunks.filter((c) => c.name === 'iTXt');
    expect(itxt).toHaveLength(1);
    expect(Buffer.from(itxt[0]!.data.subarray(0, PROVENANCE_KEYWORD.length)).toString()).toBe('likeness-provenance');
    expect(chunks.at(-2)!.name).toBe('iTXt');
    expect(readProvenance(twice)!.signature).toBe('second');
    expect(readProvenance(twice)!.image.equals(finished)).toBe(true);
  });

  it('keeps any text exactly (unicode included)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 60 }), (context, signature) => {
        const manifest = manifestFor('c', { context });
        const read = readProvenance(embedProvenance(finished, manifest, signature));
        expect(read?.manifest).toEqual(manifest);
        expect(read?.signature).toBe(signature);
      }),
      { numRuns: 50 },
    );
  });

  it('answers null for bytes that are not a PNG, a PNG without the chunk, and a corrupted chunk', () => {
    expect(readProvenance(Buffer.from('GIF89a not a png'))).toBeNull();
    expect(readProvenance(finished)).toBeNull();
    const embedded = embedProvenance(finished, manifestFor('c'), 's');
    const broken = Buffer.from(embedded);
    const at = broken.indexOf('likeness-provenance');
    broken[at + 40] = broken[at + 40]! ^ 0xff; // CRC no longer matches
    expect(readProvenance(broken)).toBeNull();
  });

  it('refuses to embed into bytes that are not a PNG', () => {
    expect(() => embedProvenance(Buffer.from('nope'), manifestFor('c'), 's')).toThrow();
  });
});
