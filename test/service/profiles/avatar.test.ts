// The avatar check with sharp: PNG, JPEG and WebP by their content are remade as square WebP
// renditions without metadata; anything else (text, SVG, a GIF, a damaged file, a polyglot, an
// image too large in bytes or pixels, or too small) is refused with a message saying why.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, prepareAvatar } from '../../../src/service/profiles/avatar.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('avatar check', () => {
  it('remakes a JPEG with EXIF as 256 and 64 px square WebP renditions, metadata stripped', async () => {
    const jpeg = await solid(640, 480).jpeg().withExif({ IFD0: { Artist: 'Somebody', ImageDescription: 'secret place' } }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await prepareAvatar(jpeg);
    if (!r.ok) throw new Error(r.message);
    const large = await sharp(r.value.large).metadata();
    const small = await sharp(r.value.small).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 256, 256]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 64, 64]);
    expect(large.exif).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect(r.value.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts PNG and WebP by content, whatever the file is called', async () => {
    for (const bytes of [await solid(300, 300).png().toBuffer(), await solid(300, 200).webp().toBuffer()]) {
      expect((await prepareAvatar(bytes)).ok).toBe(true);
    }
  });

  it('refuses a text file and an SVG as not PNG, JPEG or WebP', async () => {
    const text = await prepareAvatar(Buffer.from('just some words, not an image at all'));
    expect(text).toMatchObject({ ok: false, problem: 'unsupported_format' });
    const svg = await prepareAvatar(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(1)</script><rect width="300" height="300"/></svg>'));
    expect(svg).toMatchObject({ ok: false, problem: 'unsupported_format' });
    if (!svg.ok) expect(svg.message).toContain('SVG');
  });

  it('refuses a GIF, which sharp could decode, because it is not one of the accepted formats', async () => {
    const gif = await solid(100, 100).gif().toBuffer();
    expect(await prepareAvatar(gif)).toMatchObject({ ok: false, problem: 'unsupported_format' });
  });

  it('refuses a polyglot that starts like a PNG but is not one, and a truncated image', async () => {
    const polyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]);
    expect(await prepareAvatar(polyglot)).toMatchObject({ ok: false, problem: 'not_an_image' });
    const png = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const truncated = await prepareAvatar(png.subarray(0, Math.floor(png.length / 2)));
    expect(truncated.ok).toBe(false);
  });

  it('re-encodes an image with a payload appended after its end, so the payload is gone', async () => {
    const payload = Buffer.from('<html><script>alert("polyglot")</script></html>');
    const jpeg = Buffer.concat([await solid(200, 200).jpeg().toBuffer(), payload]);
    const r = await prepareAvatar(jpeg);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.large.includes(payload)).toBe(false);
  });

  it('refuses a file over the byte limit and an image over the pixel limit before decoding it', async () => {
    expect(await prepareAvatar(Buffer.alloc(AVATAR_MAX_BYTES + 1))).toMatchObject({ ok: false, problem: 'too_large' });
    // A small file that declares a huge canvas (a decompression bomb): refused on its header.
    const bomb = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const r = await prepareAvatar(bomb);
    expect(r).toMatchObject({ ok: false, problem: 'too_many_pixels' });
    if (!r.ok) expect(r.message).toContain('5000 × 5000');
  });

  it('refuses an image too small to show', async () => {
    expect(await prepareAvatar(await solid(32, 200).png().toBuffer())).toMatchObject({ ok: false, problem: 'too_small' });
  });
});
