// Semantic diff of two rule programs (pure): what changed in what the gate enforces,
// in rule order, each change labelled loosens / tightens / neutral. See docs/cli.md.

import type { RuleProgram, RuleStep, StepOf } from '../program/types.ts';
import type { RuleName } from '../vocabulary.ts';
import { diffCategories } from './categories.ts';
import { diffCeiling, diffContexts, diffConversation, diffOpenedAdult } from './permissions.ts';
import { diffAgeAssurance, diffIdentityTiers } from './requirements.ts';
import { diffSessionCap, diffVarietyNudge } from './caps.ts';
import type { SemanticChange, SemanticDiff } from './types.ts';

export type { ChangeEffect, ChangeKind, SemanticChange, SemanticDiff } from './types.ts';
export { renderDiff, renderChange } from './render.ts';
export { publicDiff } from './public.ts';

function step<R extends RuleName>(program: RuleProgram, rule: R): StepOf<R> {
  const found = program.rules.find((s: RuleStep) => s.rule === rule);
  if (!found) throw new Error(`rule program has no ${rule} step`); // a malformed program is a programming error
  return found as StepOf<R>;
}

function diffHeader(before: RuleProgram, after: RuleProgram): SemanticChange[] {
  const changes: SemanticChange[] = [];
  if (before.creator.slug !== after.creator.slug || before.creator.displayName !== after.creator.displayName) {
    changes.push({
      kind: 'creator', before: before.creator, after: after.creator, effect: 'neutral',
      summary: `creator: ${before.creator.slug} "${before.creator.displayName}" -> ${after.creator.slug} "${after.creator.displayName}"`,
    });
  }
  if (before.normalisation !== after.normalisation || before.format !== after.format) {
    changes.push({
      kind: 'normalisation', before: { format: before.format, normalisation: before.normalisation },
      after: { format: after.format, normalisation: after.normalisation }, effect: 'neutral',
      summary: `program format: ${before.format} ${before.normalisation} -> ${after.format} ${after.normalisation}`,
    });
  }
  return changes;
}

export function diffPrograms(before: RuleProgram, after: RuleProgram): SemanticDiff {
  const opened = diffOpenedAdult(before.openedAdult, after.openedAdult);
  // Adult categories that moved between forbidden and opened are reported by `opened` alone.
  const moved = new Set(opened.map((c) => c.category as string));
  const capBefore = step(before, 'session_cap_reached');
  const capAfter = step(after, 'session_cap_reached');
  const changes: SemanticChange[] = [
    ...diffHeader(before, after),
    ...diffCategories('platform_prohibition', step(before, 'platform_prohibition').categories, step(after, 'platform_prohibition').categories),
    ...opened,
    ...diffCategories('forbidden_depiction', step(before, 'forbidden_depiction').categories, step(after, 'forbidden_depiction').categories, moved),
    ...diffCategories('excluded_brand', step(before, 'excluded_brand').categories, step(after, 'excluded_brand').categories),
    ...diffContexts(step(before, 'context_not_permitted').allowed, step(after, 'context_not_permitted').allowed),
    ...diffCeiling(step(before, 'realism_exceeds_ceiling').ceiling, step(after, 'realism_exceeds_ceiling').ceiling),
    ...diffConversation(step(before, 'conversation_not_licensed').licensed, step(after, 'conversation_not_licensed').licensed),
    ...diffAgeAssurance(step(before, 'age_verification_required').required, step(after, 'age_verification_required').required),
    ...diffIdentityTiers(step(before, 'identity_verification_required').tiers, step(after, 'identity_verification_required').tiers),
    ...diffSessionCap(capBefore.cap, capAfter.cap),
    ...diffVarietyNudge(capBefore.nudge, capAfter.nudge),
  ];
  return {
    changes,
    loosens: changes.some((c) => c.effect === 'loosens'),
    tightens: changes.some((c) => c.effect === 'tightens'),
  };
}
