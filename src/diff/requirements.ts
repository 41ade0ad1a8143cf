// Platform verification requirements: requiring more verification tightens.

import type { Realism } from '../vocabulary.ts';
import type { SemanticChange } from './types.ts';

export function diffAgeAssurance(before: boolean, after: boolean): SemanticChange[] {
  if (before === after) return [];
  return [{
    kind: 'age-assurance', before, after, effect: after ? 'tightens' : 'loosens',
    summary: `require age-assurance: ${after ? 'added' : 'removed'}`,
  }];
}

export function diffIdentityTiers(before: Realism[], after: Realism[]): SemanticChange[] {
  const changes: SemanticChange[] = [];
  for (const tier of before) {
    if (!after.includes(tier)) {
      changes.push({ kind: 'identity-tier-removed', before: tier, after: null, effect: 'loosens', summary: `require identity for ${tier}: removed` });
    }
  }
  for (const tier of after) {
    if (!before.includes(tier)) {
      changes.push({ kind: 'identity-tier-added', before: null, after: tier, effect: 'tightens', summary: `require identity for ${tier}: added` });
    }
  }
  return changes;
}
