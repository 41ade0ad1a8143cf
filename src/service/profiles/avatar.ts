// An uploaded avatar, checked and remade with sharp: only PNG, JPEG or WebP by their decoded
// content (never the file name), within a byte and pixel budget, decoded in full, then re-encoded
// as square WebP renditions without any metadata. Whatever else the file carried (another
// format's payload in a polyglot, EXIF location, colour profiles) does not survive the re-encode.

import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding budget: larger images are refused before their pixels are decoded. */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_LARGE = 256;
export const AVATAR_SMALL = 64;

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export type AvatarProblem = 'too_large' | 'not_an_image' | 'unsupported_format' | 'too_small' | 'too_many_pixels';

export interface Avatar {
  large: Buffer;
  small: Buffer;
  /** SHA-256 of the large rendition. */
  hash: string;
}

export type AvatarOutcome = { ok: true; value: Avatar } | { ok: false; problem: AvatarProblem; message: string };

const refuse = (problem: AvatarProblem, message: string): AvatarOutcome => ({ ok: false, problem, message });

// Magic numbers, so that no other decoder (SVG, TIFF, GIF, HEIF …) ever sees the bytes.
function sniff(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export async function prepareAvatar(bytes: Buffer): Promise<AvatarOutcome> {
  if (bytes.length > AVATAR_MAX_BYTES) return refuse('too_large', `The file is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller image.`);
  const sniffed = sniff(bytes);
  if (!sniffed) return refuse('unsupported_format', 'This file is not a PNG, JPEG or WebP image. Other formats (SVG, GIF, HEIC …) are not accepted.');
  const input = () => sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', pages: 1 });
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only (no pixels decoded), read without the pixel limit so that an oversized
    // image is named as such instead of as unreadable.
    meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    return refuse('not_an_image', 'This file could not be read as an image. Choose a PNG, JPEG or WebP file.');
  }
  if (meta.format !== sniffed || !ACCEPTED.has(meta.format)) return refuse('unsupported_format', 'This file is not a PNG, JPEG or WebP image.');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > AVATAR_MAX_PIXELS) return refuse('too_many_pixels', `The image is ${width} × ${height} pixels; at most ${AVATAR_MAX_PIXELS.toLocaleString('en')} pixels (4096 × 4096).`);
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) return refuse('too_small', `The image is ${width} × ${height} pixels; it needs at least ${AVATAR_MIN_SIDE} pixels on each side.`);
  try {
    // Decode once, in full (a truncated or corrupt file fails here), upright and cropped square.
    const square = await input().rotate().resize(AVATAR_LARGE, AVATAR_LARGE, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } };
    const large = await sharp(square.data, raw).webp({ quality: 82 }).toBuffer();
    const small = await sharp(square.data, raw).resize(AVATAR_SMALL, AVATAR_SMALL).webp({ quality: 80 }).toBuffer();
    return { ok: true, value: { large, small, hash: createHash('sha256').update(large).digest('hex') } };
  } catch {
    return refuse('not_an_image', 'This image is damaged or incomplete and could not be decoded. Choose another file.');
  }
}
