// The values a refinement carries: an age bound of 1..150, a `within` window of 1..50 words,
// no empty near side or except list, at least two different terms in a near group, no empty
// description.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { AGE_BOUND, WITHIN } from '../language/refinement-limits.ts';
import type { Str } from '../language/ast.ts';
import { termWordsOf } from '../match/index.ts';
import { termIdentity } from '../compile/terms.ts';
import type { CheckInput } from './input.ts';


/** Terms the compiler keeps apart (termIdentity); one that reads as nothing is refused on its own. */
function differentTerms(terms: readonly Str[]): number {
  const keys = new Set<string>();
  for (const t of terms) {
    const read = termWordsOf(t);
    if (read !== null) keys.add(termIdentity({ term: t.value, words: read.words, stem: read.stem }));
  }
  return keys.size;
}

export function checkRefinementValues(input: CheckInput): Diagnostic[] {
  const { fileName } = input;
  const out: Diagnostic[] = [];
  for (const s of input.statements) {
    if (s.kind === 'age' && (s.under.value < AGE_BOUND.min || s.under.value > AGE_BOUND.max)) {
      out.push(diagnosticAt(fileName, s.under.loc, {
        code: 'age-out-of-range', severity: 'error',
        message: `age bound ${s.under.value} is outside ${AGE_BOUND.min}..${AGE_BOUND.max}`,
        suggestion: "write a bound in years, such as 'under 18'",
      }));
    }
    if (s.kind === 'near') {
      if (s.within !== null && (s.within.value < WITHIN.min || s.within.value > WITHIN.max)) {
        out.push(diagnosticAt(fileName, s.within.loc, {
          code: 'within-out-of-range', severity: 'error',
          message: `within ${s.within.value} is outside ${WITHIN.min}..${WITHIN.max} words`,
          suggestion: `omit 'within' for the default of ${WITHIN.default} words`,
        }));
      }
      if ('group' in s) {
        if (differentTerms(s.group) < 2) {
          out.push(diagnosticAt(fileName, s.category.loc, {
            code: 'near-group-too-small', severity: 'error',
            message: `'near ${s.category.name}: any two of' lists fewer than two different terms, so it would never match`,
            suggestion: 'list at least two different terms: any two of "crayons", "sandbox", "nap time"',
          }));
        }
        continue;
      }
      const sides = [['left', s.left], ['right', s.right]] as const;
      for (const [side, terms] of sides) {
        if (terms.length > 0) continue;
        out.push(diagnosticAt(fileName, s.category.loc, {
          code: 'empty-near-side', severity: 'error',
          message: `'near ${s.category.name}' has no terms ${side === 'left' ? "before 'near'" : "after 'near'"}`,
          suggestion: 'write terms on both sides: "zip ties", "duct tape" near "ransom"',
        }));
      }
    }
    if (s.kind === 'except' && s.phrases.length === 0) {
      out.push(diagnosticAt(fileName, s.category.loc, {
        code: 'empty-except-list', severity: 'error',
        message: `'except ${s.category.name}' lists no phrases`,
        suggestion: 'add the innocent phrases after the colon: "kid gloves", "child\'s pose"',
      }));
    }
    if (s.kind === 'describe' && s.description.value.trim() === '') {
      out.push(diagnosticAt(fileName, s.description.loc, {
        code: 'empty-description', severity: 'error',
        message: `the description of '${s.category.name}' is empty`,
        suggestion: 'say in plain words what the category covers, or drop the line',
      }));
    }
  }
  return out;
}
