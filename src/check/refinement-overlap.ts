// Refinements that do nothing: an except phrase that contains none of its category's terms
// masks nothing, and a near term that a plain term of the same category already catches on its
// own makes the combination redundant. Both are warnings. Except phrases are read as the gate
// reads a prompt (inflections, spelling tolerance): `except "tortured artist"` masks the term
// "torture", found there as "tortured", so it masks something.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Str } from '../language/ast.ts';
import { MATCHING_SETTINGS } from '../compile/matching-settings.ts';
import { buildMatcher, firstKeys, normalise, readingOptions, termWordsOf, type MatchEntry, type Matcher } from '../match/index.ts';
import { promptLemmas, termLemmas } from '../match/lemmas.ts';
import { nearTermsOf } from '../language/near-terms.ts';
import type { CheckInput } from './input.ts';
import { hasBadWildcard, hasTerms } from './term-lists.ts';

/** Every prefix of every word (its alternative readings and lemmas too) of these phrases */
function wordPrefixes(phrases: readonly Str[]): Set<string> {
  const prefixes = new Set<string>();
  for (const phrase of phrases) {
    const trimmed = phrase.value.trim();
    for (const token of normalise(trimmed.endsWith('*') ? trimmed.slice(0, -1) : trimmed).tokens) {
      for (const word of [token.word, ...(token.alts ?? []), ...promptLemmas(token.word).map((l) => l.lemma)]) {
        const key = word;
        for (let n = 1; n <= key.length; n++) prefixes.add(key.slice(0, n));
      }
    }
  }
  return prefixes;
}

/** The keys a term can begin with: its first word's spellings and that word's lemmas. */
function startKeys(words: string[], term: string): string[] {
  const { noun, verb } = termLemmas(words[0]!);
  return [...firstKeys(words, term), ...[noun, verb].flatMap((l) => (l === null ? [] : [l]))];
}

/** The entries of these terms that may be found in a phrase whose word prefixes are `prefixes`:
 *  a term's first word (or its lemma) must begin one of the phrase's words or their lemmas. A
 *  file has thousands of terms and a few refinement phrases, so this keeps the matcher small. */
const entriesOf = (category: string, terms: readonly Str[], prefixes: ReadonlySet<string>): MatchEntry[] =>
  terms.flatMap((t) => {
    const read = hasBadWildcard(t) ? null : termWordsOf(t);
    if (read === null || !startKeys(read.words, t.value).some((k) => prefixes.has(k))) return [];
    return [{ rule: 'platform_prohibition' as const, category, term: t.value, ...read }];
  });

/** The first term of `matcher`, of one of these categories, found inside `phrase`, read as a
 *  phrase (a trailing `*` dropped). */
function termInside(matcher: Matcher, phrase: Str, categories: readonly string[]): string | null {
  const read = hasBadWildcard(phrase) ? null : termWordsOf(phrase);
  if (read === null) return null;
  const scan = matcher.scanText(read.stem ? phrase.value.trim().slice(0, -1) : phrase.value);
  if (scan.matches.length === 0) return null;
  const lastToken = scan.text.tokens.length - 1;
  // A stem phrase stands for longer words too; only a match ending before its last word, or a
  // stem match, is then certain to be inside every reading.
  const hit = scan.matches.find((m) => categories.includes(m.entry.category) && (!read.stem || m.lastToken < lastToken || m.entry.stem));
  return hit?.entry.term ?? null;
}

export function checkRefinementOverlap(input: CheckInput): Diagnostic[] {
  const plain = new Map<string, Str[]>();
  const near = new Map<string, Str[]>();
  for (const s of input.statements) {
    if (hasTerms(s)) plain.set(s.id.name, [...(plain.get(s.id.name) ?? []), ...s.terms]);
    if (s.kind === 'near') near.set(s.category.name, [...(near.get(s.category.name) ?? []), ...nearTermsOf(s)]);
  }
  const out: Diagnostic[] = [];
  // One matcher for every category's plain terms and near terms, each entry's category keyed by
  // kind: built once, and only when a near or except line needs it.
  const plainOf = (id: string): string => `plain ${id}`;
  const nearOf = (id: string): string => `near ${id}`;
  // An except phrase is read as the gate reads a prompt (inflections, spelling), so "masks
  // nothing" is never said of a phrase that masks; a near term is compared as written, so
  // "redundant" is said only of a near term a plain term catches letter for letter.
  const matchers = new Map<boolean, Matcher>();
  const overlapMatcher = (asTheGateReads: boolean): Matcher => {
    const known = matchers.get(asTheGateReads);
    if (known !== undefined) return known;
    const prefixes = wordPrefixes(input.statements.flatMap((s) => (s.kind === 'except' ? s.phrases : s.kind === 'near' ? nearTermsOf(s) : [])));
    const built = buildMatcher([
      ...[...plain].flatMap(([id, terms]) => entriesOf(plainOf(id), terms, prefixes)),
      ...[...near].flatMap(([id, terms]) => entriesOf(nearOf(id), terms, prefixes)),
    ], asTheGateReads ? readingOptions(MATCHING_SETTINGS) : {});
    matchers.set(asTheGateReads, built);
    return built;
  };
  for (const s of input.statements) {
    if (s.kind === 'except' && plain.has(s.category.name)) {
      const id = s.category.name;
      const matcher = overlapMatcher(true);
      for (const phrase of s.phrases) {
        if (termWordsOf(phrase) === null || hasBadWildcard(phrase) || termInside(matcher, phrase, [plainOf(id), nearOf(id)]) !== null) continue;
        out.push(diagnosticAt(input.fileName, phrase.loc, {
          code: 'except-masks-nothing', severity: 'warning',
          message: `except phrase "${phrase.value}" contains none of the terms of '${id}', so it masks nothing`,
          suggestion: `an except phrase should contain a term of '${id}' used in an innocent sense`,
        }));
      }
    }
    if (s.kind === 'near' && (plain.get(s.category.name) ?? []).length > 0) {
      const id = s.category.name;
      const matcher = overlapMatcher(false);
      for (const term of nearTermsOf(s)) {
        const found = termInside(matcher, term, [plainOf(id)]);
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
