import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bandSvg, finishImage, MAX_EDGE, watermarkText } from '../../src/render/watermark.ts';

const label = { creator: 'mira-okafor', id: 'gen_0123456789abcdefghjkmnpqrs' };
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 40 } } })
    .png()
    .toBuffer();

async function changedRows(before: Buffer, after: Buffer): Promise<number[]> {
  const a = await sharp(before).raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(after).raw().toBuffer();
  const { width, height, channels } = a.info;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    const off = y * width * channels;
    if (!a.data.subarray(off, off + width * channels).equals(b.subarray(off, off + width * channels))) rows.push(y);
  }
  return rows;
}

describe('finishImage', () => {
  it('changes the pixels of the bottom band and leaves the rest alone', async () => {
    const input = await plain(512, 512);
    const out = await finishImage(input, label);
    const rows = await changedRows(input, out);
    const band = bandSvg(512, label).height;
    expect(rows.length).toBe(band);
    expect(rows[0]).toBe(512 - band);
    expect(rows.at(-1)).toBe(511);
  });

  it('darkens the band semi-transparently (the picture shows through)', async () => {
    const out = await finishImage(await plain(512, 512), label);
    const { data } = await sharp(out).extract({ left: 2, top: 510, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(200);
    expect(data[0]).toBeGreaterThan(40);
  });

  it('is deterministic, carries no metadata, and is an opaque PNG', async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
      .withExif({ IFD0: { Copyright: 'someone' } })
      .png()
      .toBuffer();
    const [a, b] = await Promise.all([finishImage(input, label), finishImage(input, label)]);
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.channels, meta.hasAlpha, meta.exif, meta.xmp]).toEqual(['png', 3, false, undefined, undefined]);
  });

  it('scales very large images down to the maximum edge', async () => {
    const out = await finishImage(await plain(MAX_EDGE * 2, MAX_EDGE), label);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([MAX_EDGE, MAX_EDGE / 2]);
  });

  it('names the service, the creator and the id', () => {
    expect(watermarkText(label)).toBe('Likeness Gate · mira-okafor · gen_0123456789abcdefghjkmnpqrs');
    expect(bandSvg(100, { creator: '<x>', id: 'y' }).svg).toContain('&#60;x&#62;');
  });
});
