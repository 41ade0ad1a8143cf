// One palette and one motif per context, so an image says at a glance what it was made for.

import type { Context } from '../vocabulary.ts';

export type Motif = 'bokeh' | 'stripes' | 'bars' | 'stars' | 'tiles' | 'waves' | 'pixels' | 'flakes' | 'horizon' | 'shards';

export interface Palette {
  /** Background gradient, top to bottom. */
  sky: [string, string];
  /** Colours for the motif's shapes. */
  accents: string[];
  /** Figure fill and its shade. */
  figure: [string, string];
  ink: string; // text colour
  motif: Motif;
}

export const PALETTES: Record<Context, Palette> = {
  portrait: { sky: ['#f4e1d2', '#c9a58f'], accents: ['#fff6ec', '#e8c3a6', '#b98b73'], figure: ['#5b4038', '#3b2823'], ink: '#2e211c', motif: 'bokeh' },
  'fashion-editorial': { sky: ['#1d1d24', '#4b3b52'], accents: ['#d9c6a5', '#8a6f8f', '#f2efe9'], figure: ['#e9e1d6', '#b8aa98'], ink: '#f2efe9', motif: 'stripes' },
  fitness: { sky: ['#0f4c5c', '#1f8a70'], accents: ['#f6ae2d', '#f26419', '#bee3db'], figure: ['#102a30', '#071a1e'], ink: '#f5f5f0', motif: 'bars' },
  cosplay: { sky: ['#2b1055', '#7597de'], accents: ['#ffd166', '#ef476f', '#06d6a0'], figure: ['#1b0f33', '#0d0719'], ink: '#fdf7ff', motif: 'stars' },
  'brand-endorsement': { sky: ['#fafafa', '#dde3ea'], accents: ['#0057b8', '#ffb000', '#00a37a'], figure: ['#26323f', '#141c24'], ink: '#141c24', motif: 'tiles' },
  'music-performance': { sky: ['#090a1a', '#3d0e4a'], accents: ['#ff2e88', '#00e5ff', '#ffe66d'], figure: ['#05050d', '#000000'], ink: '#ffffff', motif: 'waves' },
  'gaming-avatar': { sky: ['#0b132b', '#1c2541'], accents: ['#5bc0be', '#6fffe9', '#f95738'], figure: ['#3a506b', '#1c2541'], ink: '#6fffe9', motif: 'pixels' },
  'seasonal-holiday': { sky: ['#0b3d2e', '#8c1c13'], accents: ['#ffffff', '#f2c14e', '#d9ed92'], figure: ['#1d2b24', '#0e1612'], ink: '#fff8e7', motif: 'flakes' },
  'travel-lifestyle': { sky: ['#87ceeb', '#ffd6a5'], accents: ['#2a9d8f', '#264653', '#e9c46a'], figure: ['#3d405b', '#24263a'], ink: '#1d3557', motif: 'horizon' },
  'fan-art-stylised': { sky: ['#ffcad4', '#b0d0d3'], accents: ['#f4acb7', '#9d8189', '#ffe5d9'], figure: ['#4a4e69', '#22223b'], ink: '#22223b', motif: 'shards' },
};

/** A context the vocabulary does not know still renders, in neutral greys. */
export const FALLBACK_PALETTE: Palette = { sky: ['#e0e0e0', '#9e9e9e'], accents: ['#ffffff', '#757575', '#bdbdbd'], figure: ['#424242', '#212121'], ink: '#212121', motif: 'bokeh' };

export const paletteFor = (context: string): Palette => PALETTES[context as Context] ?? FALLBACK_PALETTE;
