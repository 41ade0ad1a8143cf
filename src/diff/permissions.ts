// Contexts, realism ceiling, conversation licence and opened adult categories: granting more
// loosens, granting less tightens.

import { realismRank, type Context, type Realism } from '../vocabulary.ts';
import type { SemanticChange } from './types.ts';

export function diffContexts(before: Context[], after: Context[]): SemanticChange[] {
  const changes: SemanticChange[] = [];
  for (const c of before) {
    if (!after.includes(c)) {
      changes.push({ kind: 'context-removed', before: c, after: null, effect: 'tightens', summary: `allow contexts: ${c} removed` });
    }
  }
  for (const c of after) {
    if (!before.includes(c)) {
      changes.push({ kind: 'context-added', before: null, after: c, effect: 'loosens', summary: `allow contexts: ${c} added` });
    }
  }
  return changes;
}

export function diffCeiling(before: Realism, after: Realism): SemanticChange[] {
  if (before === after) return [];
  const effect = realismRank(after) > realismRank(before) ? 'loosens' : 'tightens';
  return [{ kind: 'realism-ceiling', before, after, effect, summary: `realism ceiling: ${before} -> ${after}` }];
}

export function diffConversation(before: boolean, after: boolean): SemanticChange[] {
  if (before === after) return [];
  const word = (licensed: boolean): string => (licensed ? 'licensed' : 'not licensed');
  return [{
    kind: 'conversation', before, after, effect: after ? 'loosens' : 'tightens',
    summary: `conversation: ${word(before)} -> ${word(after)}`,
  }];
}

export function diffOpenedAdult(before: string[], after: string[]): SemanticChange[] {
  const changes: SemanticChange[] = [];
  for (const id of before) {
    if (!after.includes(id)) {
      changes.push({ kind: 'adult-closed', category: id, before: id, after: null, effect: 'tightens', summary: `open adult: ${id} closed (forbidden again)` });
    }
  }
  for (const id of after) {
    if (!before.includes(id)) {
      changes.push({ kind: 'adult-opened', category: id, before: null, after: id, effect: 'loosens', summary: `open adult: ${id} opened` });
    }
  }
  return changes;
}
