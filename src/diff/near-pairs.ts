// Which word pairs a category's near clauses and groups forbid: the measure by which the diff
// judges a near change (a pair, either order, within a window of at least so many words).

import type { ProgramTerm, TermCategory } from '../program/types.ts';

export const termKey = (t: ProgramTerm): string => `${t.stem ? '*' : '='}${t.words.join(' ')}`;

/** Whether `category` forbids the pair (a, b), either order, within at least `within` words. */
export function forbidsPair(category: Pick<TermCategory, 'near' | 'nearGroups'>, a: string, b: string, within: number): boolean {
  const byClause = category.near.some((c) => {
    if (c.within < within) return false;
    const left = new Set(c.left.map(termKey));
    const right = new Set(c.right.map(termKey));
    return (left.has(a) && right.has(b)) || (left.has(b) && right.has(a));
  });
  if (byClause || a === b) return byClause;
  return (category.nearGroups ?? []).some((g) => g.within >= within && g.terms.some((t) => termKey(t) === a) && g.terms.some((t) => termKey(t) === b));
}
