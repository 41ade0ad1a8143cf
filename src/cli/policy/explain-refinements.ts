// What `explain` adds from the category refinements: the refused category's description, and
// every except phrase the request contains (so an allowed homonym shows why it was allowed).

import type { Decision, GateRequest } from '../../gate/types.ts';
import { buildMatcher, type MatchEntry } from '../../match/index.ts';
import type { RuleProgram, TermCategory } from '../../program/types.ts';

type CategoryRule = MatchEntry['rule'];

function categories(program: RuleProgram): { rule: CategoryRule; category: TermCategory }[] {
  return program.rules.flatMap((step) =>
    step.rule === 'platform_prohibition' || step.rule === 'forbidden_depiction' || step.rule === 'excluded_brand'
      ? step.categories.map((category) => ({ rule: step.rule, category }))
      : []);
}

/** Lines in the `label:      text` layout of renderExplanation. */
export function refinementLines(program: RuleProgram, request: GateRequest, decision: Decision): string[] {
  const all = categories(program);
  const lines: string[] = [];
  const refused = decision.refusal === undefined ? undefined : all.find((c) => c.category.id === decision.refusal?.category && c.rule === decision.refusal.rule);
  if (refused !== undefined && refused.category.description !== '') lines.push(`about:      ${refused.category.description}`);
  const entries: MatchEntry[] = all.flatMap(({ rule, category }) =>
    category.except.map((t) => ({ rule, category: category.id, term: t.term, words: t.words, stem: t.stem })));
  if (entries.length === 0) return lines;
  const matcher = buildMatcher(entries);
  const seen = new Set<string>();
  for (const text of [request.prompt, request.reference ?? '']) {
    for (const m of matcher.scanText(text).matches) {
      const line = `except:     ${JSON.stringify(m.entry.term)} (${m.entry.category}) masks that category's terms inside it`;
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    }
  }
  return lines;
}
