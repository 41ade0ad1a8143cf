// A provider's bytes become a PNG only if sharp can decode them as a PNG, JPEG or WebP image;
// anything else is an unusable answer.

import sharp from 'sharp';

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export type Decoded = { ok: true; png: Buffer; width: number; height: number } | { ok: false; detail: string };

export async function decodeToPng(bytes: Buffer): Promise<Decoded> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, detail: `the image is ${meta.format ?? 'of an unknown format'}, not PNG or JPEG` };
    const { data, info } = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
    return { ok: true, png: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, detail: 'the image could not be decoded' };
  }
}
