// Session cap and variety nudge. Only a cap in block mode can refuse, so only block-mode
// changes loosen or tighten; advisory caps and the (always advisory) nudge are neutral.
// With the limit fixed, a longer rolling window counts more generations against it, so it
// tightens; a higher limit loosens.

import type { SessionCap, VarietyNudge } from '../program/types.ts';
import type { ChangeEffect, SemanticChange } from './types.ts';

const capText = (cap: SessionCap | null): string =>
  cap ? `${cap.limit} per ${cap.window}, ${cap.enforcement}` : 'none';
const nudgeText = (nudge: VarietyNudge | null): string =>
  nudge ? `${nudge.repeats} repeats per ${nudge.window}` : 'none';

/** Tightening direction given as +1 (tightens) / -1 (loosens), applied only when blocking. */
const blocking = (block: boolean, direction: number): ChangeEffect =>
  !block || direction === 0 ? 'neutral' : direction > 0 ? 'tightens' : 'loosens';

export function diffSessionCap(before: SessionCap | null, after: SessionCap | null): SemanticChange[] {
  if (!before && !after) return [];
  if (!before || !after) {
    const cap = (after ?? before) as SessionCap;
    const added = after !== null;
    return [{
      kind: 'session-cap', before, after, effect: blocking(cap.enforcement === 'block', added ? 1 : -1),
      summary: `session cap: ${capText(before)} -> ${capText(after)}`,
    }];
  }
  const changes: SemanticChange[] = [];
  if (before.enforcement !== after.enforcement) {
    changes.push({
      kind: 'session-cap-enforcement', before: before.enforcement, after: after.enforcement,
      effect: after.enforcement === 'block' ? 'tightens' : 'loosens',
      summary: `session cap: enforcement ${before.enforcement} -> ${after.enforcement}`,
    });
  }
  // A limit or window change matters if the cap blocks on either side of the change.
  const blocks = before.enforcement === 'block' || after.enforcement === 'block';
  if (before.limit !== after.limit) {
    changes.push({
      kind: 'session-cap-limit', before: before.limit, after: after.limit,
      effect: blocking(blocks, Math.sign(before.limit - after.limit)),
      summary: `session cap: limit ${before.limit} -> ${after.limit} per ${after.window}`,
    });
  }
  if (before.windowSeconds !== after.windowSeconds || before.window !== after.window) {
    changes.push({
      kind: 'session-cap-window', before: before.window, after: after.window,
      effect: blocking(blocks, Math.sign(after.windowSeconds - before.windowSeconds)),
      summary: `session cap: window ${before.window} -> ${after.window}`,
    });
  }
  return changes;
}

export function diffVarietyNudge(before: VarietyNudge | null, after: VarietyNudge | null): SemanticChange[] {
  if (!before && !after) return [];
  if (!before || !after) {
    return [{ kind: 'variety-nudge', before, after, effect: 'neutral', summary: `variety nudge: ${nudgeText(before)} -> ${nudgeText(after)} (advisory)` }];
  }
  const changes: SemanticChange[] = [];
  if (before.repeats !== after.repeats) {
    changes.push({ kind: 'variety-nudge-repeats', before: before.repeats, after: after.repeats, effect: 'neutral', summary: `variety nudge: repeats ${before.repeats} -> ${after.repeats} (advisory)` });
  }
  if (before.windowSeconds !== after.windowSeconds || before.window !== after.window) {
    changes.push({ kind: 'variety-nudge-window', before: before.window, after: after.window, effect: 'neutral', summary: `variety nudge: window ${before.window} -> ${after.window} (advisory)` });
  }
  return changes;
}
