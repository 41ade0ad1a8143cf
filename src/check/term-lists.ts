// The term lists of forbid, exclude brand, prohibit and adult: never empty (unless a near
// clause or an age bound gives the category something to match), `*` only at the end, in
// refinement terms (near, except) too.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Statement, Str } from '../language/ast.ts';
import { nearTermsOf } from '../language/near-terms.ts';
import type { CheckInput } from './input.ts';

export type TermStatement = Extract<Statement, { kind: 'forbid' | 'exclude-brand' | 'prohibit' | 'adult' }>;

export const hasTerms = (s: Statement): s is TermStatement =>
  s.kind === 'forbid' || s.kind === 'exclude-brand' || s.kind === 'prohibit' || s.kind === 'adult';

/** Every quoted term a statement holds that is matched like a term: plain, near sides, except phrases. */
export function termsOf(s: Statement): Str[] {
  if (hasTerms(s)) return s.terms;
  if (s.kind === 'near') return nearTermsOf(s);
  if (s.kind === 'except') return s.phrases;
  return [];
}

/** A `*` anywhere but the last character; terms with one are not matched further. */
export const hasBadWildcard = (term: Str): boolean => term.value.slice(0, -1).includes('*');

function badWildcard(input: CheckInput, term: Str): Diagnostic {
  // Point at the first misplaced `*` as written (the raw text may hold escapes before it).
  const raw = input.source.slice(term.loc.start.offset, term.loc.end.offset);
  const index = raw.indexOf('*');
  const onOneLine = term.loc.start.line === term.loc.end.line && index >= 0;
  const column = onOneLine ? term.loc.start.column + index : term.loc.start.column;
  const d = diagnosticAt(input.fileName, term.loc, {
    code: 'bad-wildcard', severity: 'error',
    message: `'*' may only end a term ("${term.value}")`,
    suggestion: 'a trailing * matches any word starting with the stem; other wildcards are not supported',
  });
  return { ...d, column, length: 1 };
}

/** Categories that match without plain terms: those named by a `near` or an `age` line of this file. */
function refinedToMatch(input: CheckInput): Set<string> {
  return new Set(input.statements.flatMap((s) => (s.kind === 'near' || s.kind === 'age' ? [s.category.name] : [])));
}

export function checkTermLists(input: CheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const matchesOtherwise = refinedToMatch(input);
  for (const s of input.statements) {
    if (hasTerms(s) && s.terms.length === 0 && !matchesOtherwise.has(s.id.name)) {
      out.push(diagnosticAt(input.fileName, s.id.loc, {
        code: 'empty-term-list', severity: 'error', message: `'${s.id.name}' lists no terms, so it would never match`,
        suggestion: `add terms after the colon: "term", "another term" (or a 'near ${s.id.name}:' line)`,
      }));
    }
    for (const term of termsOf(s)) if (hasBadWildcard(term)) out.push(badWildcard(input, term));
  }
  return out;
}
