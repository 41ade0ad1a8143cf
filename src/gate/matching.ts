// One scan per request field with the matcher for this program, built once per policyHash.
import { matcherFor as cachedMatcher } from '../match/index.ts';
import type { MatchEntry, Matcher, TextScan } from '../match/types.ts';
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

/** One field's matches; `result.text` (the normalised field, for the trace) is built only when a term matched. */
export interface FieldScan {
  field: 'prompt' | 'reference';
  result: TextScan;
}

/** The prompt first, then the reference when given: evidence prefers the prompt. */
export function scanRequest(matcher: Matcher, prompt: string, reference: string | undefined): FieldScan[] {
  const promptScan: FieldScan = { field: 'prompt', result: matcher.scanText(prompt) };
  if (reference === undefined || reference === '') return [promptScan];
  return [promptScan, { field: 'reference', result: matcher.scanText(reference) }];
}
