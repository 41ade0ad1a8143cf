// Machine-readable views of a rule program (pure): the directory summary and the merged set the
// boundaries endpoint returns. Both read only the program, i.e. exactly what the gate enforces.

import type { RuleProgram, RuleStep, SessionCap, StepOf, TermCategory, VarietyNudge } from '../../program/types.ts';
import type { Context, Realism, RuleName } from '../../vocabulary.ts';

function step<R extends RuleName>(program: RuleProgram, rule: R): StepOf<R> | undefined {
  return program.rules.find((s: RuleStep) => s.rule === rule) as StepOf<R> | undefined;
}

export interface ForbiddenEntry {
  id: string;
  label: string;
  source: 'platform' | 'adult' | 'creator';
  /** What the category covers, in plain words (the label when the policy gives no description). */
  description: string;
  /** The creator's own terms; absent for platform prohibitions and adult categories, whose term
   *  lists the platform does not publish (a list to write around). */
  terms?: string[];
}

export interface BoundaryFacts {
  contexts: Context[];
  realismCeiling: Realism;
  conversationLicensed: boolean;
  adultOpened: string[];
  enforcedForbidden: string[];
  caps: { sessionCap: SessionCap | null; varietyNudge: VarietyNudge | null };
}

export interface BoundarySet extends BoundaryFacts {
  forbidden: ForbiddenEntry[];
  brands: { id: string; label: string; terms: string[] }[];
  requirements: { ageAssurance: boolean; identityFor: Realism[] };
}

export function boundaryFacts(program: RuleProgram): BoundaryFacts {
  const cap = step(program, 'session_cap_reached');
  return {
    contexts: step(program, 'context_not_permitted')?.allowed ?? [],
    realismCeiling: step(program, 'realism_exceeds_ceiling')?.ceiling ?? 'stylised',
    conversationLicensed: step(program, 'conversation_not_licensed')?.licensed ?? false,
    adultOpened: program.openedAdult,
    enforcedForbidden: program.enforcedForbidden,
    caps: { sessionCap: cap?.cap ?? null, varietyNudge: cap?.nudge ?? null },
  };
}

/** Directory summary: what is enforced, with forbidden categories by id and label. */
export function boundarySummary(program: RuleProgram): BoundaryFacts & { enforcedForbiddenLabels: { id: string; label: string }[] } {
  const labels = new Map(boundarySet(program).forbidden.map((f) => [f.id, f.label]));
  return { ...boundaryFacts(program), enforcedForbiddenLabels: program.enforcedForbidden.map((id) => ({ id, label: labels.get(id) ?? id })) };
}

function forbiddenEntry(c: TermCategory): ForbiddenEntry {
  const entry: ForbiddenEntry = { id: c.id, label: c.label, source: c.source === 'brand' ? 'creator' : c.source, description: c.description === '' ? c.label : c.description };
  if (entry.source === 'creator') entry.terms = c.terms.map((t) => t.term);
  return entry;
}

export function boundarySet(program: RuleProgram): BoundarySet {
  const categories = [...(step(program, 'platform_prohibition')?.categories ?? []), ...(step(program, 'forbidden_depiction')?.categories ?? [])];
  const identity = step(program, 'identity_verification_required');
  return {
    ...boundaryFacts(program),
    forbidden: categories.map(forbiddenEntry),
    brands: (step(program, 'excluded_brand')?.categories ?? []).map((c) => ({ id: c.id, label: c.label, terms: c.terms.map((t) => t.term) })),
    requirements: { ageAssurance: step(program, 'age_verification_required')?.required ?? true, identityFor: identity?.tiers ?? [] },
  };
}
