// Every stored image carries a visible watermark: a semi-transparent band across the bottom with
// "Likeness Gate · <creator> · <id>". The result is re-encoded with fixed settings and no
// metadata (sharp drops EXIF/XMP/text chunks unless asked), so the same input gives the same bytes.

import sharp from 'sharp';

export interface WatermarkLabel {
  creator: string;
  id: string;
}

/** Large provider images are scaled down to this edge before watermarking. */
export const MAX_EDGE = 2048;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const watermarkText = (label: WatermarkLabel): string => `Likeness Gate · ${label.creator} · ${label.id}`;

/** The band as SVG, as wide as the image; its height follows the width. */
export function bandSvg(width: number, label: WatermarkLabel): { svg: string; height: number } {
  const height = Math.max(24, Math.round(width / 14));
  const fontSize = Math.max(10, Math.round(height * 0.42));
  const text = watermarkText(label);
  // Keep the text inside the band whatever its length (DejaVu Sans is ~0.6 em per character).
  const fit = text.length * fontSize * 0.6 > width * 0.94 ? ` textLength="${Math.round(width * 0.94)}" lengthAdjust="spacingAndGlyphs"` : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#000000" fill-opacity="0.55"/>`,
    `<text x="${width / 2}" y="${height / 2}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92"${fit}>${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
  return { svg, height };
}

/** Normalised (opaque RGB, at most MAX_EDGE), watermarked PNG without metadata. */
export async function finishImage(png: Buffer, label: WatermarkLabel): Promise<Buffer> {
  const base = await sharp(png)
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const band = bandSvg(width, label);
  // Compositing an SVG adds an alpha channel; drop it in a second (raw, unencoded) step.
  const marked = await sharp(base.data, { raw: { width, height, channels } })
    .composite([{ input: Buffer.from(band.svg), top: Math.max(0, height - band.height), left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(marked.data, { raw: { width, height, channels: marked.info.channels } })
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false, palette: false })
    .toBuffer();
}
