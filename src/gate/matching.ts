// One scan per request field with the matcher for this program, built once per policyHash.
import { MATCHING_SETTINGS } from '../compile/matching-settings.ts';
import { matcherFor as cachedMatcher, readingOptions } from '../match/index.ts';
import type { ExceptEntry, MatchEntry, Matcher, MatcherInput, NearEntry, TextScan } from '../match/types.ts';
import type { RuleProgram } from '../program/types.ts';
import { onlyInANamesPossessive } from '../match/names.ts';
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
  // The platform file's categories come first in rule order (prohibitions, then the adult
  // categories left closed): every creator's matcher shares that leading part.
  const shared = { entries: 0, near: 0, except: 0 };
  let platformPart = true;
  for (const step of program.rules) {
    if (step.rule !== 'platform_prohibition' && step.rule !== 'forbidden_depiction' && step.rule !== 'excluded_brand') continue;
    for (const category of step.categories) {
      for (const clause of category.near) near.push({ rule: step.rule, category: category.id, ...clause });
      for (const g of category.nearGroups ?? []) near.push({ rule: step.rule, category: category.id, left: g.terms, right: [], within: g.within, group: true });
      for (const phrase of category.except) except.push({ rule: step.rule, category: category.id, phrase });
      platformPart &&= category.source === 'platform' || category.source === 'adult';
      if (platformPart) {
        shared.entries += category.terms.length;
        shared.near = near.length;
        shared.except = except.length;
      }
    }
  }
  return {
    entries: matchEntriesOf(program),
    options: { ...readingOptions(program.matching), near, except, shared },
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

/** The scan without the one-word matches that are only ever the end of a name with a
 *  possessive in the raw text ("Julia Child's"): see src/match/names.ts. */
function withoutNames(raw: string, scan: TextScan): TextScan {
  if (scan.matches.length === 0 || !raw.includes("'") && !raw.includes('’')) return scan;
  const kept = scan.matches.filter((m) => m.firstToken !== m.lastToken || m.how.kind === 'age' || m.how.kind === 'near' || !onlyInANamesPossessive(raw, scan.text.tokens[m.firstToken]!.word));
  return kept.length === scan.matches.length ? scan : { matches: kept, text: scan.text, mayStateAnAge: scan.mayStateAnAge };
}

/** The prompt first, then the reference when given: evidence prefers the prompt. */
export function scanRequest(matcher: Matcher, prompt: string, reference: string | undefined): FieldScan[] {
  const promptScan: FieldScan = { field: 'prompt', result: withoutNames(prompt, matcher.scanText(prompt)) };
  if (reference === undefined || reference === '') return [promptScan];
  return [promptScan, { field: 'reference', result: withoutNames(reference, matcher.scanText(reference)) }];
}
