import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeLicence } from '../../src/store/licences.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call, expectDocumented } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
let requester: { accountId: string; key: string };

beforeAll(async () => {
  f = await generationFixture();
  requester = await requesterWithKey(f.db.orm.em, 'upload@example.org', 'identity', 100);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const PATH = '/api/v1/provenance/verify-image';

async function upload(bytes: Buffer | string, contentType = 'image/png'): Promise<{ res: Response; body: any }> {
  const res = await fetch(`${f.server.url}${PATH}`, { method: 'POST', headers: { 'content-type': contentType }, body: bytes });
  const body = await res.json();
  await expectDocumented(f.server, 'POST', PATH, res, body);
  return { res, body };
}

async function generated(): Promise<{ id: string; bytes: Buffer }> {
  const { body } = await call(f.server, 'POST', '/api/v1/generate', { body: { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' }, key: requester.key });
  const res = await fetch(body.render.url);
  return { id: body.id, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** One byte of the first IDAT chunk's data flipped; `repair` recomputes the chunk's CRC as a careful forger would. */
function flipPixelByte(png: Buffer, repair: boolean): Buffer {
  const out = Buffer.from(png);
  const type = out.indexOf('IDAT');
  const length = out.readUInt32BE(type - 4);
  const at = type + 4 + 10;
  out.writeUInt8(out.readUInt8(at) ^ 0x01, at);
  if (repair) out.writeUInt32BE(crc32(out.subarray(type, type + 4 + length)), type + 4 + length);
  return out;
}

describe('POST /api/v1/provenance/verify-image', () => {
  it('answers intact, licensed, the creator and generation, and valid Content Credentials signed by this service for an image it made', async () => {
    const { id, bytes } = await generated();
    const { res, body } = await upload(bytes);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      intact: true,
      reason: 'ok',
      signatureValid: true,
      contentHashMatches: true,
      keyId: 'test-key',
      generationId: id,
      creator: 'ana-gen',
      record: id,
      licensed: true,
      licence: { status: 'active', revokedAt: null, reason: null },
      contentCredentials: { present: true, valid: true, signedByThisService: true, failures: [], generationId: id },
    });
    expect(body.note).toMatch(/licensed/);
  });

  it('answers damaged, not intact, when one byte changed and the file was not repaired', async () => {
    const { bytes } = await generated();
    const { res, body } = await upload(flipPixelByte(bytes, false));
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ intact: false, reason: 'damaged', licensed: false, contentCredentials: { valid: false } });
  });

  it('answers not intact when one byte of the pixels changed (checksum repaired), and the Content Credentials fail their hard binding', async () => {
    const { bytes } = await generated();
    const { res, body } = await upload(flipPixelByte(bytes, true));
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ intact: false, reason: 'content-changed', signatureValid: true, contentHashMatches: false, licensed: false });
    expect(body.contentCredentials).toMatchObject({ present: true, valid: false });
    expect(body.contentCredentials.failures).toContain('assertion.dataHash.mismatch');
  });

  it('answers intact but not licensed once the licence is revoked', async () => {
    const { id, bytes } = await generated();
    const revoked = await revokeLicence(storeOf(f.db.orm.em.fork()), id, 'test revocation', 'operator:test');
    expect(revoked.ok).toBe(true);
    const { body } = await upload(bytes);
    expect(body).toMatchObject({ intact: true, licensed: false, licence: { status: 'revoked', reason: 'test revocation' } });
  });

  it('answers no-manifest for a PNG made elsewhere', async () => {
    const foreign = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const { res, body } = await upload(foreign);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ intact: false, reason: 'no-manifest', licensed: false, creator: null, contentCredentials: { present: false, valid: false } });
  });

  it('refuses anything but a PNG body with a problem naming the body', async () => {
    const json = await upload(JSON.stringify({ manifest: {} }), 'application/json');
    expect(json.res.status).toBe(415);
    expect(json.body.detail).toContain('image/png');
    const gif = await upload(Buffer.from('GIF89a not a png at all'));
    expect(gif.res.status).toBe(400);
    expect(gif.body.errors).toEqual([expect.objectContaining({ in: 'body', pointer: '', expected: 'image/png' })]);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.res.status).toBe(400);
    const huge = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16 * 1024 * 1024)]));
    expect(huge.res.status).toBe(413);
    // A truncated PNG is a PNG that carries nothing readable: a verdict, not a 500.
    const { bytes } = await generated();
    const truncated = await upload(bytes.subarray(0, 200));
    expect(truncated.res.status).toBe(200);
    expect(truncated.body).toMatchObject({ intact: false, licensed: false });
  });
});
