// Stated ages as matches: a category with `ageUnder` (minors-context: under 18) refuses a prompt
// or reference that states an age below it, in the same scan order as its terms, so the earliest
// match in the field decides whichever kind it is. Evidence: `age 9`.
import { describesAThing, notPeopleNouns, youthWordOfAnAnimal, type NotPeopleNouns } from '../match/aged-things.ts';
import { AGE_WORDS_OF_A_TERM, statedAges } from '../match/ages.ts';
import { NUMBER_WORDS } from '../match/numbers.ts';
import type { TermMatch, TextScan } from '../match/types.ts';
import type { RuleProgram } from '../program/types.ts';
import type { FieldScan, TermRule } from './matching.ts';

export interface AgeBound {
  rule: TermRule;
  category: string;
  under: number;
}

/** Every term category of the program that carries an age bound, in rule order. */
export function ageBoundsOf(program: RuleProgram): AgeBound[] {
  const bounds: AgeBound[] = [];
  for (const step of program.rules) {
    if (step.rule !== 'platform_prohibition' && step.rule !== 'forbidden_depiction' && step.rule !== 'excluded_brand') continue;
    for (const c of step.categories) if (typeof c.ageUnder === 'number') bounds.push({ rule: step.rule, category: c.id, under: c.ageUnder });
  }
  return bounds;
}

// The program's nouns that name no person, as sets, built once per program.
const nounsByProgram = new WeakMap<object, NotPeopleNouns | null>();

/** The nouns of the program that name no person (null for a program compiled without them). */
export function notPeopleOf(program: RuleProgram): NotPeopleNouns | null {
  let nouns = nounsByProgram.get(program.matching);
  if (nouns === undefined) {
    const lists = program.matching.notPeople;
    nounsByProgram.set(program.matching, (nouns = lists === undefined ? null : notPeopleNouns(lists)));
  }
  return nouns;
}

/** A term that states an age (a number with an age word: "12-year-old", "twelve yo") rather than
 *  naming the young ("juvenile") or a school year or milestone by its number ("7th grade", "first
 *  communion"): a seventh grade classroom is a classroom of children, not a thing's age. */
const statesAnAge = (words: readonly string[]): boolean => words.some((w) => /\d/.test(w) || NUMBER_WORDS.has(w)) && words.some((w) => AGE_WORDS_OF_A_TERM.has(w));

/** The scan without the matches of an age-bound category that speak of an animal or a thing:
 *  an age term whose head noun names no person ("a 2-year-old retriever"), a youth adjective
 *  before an animal or plant ("a juvenile eagle"). */
function withoutThings(scan: TextScan, bounds: readonly AgeBound[], nouns: NotPeopleNouns | null): TextScan {
  if (nouns === null || scan.matches.length === 0) return scan;
  const bound = (m: TermMatch): boolean => m.how.kind !== 'near' && bounds.some((b) => b.category === m.entry.category && b.rule === m.entry.rule);
  if (!scan.matches.some(bound)) return scan;
  const words = scan.text.tokens.map((t) => t.word);
  const pauses = scan.text.tokens.map((t) => t.pause === true);
  const kept = scan.matches.filter((m) => {
    if (!bound(m)) return true;
    const thing = statesAnAge(m.entry.words) ? describesAThing(words, m.firstToken, m.lastToken, nouns, pauses) : youthWordOfAnAnimal(words, m.lastToken, nouns);
    return !thing;
  });
  return kept.length === scan.matches.length ? scan : { matches: kept, text: scan.text, mayStateAnAge: scan.mayStateAnAge };
}

function ageMatches(scan: TextScan, bounds: readonly AgeBound[], nouns: NotPeopleNouns | null): TermMatch[] {
  const { tokens } = scan.text;
  const found: TermMatch[] = [];
  for (const age of statedAges(tokens.map((t) => t.word), nouns, tokens.map((t) => t.pause === true))) {
    for (const b of bounds) {
      if (age.age >= b.under) continue;
      found.push({
        entry: { rule: b.rule, category: b.category, term: `age ${age.age}`, words: [], stem: false },
        how: { kind: 'age', age: age.age, written: age.written },
        firstToken: age.firstToken,
        lastToken: age.lastToken,
        start: tokens[age.firstToken]!.start,
        end: tokens[age.lastToken]!.end,
      });
    }
  }
  return found;
}

/** The scans with the stated ages under each bound merged in, ordered as the matcher orders
 *  (start offset, then longest first); the scans themselves when the program has no bound. */
export function withStatedAges(scans: FieldScan[], bounds: readonly AgeBound[], nouns: NotPeopleNouns | null = null): FieldScan[] {
  if (bounds.length === 0) return scans;
  return scans.map((original) => {
    const result = withoutThings(original.result, bounds, nouns);
    const scan = result === original.result ? original : { field: original.field, result };
    // Most prompts state no age: skip building their words (the matcher builds them only on a
    // match), as the matcher's look at the words it made says.
    if (!scan.result.mayStateAnAge) return scan;
    const ages = ageMatches(scan.result, bounds, nouns);
    if (ages.length === 0) return scan;
    const matches = [...scan.result.matches, ...ages].sort((x, y) => x.start - y.start || y.end - x.end);
    return { field: scan.field, result: { matches, text: scan.result.text, mayStateAnAge: true } };
  });
}

export const ageEvidence = (age: number, field: 'prompt' | 'reference'): string => `age ${age}${field === 'reference' ? ' in reference' : ''}`;
