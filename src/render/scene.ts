// The embedded renderer's composition as one SVG document: context palette and motif, a figure
// drawn in the realism tier's style, the creator's name, a speech bubble in conversation mode.
// Pure and deterministic: the same job gives the same text, so the same PNG.

import { drawFigure } from './figure.ts';
import { drawMotif } from './motifs.ts';
import { paletteFor } from './palette.ts';
import { hueOf, seededStream } from './seed.ts';

export interface SceneInput {
  creator: { slug: string; displayName: string };
  promptSha256: string;
  context: string;
  realism: string;
  mode: string;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sceneSvg(input: SceneInput, size: number): string {
  const n = size;
  const palette = paletteFor(input.context);
  const stream = seededStream(input.promptSha256);
  const hue = hueOf(input.creator.slug);
  const angle = stream.int(0, 359);
  const figure = drawFigure(input.realism, stream, palette, hue, n);
  const font = `font-family="DejaVu Sans, sans-serif"`;
  const bubble =
    input.mode === 'conversation'
      ? [
          `<rect x="${n * 0.62}" y="${n * 0.14}" width="${n * 0.3}" height="${n * 0.14}" rx="${n * 0.04}" fill="#ffffff" opacity="0.9"/>`,
          `<polygon points="${n * 0.66},${n * 0.27} ${n * 0.6},${n * 0.33} ${n * 0.72},${n * 0.27}" fill="#ffffff" opacity="0.9"/>`,
          `<text x="${n * 0.77}" y="${n * 0.23}" ${font} font-size="${n / 16}" text-anchor="middle" fill="#333333">…</text>`,
        ]
      : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n}" height="${n}" viewBox="0 0 ${n} ${n}">`,
    '<defs>',
    `<linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`,
    ...figure.defs,
    '</defs>',
    `<rect width="${n}" height="${n}" fill="url(#sky)"/>`,
    ...drawMotif(palette.motif, stream, palette, n),
    ...figure.elements,
    ...bubble,
    `<text x="${n * 0.05}" y="${n * 0.09}" ${font} font-weight="bold" font-size="${n / 20}" fill="${palette.ink}">${escapeXml(input.creator.displayName)}</text>`,
    `<text x="${n * 0.05}" y="${n * 0.135}" ${font} font-size="${n / 40}" fill="${palette.ink}" opacity="0.8">${escapeXml(`${input.context} · ${input.realism}`)}</text>`,
    '</svg>',
  ].join('\n');
}
