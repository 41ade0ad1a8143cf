// Refinements of one category: a description is neutral; an age bound added or raised
// tightens; an except phrase added loosens (it masks more). A near clause is judged by the
// word pairs it forbids, in either order: one that adds a pair (or widens a window) tightens,
// one whose pairs are all still forbidden elsewhere (by a clause or a group) is neutral, and
// removing a pair loosens. Groups are judged in near-groups.ts.

import type { NearClause, ProgramTerm, TermCategory } from '../program/types.ts';
import { diffNearGroups } from './near-groups.ts';
import { forbidsPair, termKey as key } from './near-pairs.ts';
import type { CategoryRule, ChangeEffect, SemanticChange } from './types.ts';

const side = (terms: readonly ProgramTerm[]): string => terms.map((t) => JSON.stringify(t.term)).join(', ');
export const nearText = (c: NearClause): string => `${side(c.left)} near ${side(c.right)} within ${c.within}`;

/** Every pair of `clause` is still forbidden by `others` (the other side's clauses and groups). */
const covered = (clause: NearClause, others: TermCategory): boolean =>
  clause.left.every((l) => clause.right.every((r) => forbidsPair(others, key(l), key(r), clause.within)));

const clauseKey = (c: NearClause): string => `${c.left.map(key).join('|')} near ${c.right.map(key).join('|')} within ${c.within}`;
const sameClause = (a: NearClause, b: NearClause): boolean => clauseKey(a) === clauseKey(b);

function diffNear(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  const changes: SemanticChange[] = [];
  const id = after.id;
  for (const clause of before.near) {
    if (after.near.some((c) => sameClause(c, clause))) continue;
    const effect: ChangeEffect = covered(clause, after) ? 'neutral' : 'loosens';
    changes.push({ kind: 'near-removed', rule, category: id, before: clause, after: null, effect, summary: `${keyword} ${id}: near ${nearText(clause)} removed` });
  }
  for (const clause of after.near) {
    if (before.near.some((c) => sameClause(c, clause))) continue;
    const effect: ChangeEffect = covered(clause, before) ? 'neutral' : 'tightens';
    changes.push({ kind: 'near-added', rule, category: id, before: null, after: clause, effect, summary: `${keyword} ${id}: near ${nearText(clause)} added` });
  }
  return changes;
}

function diffExcept(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  const changes: SemanticChange[] = [];
  const old = new Set(before.except.map(key));
  const now = new Set(after.except.map(key));
  for (const phrase of before.except) {
    if (now.has(key(phrase))) continue;
    changes.push({
      kind: 'except-removed', rule, category: after.id, before: phrase.term, after: null, effect: 'tightens',
      summary: `${keyword} ${after.id}: except ${JSON.stringify(phrase.term)} removed`,
    });
  }
  for (const phrase of after.except) {
    if (old.has(key(phrase))) continue;
    changes.push({
      kind: 'except-added', rule, category: after.id, before: null, after: phrase.term, effect: 'loosens',
      summary: `${keyword} ${after.id}: except ${JSON.stringify(phrase.term)} added`,
    });
  }
  return changes;
}

function diffAge(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  if (before.ageUnder === after.ageUnder) return [];
  const text = (n: number | null): string => (n === null ? 'none' : `under ${n}`);
  // No bound refuses no stated age: it counts as a bound of 0.
  const effect: ChangeEffect = (after.ageUnder ?? 0) > (before.ageUnder ?? 0) ? 'tightens' : 'loosens';
  return [{
    kind: 'age-bound', rule, category: after.id, before: before.ageUnder, after: after.ageUnder, effect,
    summary: `${keyword} ${after.id}: age ${text(before.ageUnder)} -> ${text(after.ageUnder)}`,
  }];
}

function diffDescription(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  if (before.description === after.description) return [];
  return [{
    kind: 'category-description', rule, category: after.id, before: before.description, after: after.description, effect: 'neutral',
    summary: `${keyword} ${after.id}: description ${JSON.stringify(before.description)} -> ${JSON.stringify(after.description)}`,
  }];
}

export function diffRefinements(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  return [
    ...diffDescription(rule, keyword, before, after),
    ...diffNear(rule, keyword, before, after),
    ...diffNearGroups(rule, keyword, before, after),
    ...diffExcept(rule, keyword, before, after),
    ...diffAge(rule, keyword, before, after),
  ];
}
