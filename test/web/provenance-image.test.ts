// The provenance page's image upload: a multipart form with the CSRF token, answered with the
// same verdict as POST /api/v1/provenance/verify-image, in plain words.

import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { csrfOf, SiteClient, textOf } from './client.ts';

let f: GenerationFixture;
let made: { id: string; bytes: Buffer };

beforeAll(async () => {
  f = await generationFixture();
  const who = await requesterWithKey(f.db.orm.em, 'image-page@example.org', 'identity', 20);
  const res = await fetch(`${f.server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator: 'ana-gen', context: 'portrait', prompt: 'studio portrait, soft light' }),
  });
  const body = (await res.json()) as any;
  made = { id: body.id, bytes: Buffer.from(await (await fetch(body.render.url)).arrayBuffer()) };
}, 60_000);
afterAll(async () => {
  await f.close();
});

async function uploadOnPage(file: Buffer | null, opts: { csrf?: boolean; from?: string } = {}) {
  const site = new SiteClient(f.server.url);
  const page = await site.get(opts.from ?? '/provenance');
  const form = new FormData();
  if (opts.csrf !== false) form.set('_csrf', csrfOf(page.html));
  if (file) form.set('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'image.png');
  return site.postMultipart('/provenance/verify-image', form);
}

describe('verifying an image on the provenance page', () => {
  it('offers a multipart upload form with the CSRF token, and no inline script or style', async () => {
    const page = await new SiteClient(f.server.url).get('/provenance');
    expect(page.html).toMatch(/<form method="post" action="\/provenance\/verify-image" enctype="multipart\/form-data"/);
    expect(page.html).toMatch(/<input id="image" name="image" type="file" accept="image\/png"/);
    expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)|style="/);
    expect(page.res.headers.get('content-security-policy')).not.toContain("'unsafe-inline'");
  });

  it('shows Licensed, intact, valid Content Credentials, the creator and the generation for an image made here', async () => {
    const page = await uploadOnPage(made.bytes);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Licensed');
    expect(text).toContain('Yes: the manifest signature verifies and the image is unchanged');
    expect(text).toMatch(/valid, signed by this service/);
    expect(text).toContain('ana-gen');
    expect(page.html).toContain(`href="/provenance/${made.id}"`);
    expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)|style="/);
  });

  it('shows Not licensed and not intact for an image with one changed byte', async () => {
    const out = Buffer.from(made.bytes);
    const type = out.indexOf('IDAT');
    const length = out.readUInt32BE(type - 4);
    out.writeUInt8(out.readUInt8(type + 20) ^ 0x01, type + 20);
    out.writeUInt32BE(crc32(out.subarray(type, type + 4 + length)), type + 4 + length);
    const text = textOf((await uploadOnPage(out)).html);
    expect(text).toContain('Not licensed');
    expect(text).toContain('No: the image was changed after it was signed');
    expect(text).toContain('assertion.dataHash.mismatch');
  });

  it('asks again for a missing file or a file that is not a PNG, and refuses a form without its CSRF token', async () => {
    const none = await uploadOnPage(null, { from: '/provenance/verify-image' });
    expect(none.status).toBe(400);
    expect(textOf(none.html)).toContain('Choose a PNG file to verify.');
    const gif = await uploadOnPage(Buffer.from('GIF89a definitely not a png'));
    expect(gif.status).toBe(400);
    expect(textOf(gif.html)).toContain('This file is not a PNG image.');
    const forged = await uploadOnPage(made.bytes, { csrf: false });
    expect(forged.status).toBe(403);
  });
});
