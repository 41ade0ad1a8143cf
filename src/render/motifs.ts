// The background shapes of the embedded renderer: one motif per context, laid out by the seeded
// stream, so every prompt hash gives its own arrangement. Pure: returns SVG elements as text.

import type { Motif, Palette } from './palette.ts';
import type { SeededStream } from './seed.ts';

type Draw = (s: SeededStream, p: Palette, size: number) => string[];

const op = (s: SeededStream, lo: number, hi: number): string => (lo + s.next() * (hi - lo)).toFixed(2);

const MOTIFS: Record<Motif, Draw> = {
  bokeh: (s, p, n) => Array.from({ length: 18 }, () => `<circle cx="${s.int(0, n)}" cy="${s.int(0, n)}" r="${s.int(n / 40, n / 8)}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.15, 0.5)}"/>`),
  stripes: (s, p, n) => Array.from({ length: 9 }, () => `<rect x="${s.int(0, n)}" y="0" width="${s.int(n / 60, n / 12)}" height="${n}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.15, 0.45)}"/>`),
  bars: (s, p, n) =>
    Array.from({ length: 10 }, () => {
      const y = s.int(0, n);
      return `<polygon points="0,${y} ${n},${y - n / 3} ${n},${y - n / 3 + s.int(n / 50, n / 14)} 0,${y + s.int(n / 50, n / 14)}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.25, 0.6)}"/>`;
    }),
  stars: (s, p, n) =>
    Array.from({ length: 16 }, () => {
      const [cx, cy, r] = [s.int(0, n), s.int(0, n), s.int(n / 70, n / 20)];
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const d = i % 2 === 0 ? r : r / 2.5;
        return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.5, 0.95)}"/>`;
    }),
  tiles: (s, p, n) => Array.from({ length: 8 }, () => `<rect x="${s.int(0, n)}" y="${s.int(0, n)}" width="${s.int(n / 12, n / 5)}" height="${s.int(n / 12, n / 5)}" rx="${n / 60}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.2, 0.55)}"/>`),
  waves: (s, p, n) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = (n / 8) * (i + 1);
      const amp = s.int(n / 40, n / 10);
      return `<path d="M0 ${y} Q ${n / 4} ${y - amp} ${n / 2} ${y} T ${n} ${y}" stroke="${s.pick(p.accents)}" stroke-width="${s.int(2, 8)}" fill="none" opacity="${op(s, 0.4, 0.9)}"/>`;
    }),
  pixels: (s, p, n) => {
    const cell = n / 24;
    return Array.from({ length: 60 }, () => `<rect x="${s.int(0, 23) * cell}" y="${s.int(0, 23) * cell}" width="${cell}" height="${cell}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.2, 0.7)}"/>`);
  },
  flakes: (s, p, n) => Array.from({ length: 40 }, () => `<circle cx="${s.int(0, n)}" cy="${s.int(0, n)}" r="${s.int(2, n / 60)}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.5, 0.95)}"/>`),
  horizon: (s, p, n) => {
    const base = (n * 2) / 3;
    const peaks = Array.from({ length: 6 }, (_, i) => `${((n / 5) * i).toFixed(0)},${base - s.int(n / 20, n / 4)}`);
    return [
      `<circle cx="${s.int(n / 8, (n * 7) / 8)}" cy="${s.int(n / 10, n / 3)}" r="${n / 12}" fill="${p.accents[2]}" opacity="0.85"/>`,
      `<polygon points="0,${n} ${peaks.join(' ')} ${n},${base} ${n},${n}" fill="${p.accents[1]}" opacity="0.55"/>`,
      `<rect x="0" y="${base}" width="${n}" height="${n - base}" fill="${p.accents[0]}" opacity="0.5"/>`,
    ];
  },
  shards: (s, p, n) =>
    Array.from({ length: 12 }, () => {
      const pts = Array.from({ length: 3 }, () => `${s.int(0, n)},${s.int(0, n)}`);
      return `<polygon points="${pts.join(' ')}" fill="${s.pick(p.accents)}" opacity="${op(s, 0.25, 0.6)}"/>`;
    }),
};

export const drawMotif = (motif: Motif, s: SeededStream, p: Palette, size: number): string[] => MOTIFS[motif](s, p, size);
