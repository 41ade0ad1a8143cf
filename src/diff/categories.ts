// Term categories (platform prohibitions, adult and creator forbids, excluded brands):
// a category or term that appears tightens, one that disappears loosens; refinements
// (description, near, except, age) are judged in refinements.ts.

import type { TermCategory } from '../program/types.ts';
import { diffRefinements } from './refinements.ts';
import type { CategoryRule, SemanticChange } from './types.ts';

/** The statement keyword that wrote a category, so the summary reads like the policy file. */
export function categoryKeyword(category: TermCategory): string {
  switch (category.source) {
    case 'platform':
      return 'prohibit';
    case 'adult':
      return 'adult';
    case 'creator':
      return 'forbid';
    case 'brand':
      return 'exclude brand';
  }
}

const byId = (categories: TermCategory[]): Map<string, TermCategory> => new Map(categories.map((c) => [c.id, c]));

/** `12 terms`, plus near clauses, groups and an age bound when the category has them. */
function contents(c: TermCategory): string {
  const parts = [`${c.terms.length} terms`];
  if (c.near.length > 0) parts.push(`${c.near.length} near clause${c.near.length === 1 ? '' : 's'}`);
  const groups = c.nearGroups?.length ?? 0;
  if (groups > 0) parts.push(`${groups} near group${groups === 1 ? '' : 's'}`);
  if (c.ageUnder !== null) parts.push(`age under ${c.ageUnder}`);
  return parts.join(', ');
}

/**
 * Changes between the categories of one rule. Ids in `skip` are left out: an adult category
 * that vanishes because the creator opened it is reported once, as `adult-opened`.
 */
export function diffCategories(
  rule: CategoryRule,
  before: TermCategory[],
  after: TermCategory[],
  skip: ReadonlySet<string> = new Set(),
): SemanticChange[] {
  const old = byId(before);
  const now = byId(after);
  const changes: SemanticChange[] = [];
  for (const [id, category] of old) {
    if (now.has(id) || skip.has(id)) continue;
    const terms = category.terms.map((t) => t.term);
    changes.push({
      kind: 'category-removed', rule, category: id, before: { label: category.label, terms }, after: null,
      effect: 'loosens', summary: `${categoryKeyword(category)} ${id}: category "${category.label}" removed (${contents(category)})`,
    });
  }
  for (const [id, category] of now) {
    const previous = old.get(id);
    if (previous) {
      changes.push(...diffOneCategory(rule, previous, category));
      continue;
    }
    if (skip.has(id)) continue;
    const terms = category.terms.map((t) => t.term);
    changes.push({
      kind: 'category-added', rule, category: id, before: null, after: { label: category.label, terms },
      effect: 'tightens', summary: `${categoryKeyword(category)} ${id}: category "${category.label}" added (${contents(category)})`,
    });
  }
  return changes;
}

function diffOneCategory(rule: CategoryRule, before: TermCategory, after: TermCategory): SemanticChange[] {
  const keyword = categoryKeyword(after);
  const changes: SemanticChange[] = [];
  if (before.label !== after.label) {
    changes.push({
      kind: 'category-label', rule, category: after.id, before: before.label, after: after.label,
      effect: 'neutral', summary: `${keyword} ${after.id}: label "${before.label}" -> "${after.label}"`,
    });
  }
  const oldTerms = new Set(before.terms.map((t) => t.term));
  const newTerms = new Set(after.terms.map((t) => t.term));
  for (const term of oldTerms) {
    if (newTerms.has(term)) continue;
    changes.push({
      kind: 'term-removed', rule, category: after.id, before: term, after: null,
      effect: 'loosens', summary: `${keyword} ${after.id}: term ${JSON.stringify(term)} removed`,
    });
  }
  for (const term of newTerms) {
    if (oldTerms.has(term)) continue;
    changes.push({
      kind: 'term-added', rule, category: after.id, before: null, after: term,
      effect: 'tightens', summary: `${keyword} ${after.id}: term ${JSON.stringify(term)} added`,
    });
  }
  changes.push(...diffRefinements(rule, keyword, before, after));
  return changes;
}
