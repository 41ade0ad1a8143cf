// Stated ages as matches: a category with `ageUnder` (minors-context: under 18) refuses a prompt
// or reference that states an age below it, in the same scan order as its terms, so the earliest
// match in the field decides whichever kind it is. Evidence: `age 9`.
import { mayStateAnAge, statedAges } from '../match/ages.ts';
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

function ageMatches(scan: TextScan, bounds: readonly AgeBound[]): TermMatch[] {
  const { tokens } = scan.text;
  const found: TermMatch[] = [];
  for (const age of statedAges(tokens.map((t) => t.word))) {
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
export function withStatedAges(scans: FieldScan[], bounds: readonly AgeBound[], raw: { prompt: string; reference?: string }): FieldScan[] {
  if (bounds.length === 0) return scans;
  return scans.map((scan) => {
    // Most prompts state no age: skip building their words (the matcher builds them only on a match).
    if (!mayStateAnAge(raw[scan.field] ?? '')) return scan;
    const ages = ageMatches(scan.result, bounds);
    if (ages.length === 0) return scan;
    const matches = [...scan.result.matches, ...ages].sort((x, y) => x.start - y.start || y.end - x.end);
    return { field: scan.field, result: { matches, text: scan.result.text } };
  });
}

export const ageEvidence = (age: number, field: 'prompt' | 'reference'): string => `age ${age}${field === 'reference' ? ' in reference' : ''}`;
