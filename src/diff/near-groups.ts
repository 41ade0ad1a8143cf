// Near groups (`any two of`) of one category, judged like near clauses by the word pairs they
// forbid: a group stands for every pair of two different terms of it. A group whose window and
// some terms match a group on the other side is reported term by term (a term added tightens
// unless every pair it makes was already forbidden; a term removed loosens unless every pair it
// made is still forbidden); any other group is reported whole, added or removed.

import type { NearGroup, ProgramTerm, TermCategory } from '../program/types.ts';
import { forbidsPair, termKey } from './near-pairs.ts';
import type { CategoryRule, ChangeEffect, SemanticChange } from './types.ts';

const list = (terms: readonly ProgramTerm[]): string => terms.map((t) => JSON.stringify(t.term)).join(', ');
export const groupText = (g: NearGroup): string => `any two of ${list(g.terms)} within ${g.within}`;

const groupKey = (g: NearGroup): string => `${g.terms.map(termKey).join('|')} within ${g.within}`;

/** Every pair `term` makes with another term of `group`, still forbidden by `by`. */
const termCovered = (term: ProgramTerm, group: NearGroup, by: TermCategory): boolean =>
  group.terms.every((t) => termKey(t) === termKey(term) || forbidsPair(by, termKey(term), termKey(t), group.within));

/** Every pair of `group` is forbidden by `by`. */
const groupCovered = (group: NearGroup, by: TermCategory): boolean => group.terms.every((t) => termCovered(t, group, by));

const shared = (a: NearGroup, b: NearGroup): number => {
  const keys = new Set(a.terms.map(termKey));
  return b.terms.filter((t) => keys.has(termKey(t))).length;
};

export function diffNearGroups(rule: CategoryRule, keyword: string, before: TermCategory, after: TermCategory): SemanticChange[] {
  const id = after.id;
  const was = before.nearGroups ?? [];
  const now = after.nearGroups ?? [];
  const nowKeys = new Set(now.map(groupKey));
  const wasKeys = new Set(was.map(groupKey));
  const gone = was.filter((g) => !nowKeys.has(groupKey(g)));
  const added = now.filter((g) => !wasKeys.has(groupKey(g)));
  const changes: SemanticChange[] = [];
  const termChange = (kind: 'near-group-term-added' | 'near-group-term-removed', group: NearGroup, term: ProgramTerm, effect: ChangeEffect): void => {
    const what = kind === 'near-group-term-added' ? 'added to' : 'removed from';
    changes.push({
      kind, rule, category: id, before: kind === 'near-group-term-removed' ? term.term : null, after: kind === 'near-group-term-added' ? term.term : null, effect,
      summary: `${keyword} ${id}: term ${JSON.stringify(term.term)} ${what} near ${groupText(group)}`,
    });
  };
  // A changed group: the same window and at least one term in common with a group of the other side.
  const paired = new Set<NearGroup>();
  for (const old of gone) {
    const counterpart = added
      .filter((g) => !paired.has(g) && g.within === old.within && shared(old, g) > 0)
      .sort((a, b) => shared(old, b) - shared(old, a))[0];
    if (counterpart === undefined) {
      changes.push({ kind: 'near-removed', rule, category: id, before: old, after: null, effect: groupCovered(old, after) ? 'neutral' : 'loosens', summary: `${keyword} ${id}: near ${groupText(old)} removed` });
      continue;
    }
    paired.add(counterpart);
    const oldKeys = new Set(old.terms.map(termKey));
    const newKeys = new Set(counterpart.terms.map(termKey));
    for (const t of old.terms) if (!newKeys.has(termKey(t))) termChange('near-group-term-removed', counterpart, t, termCovered(t, old, after) ? 'neutral' : 'loosens');
    for (const t of counterpart.terms) if (!oldKeys.has(termKey(t))) termChange('near-group-term-added', counterpart, t, termCovered(t, counterpart, before) ? 'neutral' : 'tightens');
  }
  for (const g of added) {
    if (paired.has(g)) continue;
    changes.push({ kind: 'near-added', rule, category: id, before: null, after: g, effect: groupCovered(g, before) ? 'neutral' : 'tightens', summary: `${keyword} ${id}: near ${groupText(g)} added` });
  }
  return changes;
}
