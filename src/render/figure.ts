// The figure at the centre of an embedded render: a head-and-shoulders silhouette whose drawing
// style follows the realism tier (flat shapes → shaded curves → soft lighting and shadow), in the
// creator's own hue. Pure: SVG defs and elements as text.

import type { Palette } from './palette.ts';
import type { SeededStream } from './seed.ts';

export interface FigureSvg {
  defs: string[];
  elements: string[];
}

interface Pose {
  cx: number; // head centre
  cy: number;
  r: number; // head radius
  shoulder: number; // half the shoulder width
  tilt: number; // degrees
}

const bust = ({ cx, cy, r, shoulder }: Pose, n: number): string => {
  const neckTop = cy + r * 0.8;
  const top = cy + r * 1.45;
  return [
    `M ${cx - r * 0.35} ${neckTop}`,
    `L ${cx - r * 0.38} ${top}`,
    `C ${cx - shoulder * 0.7} ${top + r * 0.1} ${cx - shoulder} ${top + r * 0.5} ${cx - shoulder} ${n}`,
    `L ${cx + shoulder} ${n}`,
    `C ${cx + shoulder} ${top + r * 0.5} ${cx + shoulder * 0.7} ${top + r * 0.1} ${cx + r * 0.38} ${top}`,
    `L ${cx + r * 0.35} ${neckTop} Z`,
  ].join(' ');
};

const hair = ({ cx, cy, r }: Pose, volume: number): string =>
  `M ${cx - r * 1.05} ${cy + r * 0.2} C ${cx - r * (1.2 + volume)} ${cy - r * 1.5} ${cx + r * (1.2 + volume)} ${cy - r * 1.5} ${cx + r * 1.05} ${cy + r * 0.2} C ${cx + r * 0.7} ${cy - r * 0.6} ${cx - r * 0.7} ${cy - r * 0.6} ${cx - r * 1.05} ${cy + r * 0.2} Z`;

function stylised(pose: Pose, p: Palette, hue: number, n: number): FigureSvg {
  const { cx, cy, r } = pose;
  const stroke = `stroke="${p.ink}" stroke-width="${(n / 110).toFixed(1)}" stroke-linejoin="round"`;
  return {
    defs: [],
    elements: [
      `<path d="${bust(pose, n)}" fill="${p.figure[0]}" ${stroke}/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.figure[0]}" ${stroke}/>`,
      `<path d="${hair(pose, 0.1)}" fill="hsl(${hue},55%,35%)" ${stroke}/>`,
      `<circle cx="${cx - r * 0.35}" cy="${cy + r * 0.1}" r="${r * 0.09}" fill="${p.ink}"/>`,
      `<circle cx="${cx + r * 0.35}" cy="${cy + r * 0.1}" r="${r * 0.09}" fill="${p.ink}"/>`,
    ],
  };
}

function illustrative(pose: Pose, p: Palette, hue: number, n: number): FigureSvg {
  const { cx, cy, r } = pose;
  return {
    defs: [`<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.figure[0]}"/><stop offset="1" stop-color="${p.figure[1]}"/></linearGradient>`],
    elements: [
      `<path d="${bust(pose, n)}" fill="url(#skin)" stroke="${p.figure[1]}" stroke-width="${(n / 300).toFixed(1)}"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.92}" ry="${r * 1.08}" fill="url(#skin)" stroke="${p.figure[1]}" stroke-width="${(n / 300).toFixed(1)}"/>`,
      `<path d="${hair(pose, 0.35)}" fill="hsl(${hue},50%,28%)"/>`,
      `<path d="M ${cx - r * 0.3} ${cy + r * 0.55} Q ${cx} ${cy + r * 0.75} ${cx + r * 0.3} ${cy + r * 0.55}" stroke="${p.figure[1]}" stroke-width="${(n / 250).toFixed(1)}" fill="none"/>`,
    ],
  };
}

function photoreal(pose: Pose, p: Palette, hue: number, n: number): FigureSvg {
  const { cx, cy, r } = pose;
  return {
    defs: [
      `<radialGradient id="light" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.accents[0]}"/><stop offset="0.45" stop-color="${p.figure[0]}"/><stop offset="1" stop-color="${p.figure[1]}"/></radialGradient>`,
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(n / 90).toFixed(1)}"/></filter>`,
    ],
    elements: [
      `<ellipse cx="${cx + r * 0.4}" cy="${n * 0.97}" rx="${pose.shoulder * 1.2}" ry="${n * 0.06}" fill="#000000" opacity="0.35" filter="url(#soft)"/>`,
      `<path d="${bust(pose, n)}" fill="url(#light)"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.9}" ry="${r * 1.1}" fill="url(#light)"/>`,
      `<path d="${hair(pose, 0.45)}" fill="hsl(${hue},35%,20%)" filter="url(#soft)" opacity="0.9"/>`,
      `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${r * 0.25}" ry="${r * 0.12}" fill="#ffffff" opacity="0.18" filter="url(#soft)"/>`,
    ],
  };
}

const STYLES: Record<string, (pose: Pose, p: Palette, hue: number, n: number) => FigureSvg> = { stylised, illustrative, photoreal };

export function drawFigure(realism: string, s: SeededStream, p: Palette, hue: number, n: number): FigureSvg {
  const pose: Pose = { cx: n / 2 + s.int(-n / 12, n / 12), cy: n * (0.4 + s.next() * 0.06), r: n * (0.1 + s.next() * 0.03), shoulder: n * (0.22 + s.next() * 0.06), tilt: s.int(-8, 8) };
  const figure = (STYLES[realism] ?? illustrative)(pose, p, hue, n);
  const halo = `<circle cx="${pose.cx}" cy="${pose.cy}" r="${pose.r * 1.9}" fill="hsl(${hue},65%,60%)" opacity="0.35"/>`;
  return { defs: figure.defs, elements: [halo, `<g transform="rotate(${pose.tilt} ${pose.cx} ${n})">`, ...figure.elements, '</g>'] };
}
