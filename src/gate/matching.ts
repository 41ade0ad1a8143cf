// One scan per request field with the matcher for this program, built once per policyHash.
import { MATCHING_SETTINGS } from '../compile/matching-settings.ts';
import { matcherFor as cachedMatcher, readingOptions } from '../match/index.ts';
import type { ExceptEntry, MatchEntry, Matcher, MatcherInput, NearEntry, TextScan } from '../match/types.ts';
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

/**
 * Everything the matcher reads from a program: the terms, each category's near clauses and
 * exceptions, and the reading settings. A program naming a dictionary or lemmatiser other than
 * the ones this build reads with was compiled for other matching: it is not enforced (fail closed).
 */
export function matcherInputOf(program: RuleProgram): MatcherInput {
  const { spelling, inflection } = program.matching;
  if (spelling.dictionary !== MATCHING_SETTINGS.spelling.dictionary || inflection.lemmatiser !== MATCHING_SETTINGS.inflection.lemmatiser) {
    throw new Error(`rule program reads with ${spelling.dictionary} and ${inflection.lemmatiser}, this gate with ${MATCHING_SETTINGS.spelling.dictionary} and ${MATCHING_SETTINGS.inflection.lemmatiser}`);
  }
  const near: NearEntry[] = [];
  const except: ExceptEntry[] = [];
  for (const step of program.rules) {
    if (step.rule !== 'platform_prohibition' && step.rule !== 'forbidden_depiction' && step.rule !== 'excluded_brand') continue;
    for (const category of step.categories) {
      for (const clause of category.near) near.push({ rule: step.rule, category: category.id, ...clause });
      for (const phrase of category.except) except.push({ rule: step.rule, category: category.id, phrase });
    }
  }
  return {
    entries: matchEntriesOf(program),
    options: { ...readingOptions(program.matching), near, except },
  };
}

/** The matcher for this program, from MATCH's bounded cache keyed by policyHash (equal hash, equal terms). */
export const matcherFor = (policyHash: string, program: RuleProgram): Matcher =>
  cachedMatcher(policyHash, () => {
    assertProgramMatchesHash(program, policyHash);
    return matcherInputOf(program);
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
