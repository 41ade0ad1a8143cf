// One scan per request field with the matcher for this program, built once per policyHash.
import { matcherFor as cachedMatcher, normalise } from '../match/index.ts';
import type { MatchEntry, Matcher, NormalisedText, TermMatch } from '../match/types.ts';
import type { RuleProgram } from '../program/types.ts';
import { assertProgramMatchesHash } from './integrity.ts';

export type TermRule = MatchEntry['rule'];

export function matchEntriesOf(program: RuleProgram): MatchEntry[] {
  const entries: MatchEntry[] = [];
  for (const step of program.rules) {
    if (step.rule !== 'platform_prohibition' && step.rule !== 'forbidden_depiction' && step.rule !== 'excluded_brand') continue;
    for (const category of step.categories) {
      for (const t of category.terms) entries.push({ rule: step.rule, category: category.id, term: t.term, words: t.words, stem: t.stem });
    }
  }
  return entries;
}

/** The matcher for this program, from MATCH's bounded cache keyed by policyHash (equal hash, equal terms). */
export const matcherFor = (policyHash: string, program: RuleProgram): Matcher =>
  cachedMatcher(policyHash, () => {
    assertProgramMatchesHash(program, policyHash);
    return matchEntriesOf(program);
  });

export interface FieldScan {
  field: 'prompt' | 'reference';
  text: NormalisedText;
  matches: TermMatch[];
}

/** The prompt first, then the reference when given: evidence prefers the prompt. */
export function scanRequest(matcher: Matcher, prompt: string, reference: string | undefined): FieldScan[] {
  const scans: FieldScan[] = [];
  const p = normalise(prompt);
  scans.push({ field: 'prompt', text: p, matches: matcher.scan(p) });
  if (reference !== undefined && reference !== '') {
    const r = normalise(reference);
    scans.push({ field: 'reference', text: r, matches: matcher.scan(r) });
  }
  return scans;
}
