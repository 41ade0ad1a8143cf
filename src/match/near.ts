// Span-near: a clause's left and right terms, each found like any term, fall under the category
// when they occur within `within` words of each other (words strictly between them), in either
// order. A group's parts are all on the left: any two different ones pair. The match spans both
// parts; the evidence names both.

import type { MatchEntry, TermMatch } from './types.ts';

/** One part of one clause as found: token range and character span. */
export interface PartMatch {
  term: string;
  firstToken: number;
  lastToken: number;
  start: number;
  end: number;
}

export interface NearClauseMatches {
  entry: Omit<MatchEntry, 'term' | 'words' | 'stem'>;
  within: number;
  /** A group: `left` holds every part found, `right` is empty. */
  group: boolean;
  left: PartMatch[];
  right: PartMatch[];
}

/** Words strictly between two parts; -1 when they overlap. */
function gap(a: PartMatch, b: PartMatch): number {
  if (a.lastToken < b.firstToken) return b.firstToken - a.lastToken - 1;
  if (b.lastToken < a.firstToken) return a.firstToken - b.lastToken - 1;
  return -1;
}

type Pair = { l: PartMatch; r: PartMatch; start: number; end: number };

/** `best`, or the pair (l, r) when close enough and earlier (then shorter). */
function earlier(best: Pair | null, l: PartMatch, r: PartMatch, within: number): Pair | null {
  const g = gap(l, r);
  if (g < 0 || g > within) return best;
  const start = Math.min(l.start, r.start);
  const end = Math.max(l.end, r.end);
  return best === null || start < best.start || (start === best.start && end < best.end) ? { l, r, start, end } : best;
}

/** The earliest pair of two different group terms close enough; the one found first is named
 *  first. A term found twice is no pair (compiled terms are de-duplicated, so a different text
 *  is a different term). */
function groupPair(parts: readonly PartMatch[], within: number): Pair | null {
  let best: Pair | null = null;
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const a = parts[i]!;
      const b = parts[j]!;
      if (a.term === b.term) continue;
      best = a.start <= b.start ? earlier(best, a, b, within) : earlier(best, b, a, within);
    }
  }
  return best;
}

/** The clause's earliest pair of parts close enough, as a match, or null. */
export function nearMatch(clause: NearClauseMatches, leftSpec: (term: string) => Pick<MatchEntry, 'words' | 'stem'>): TermMatch | null {
  let best: Pair | null = null;
  if (clause.group) best = groupPair(clause.left, clause.within);
  else for (const l of clause.left) for (const r of clause.right) best = earlier(best, l, r, clause.within);
  if (best === null) return null;
  const { l, r, start, end } = best;
  return {
    entry: { ...clause.entry, term: l.term, ...leftSpec(l.term) },
    how: { kind: 'near', other: r.term },
    firstToken: Math.min(l.firstToken, r.firstToken),
    lastToken: Math.max(l.lastToken, r.lastToken),
    start,
    end,
  };
}
