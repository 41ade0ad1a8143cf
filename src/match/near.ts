// Span-near: a clause's left and right terms, each found like any term, fall under the category
// when they occur within `within` words of each other (words strictly between them), in either
// order. The match spans both parts; the evidence names both.

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
  left: PartMatch[];
  right: PartMatch[];
}

/** Words strictly between two parts; -1 when they overlap. */
function gap(a: PartMatch, b: PartMatch): number {
  if (a.lastToken < b.firstToken) return b.firstToken - a.lastToken - 1;
  if (b.lastToken < a.firstToken) return a.firstToken - b.lastToken - 1;
  return -1;
}

/** The clause's earliest pair of parts close enough, as a match, or null. */
export function nearMatch(clause: NearClauseMatches, leftSpec: (term: string) => Pick<MatchEntry, 'words' | 'stem'>): TermMatch | null {
  let best: { l: PartMatch; r: PartMatch; start: number; end: number } | null = null;
  for (const l of clause.left) {
    for (const r of clause.right) {
      const g = gap(l, r);
      if (g < 0 || g > clause.within) continue;
      const start = Math.min(l.start, r.start);
      const end = Math.max(l.end, r.end);
      if (best === null || start < best.start || (start === best.start && end < best.end)) best = { l, r, start, end };
    }
  }
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
