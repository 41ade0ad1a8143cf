// Everyday words for the product's identifiers (contexts, realism tiers, windows).

import { CONTEXTS, REALISM_TIERS, type Context, type Realism } from '../../vocabulary.ts';

const CONTEXT_LABELS: Record<Context, string> = {
  portrait: 'Portrait',
  'fashion-editorial': 'Fashion editorial',
  fitness: 'Fitness',
  cosplay: 'Cosplay',
  'brand-endorsement': 'Brand endorsement',
  'music-performance': 'Music performance',
  'gaming-avatar': 'Gaming avatar',
  'seasonal-holiday': 'Seasonal & holiday',
  'travel-lifestyle': 'Travel & lifestyle',
  'fan-art-stylised': 'Stylised fan art',
};

export const contextLabel = (c: string): string => CONTEXT_LABELS[c as Context] ?? c;
export const allContexts = (): { id: Context; label: string }[] => CONTEXTS.map((id) => ({ id, label: CONTEXT_LABELS[id] }));

export const realismTiersUpTo = (ceiling: Realism): Realism[] => REALISM_TIERS.slice(0, REALISM_TIERS.indexOf(ceiling) + 1);
export const realismTiersAbove = (ceiling: Realism): Realism[] => REALISM_TIERS.slice(REALISM_TIERS.indexOf(ceiling) + 1);

/** `24h` → `24 hours`, `30m` → `30 minutes`, `7d` → `7 days`. */
export function windowText(window: string): string {
  const m = /^(\d+)\s*([mhd])$/.exec(window.trim());
  if (!m) return window;
  const n = Number(m[1]);
  const unit = { m: 'minute', h: 'hour', d: 'day' }[m[2] as 'm' | 'h' | 'd'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** `adult-lingerie`-style ids to words when no label is known: `lingerie` → `Lingerie`. */
export const humanise = (id: string): string => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const listText = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
