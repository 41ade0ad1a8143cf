// Which category a refinement (describe, near, except, age) may name: one declared in the same
// file. A creator refines only their own forbids and brands, never a platform or adult
// category; `age` refines only a platform prohibition. At most one describe and one age each.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Statement } from '../language/ast.ts';
import type { CheckInput } from './input.ts';
import { hasTerms } from './term-lists.ts';

export type RefinementStatement = Extract<Statement, { kind: 'describe' | 'near' | 'except' | 'age' }>;

export const isRefinement = (s: Statement): s is RefinementStatement =>
  s.kind === 'describe' || s.kind === 'near' || s.kind === 'except' || s.kind === 'age';

/** The categories this file declares, by id, with the keyword that declared them (first wins). */
export function declaredCategories(input: CheckInput): Map<string, string> {
  const declared = new Map<string, string>();
  for (const s of input.statements) {
    if (hasTerms(s) && !declared.has(s.id.name)) declared.set(s.id.name, s.kind === 'exclude-brand' ? 'exclude brand' : s.kind);
  }
  return declared;
}

function unknownCategory(input: CheckInput, s: RefinementStatement, declared: Map<string, string>): Diagnostic {
  const name = s.category.name;
  if (input.kind === 'creator' && input.platform.categories.some((c) => c.id === name)) {
    return diagnosticAt(input.fileName, s.category.loc, {
      code: 'refines-platform-category', severity: 'error',
      message: `'${s.kind} ${name}': a creator file cannot refine the platform category '${name}'`,
      suggestion: 'refine one of your own forbid or exclude brand categories; the platform file owns its categories',
    });
  }
  const own = input.kind === 'creator' ? 'forbid or exclude brand' : 'prohibit or adult';
  return diagnosticAt(input.fileName, s.category.loc, {
    code: 'unknown-refined-category', severity: 'error',
    message: `'${s.kind} ${name}' names no ${own} category of this file`,
    suggestion: didYouMean(name, [...declared.keys()]) ?? (declared.size > 0 ? `categories here are: ${[...declared.keys()].join(', ')}` : `declare the category first with a ${own} line`),
  });
}

export function checkRefinementTargets(input: CheckInput): Diagnostic[] {
  const declared = declaredCategories(input);
  const out: Diagnostic[] = [];
  const once = new Map<string, RefinementStatement>();
  for (const s of input.statements) {
    if (!isRefinement(s)) continue;
    // `age` in a creator file is already `statement-not-allowed`.
    if (s.kind === 'age' && input.kind === 'creator') continue;
    const kind = declared.get(s.category.name);
    if (kind === undefined) {
      out.push(unknownCategory(input, s, declared));
      continue;
    }
    if (s.kind === 'age' && kind !== 'prohibit') {
      out.push(diagnosticAt(input.fileName, s.category.loc, {
        code: 'age-not-on-prohibition', severity: 'error',
        message: `'age ${s.category.name}': an age bound refines a platform prohibition, and '${s.category.name}' is an ${kind} category`,
        suggestion: 'put the age bound on a prohibit category, such as minors-context',
      }));
      continue;
    }
    if (s.kind !== 'describe' && s.kind !== 'age') continue;
    const key = `${s.kind} ${s.category.name}`;
    const first = once.get(key);
    if (first === undefined) once.set(key, s);
    else {
      out.push(diagnosticAt(input.fileName, s.loc, {
        code: 'duplicate-refinement', severity: 'error',
        message: `'${s.category.name}' has more than one '${s.kind}' line`,
        suggestion: `the first is on line ${first.loc.start.line}; keep one`,
      }));
    }
  }
  return out;
}
