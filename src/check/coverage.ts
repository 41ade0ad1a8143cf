// A creator term that the platform already catches (a prohibition or an adult category the
// creator did not open) adds nothing: warn, so the creator knows the platform has it covered.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { buildMatcher, termWordsOf, type MatchEntry, type Matcher, type TermMatch } from '../match/index.ts';
import type { CheckInput } from './input.ts';
import { hasBadWildcard } from './term-lists.ts';

function platformEntries(input: CheckInput): MatchEntry[] {
  const opened = new Set(input.statements.flatMap((s) => (s.kind === 'open-adult' ? s.categories.map((c) => c.name) : [])));
  const entries: MatchEntry[] = [];
  for (const category of input.platform.categories) {
    if (category.kind === 'adult' && opened.has(category.id)) continue;
    for (const term of category.terms) {
      const read = hasBadWildcard(term) ? null : termWordsOf(term);
      if (read === null) continue;
      entries.push({ rule: 'platform_prohibition', category: category.id, term: term.value, ...read });
    }
  }
  return entries;
}

/**
 * Every prompt containing the creator term also contains this platform match: true unless the
 * match needs the creator's stem word to be exactly that word (the prompt may hold a longer one).
 */
const covers = (m: TermMatch, lastToken: number, creatorStem: boolean): boolean =>
  !creatorStem || m.lastToken < lastToken || m.entry.stem;

// The platform's matcher is the same for every creator that opens the same adult categories:
// built once per platform file (its facts, see platformFacts) and set of opened categories.
const matchers = new WeakMap<object, Map<string, Matcher | null>>();

function platformMatcher(input: CheckInput): Matcher | null {
  const opened = [...new Set(input.statements.flatMap((s) => (s.kind === 'open-adult' ? s.categories.map((c) => c.name) : [])))].sort().join(' ');
  let byOpened = matchers.get(input.platform.categories);
  if (byOpened === undefined) matchers.set(input.platform.categories, (byOpened = new Map()));
  let matcher = byOpened.get(opened);
  if (matcher === undefined) {
    const entries = platformEntries(input);
    byOpened.set(opened, (matcher = entries.length === 0 ? null : buildMatcher(entries)));
  }
  return matcher;
}

export function checkCoverage(input: CheckInput): Diagnostic[] {
  if (input.kind !== 'creator') return [];
  const matcher = platformMatcher(input);
  if (matcher === null) return [];
  const out: Diagnostic[] = [];
  for (const s of input.statements) {
    if (s.kind !== 'forbid' && s.kind !== 'exclude-brand') continue;
    for (const term of s.terms) {
      if (hasBadWildcard(term)) continue;
      const read = termWordsOf(term);
      if (read === null) continue;
      // Most terms match nothing: scanText only builds the normalised text on a match.
      const scan = matcher.scanText(read.stem ? term.value.trim().slice(0, -1) : term.value);
      if (scan.matches.length === 0) continue;
      const lastToken = scan.text.tokens.length - 1;
      const hit = scan.matches.find((m) => covers(m, lastToken, read.stem));
      if (hit === undefined) continue;
      out.push(diagnosticAt(input.fileName, term.loc, {
        code: 'term-covered-by-platform', severity: 'warning',
        message: `term "${term.value}" is already caught by the platform's '${hit.entry.category}' term "${hit.entry.term}"`,
        suggestion: 'the platform refuses it first; you can drop the term',
      }));
    }
  }
  return out;
}
