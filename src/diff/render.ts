// The human form of a semantic diff: one line per change, effect first so reviewers can scan it.

import type { SemanticChange, SemanticDiff } from './types.ts';

export function renderChange(change: SemanticChange): string {
  return `${change.effect.padEnd(8)}  ${change.summary}`;
}

export function renderDiff(diff: SemanticDiff): string {
  if (diff.changes.length === 0) return 'no semantic changes';
  const count = (effect: string): number => diff.changes.filter((c) => c.effect === effect).length;
  const lines = diff.changes.map(renderChange);
  lines.push(`${diff.changes.length} changes: ${count('loosens')} loosen, ${count('tightens')} tighten, ${count('neutral')} neutral`);
  return lines.join('\n');
}
