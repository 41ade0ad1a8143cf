// platform_prohibition, forbidden_depiction, excluded_brand: the earliest match of one of the
// rule's terms (in the prompt, then in the reference) decides; the evidence is the term as the
// policy wrote it and how it was found (matchEvidence), with ` in reference` when found there.
import type { StepOf, TermCategory } from '../../program/types.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';
import type { FieldScan, TermRule } from '../matching.ts';
import type { TermMatch } from '../../match/types.ts';

type TermStep = StepOf<TermRule>;

interface Found {
  scan: FieldScan;
  match: TermMatch;
  category: TermCategory;
}

/** The step's category with this id (the last one, should ids repeat); looked up only once a term matched. */
function categoryOf(step: TermStep, id: string): TermCategory | undefined {
  let found: TermCategory | undefined;
  for (const c of step.categories) if (c.id === id) found = c;
  return found;
}

function firstMatch(step: TermStep, ctx: RuleContext): Found | null {
  for (const scan of ctx.scans()) {
    for (const match of scan.result.matches) {
      if (match.entry.rule !== step.rule) continue;
      const category = categoryOf(step, match.entry.category);
      // The matcher was built from the program with this policyHash; a category it knows and
      // this program lacks means the program is not what its hash says. Fail closed.
      if (category === undefined) throw new Error(`matcher category ${match.entry.category} is not in the program`);
      return { scan, match, category };
    }
  }
  return null;
}

const inField = (field: 'prompt' | 'reference'): string => (field === 'reference' ? ' in reference' : '');

/** The evidence of an exact match: `matched term "hidden camera"`. */
export const termEvidence = (term: string, field: 'prompt' | 'reference'): string => `matched term ${JSON.stringify(term)}${inField(field)}`;

/** The evidence of any match, saying how it was made: `matched term "lingerie" (spelled
 *  "lingeree")`, `matched term "kidnap" (as "kidnapped")`, `matched "zip ties" near "ransom"`, `age 9`. */
export function matchEvidence(match: TermMatch, field: 'prompt' | 'reference'): string {
  const term = JSON.stringify(match.entry.term);
  const how = match.how;
  switch (how.kind) {
    case 'exact':
      return termEvidence(match.entry.term, field);
    case 'spelling':
      return `matched term ${term} (spelled ${JSON.stringify(how.written)})${inField(field)}`;
    case 'inflection':
      return `matched term ${term} (as ${JSON.stringify(how.written)})${inField(field)}`;
    case 'near':
      return `matched ${term} near ${JSON.stringify(how.other)}${inField(field)}`;
    case 'age':
      return `age ${how.age}${inField(field)}`;
  }
}

function message(step: TermStep, category: TermCategory, ctx: RuleContext): string {
  const label = JSON.stringify(category.label);
  const who = creatorName(ctx);
  if (step.rule === 'platform_prohibition') return `The request falls under the platform prohibition ${label}, which no boundary set can permit.`;
  if (step.rule === 'excluded_brand') return `${who} excludes the brand ${label} because of existing commercial agreements.`;
  if (category.source === 'adult') return `${label} is an adult category ${who} has not opened.`;
  return `${who} forbids depictions in the category ${label}.`;
}

export function termRule(step: TermStep, ctx: RuleContext): RuleOutcome {
  const found = firstMatch(step, ctx);
  if (found === null) return pass();
  const { scan, match, category } = found;
  return refuse(
    { rule: step.rule, category: category.id, evidence: matchEvidence(match, scan.field), message: message(step, category, ctx) },
    { normalisedPrompt: scan.result.text.text, start: match.start, end: match.end, field: scan.field },
  );
}
