// Refinements that do nothing: an except phrase that contains none of its category's terms
// masks nothing, and a near term that a plain term of the same category already catches on its
// own makes the combination redundant. Both are warnings.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Str } from '../language/ast.ts';
import { buildMatcher, normalise, termWords, type MatchEntry, type Matcher } from '../match/index.ts';
import type { CheckInput } from './input.ts';
import { hasBadWildcard, hasTerms } from './term-lists.ts';

const entriesOf = (category: string, terms: readonly Str[]): MatchEntry[] =>
  terms.flatMap((t) => {
    const read = hasBadWildcard(t) ? null : termWords(t.value);
    return read === null ? [] : [{ rule: 'platform_prohibition' as const, category, term: t.value, ...read }];
  });

/** The first term of `matcher` found inside `phrase`, read as a phrase (a trailing `*` dropped). */
function termInside(matcher: Matcher, phrase: Str): string | null {
  const read = hasBadWildcard(phrase) ? null : termWords(phrase.value);
  if (read === null) return null;
  const text = normalise(read.stem ? phrase.value.trim().slice(0, -1) : phrase.value);
  const lastToken = text.tokens.length - 1;
  // A stem phrase stands for longer words too; only a match ending before its last word, or a
  // stem match, is then certain to be inside every reading.
  const hit = matcher.scan(text).find((m) => !read.stem || m.lastToken < lastToken || m.entry.stem);
  return hit?.entry.term ?? null;
}

export function checkRefinementOverlap(input: CheckInput): Diagnostic[] {
  const plain = new Map<string, Str[]>();
  const near = new Map<string, Str[]>();
  for (const s of input.statements) {
    if (hasTerms(s)) plain.set(s.id.name, [...(plain.get(s.id.name) ?? []), ...s.terms]);
    if (s.kind === 'near') near.set(s.category.name, [...(near.get(s.category.name) ?? []), ...s.left, ...s.right]);
  }
  const out: Diagnostic[] = [];
  // One matcher per category and kind of line, however many near or except lines it has.
  const matchers = new Map<string, Matcher>();
  const matcherOf = (key: string, make: () => Matcher): Matcher => {
    let m = matchers.get(key);
    if (m === undefined) matchers.set(key, (m = make()));
    return m;
  };
  for (const s of input.statements) {
    if (s.kind === 'except' && plain.has(s.category.name)) {
      const id = s.category.name;
      const matcher = matcherOf(`except ${id}`, () => buildMatcher(entriesOf(id, [...(plain.get(id) ?? []), ...(near.get(id) ?? [])])));
      for (const phrase of s.phrases) {
        if (termWords(phrase.value) === null || hasBadWildcard(phrase) || termInside(matcher, phrase) !== null) continue;
        out.push(diagnosticAt(input.fileName, phrase.loc, {
          code: 'except-masks-nothing', severity: 'warning',
          message: `except phrase "${phrase.value}" contains none of the terms of '${id}', so it masks nothing`,
          suggestion: `an except phrase should contain a term of '${id}' used in an innocent sense`,
        }));
      }
    }
    if (s.kind === 'near' && (plain.get(s.category.name) ?? []).length > 0) {
      const id = s.category.name;
      const matcher = matcherOf(`near ${id}`, () => buildMatcher(entriesOf(id, plain.get(id) ?? [])));
      for (const term of [...s.left, ...s.right]) {
        const found = termInside(matcher, term);
        if (found === null) continue;
        out.push(diagnosticAt(input.fileName, term.loc, {
          code: 'redundant-near-term', severity: 'warning',
          message: `near term "${term.value}" is already caught on its own by the '${id}' term "${found}"`,
          suggestion: 'the plain term matches anywhere; drop it from the near clause, or drop the plain term',
        }));
      }
    }
  }
  return out;
}
