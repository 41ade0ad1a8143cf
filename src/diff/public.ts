// The diff anyone may read (the API's /boundaries/diff, the website): the platform's own term
// lists stay private. A platform prohibition or adult category is named by id, label and
// description; its term changes become one change per category and effect, saying that it
// changed without listing terms. A creator's forbids and brands are shown in full.
import type { RuleProgram, TermCategory } from '../program/types.ts';
import { categoryKeyword } from './categories.ts';
import type { ChangeEffect, SemanticChange, SemanticDiff } from './types.ts';

const isPrivate = (c: TermCategory): boolean => c.source === 'platform' || c.source === 'adult';

function privateCategories(...programs: RuleProgram[]): Map<string, TermCategory> {
  const found = new Map<string, TermCategory>();
  for (const program of programs) {
    for (const step of program.rules) {
      if (step.rule !== 'platform_prohibition' && step.rule !== 'forbidden_depiction') continue;
      for (const c of step.categories) if (isPrivate(c)) found.set(`${step.rule}/${c.id}`, c);
    }
  }
  return found;
}

/** What the public may know of a private category: no terms. */
const shown = (c: TermCategory) => ({ label: c.label, description: c.description === '' ? c.label : c.description });

const CHANGED: Record<ChangeEffect, string> = {
  tightens: 'now refuses more',
  loosens: 'now refuses less',
  neutral: 'changed',
};

export function publicDiff(diff: SemanticDiff, before: RuleProgram, after: RuleProgram): SemanticDiff {
  const hidden = privateCategories(before, after);
  const changes: SemanticChange[] = [];
  const collapsed = new Set<string>();
  for (const change of diff.changes) {
    const category = change.rule !== undefined && change.category !== undefined ? hidden.get(`${change.rule}/${change.category}`) : undefined;
    if (category === undefined) {
      changes.push(change);
      continue;
    }
    const keyword = categoryKeyword(category);
    if (change.kind === 'category-added' || change.kind === 'category-removed') {
      const what = change.kind === 'category-added' ? 'added' : 'removed';
      changes.push({
        ...change,
        before: change.before === null ? null : shown(category),
        after: change.after === null ? null : shown(category),
        summary: `${keyword} ${category.id}: category "${category.label}" ${what}`,
      });
      continue;
    }
    if (change.kind === 'category-label') {
      changes.push(change);
      continue;
    }
    // Any change inside the category (terms, and whatever else a category carries): one line per effect.
    const key = `${change.rule}/${category.id}/${change.effect}`;
    if (collapsed.has(key)) continue;
    collapsed.add(key);
    changes.push({
      kind: 'category-changed',
      rule: change.rule,
      category: category.id,
      before: null,
      after: shown(category),
      effect: change.effect,
      summary: `${keyword} ${category.id}: category "${category.label}" ${CHANGED[change.effect]} (its terms are not published)`,
    });
  }
  return { changes, loosens: diff.loosens, tightens: diff.tightens };
}
