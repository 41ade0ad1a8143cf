// Session cap and variety nudge: durations become seconds, and the window is kept in the
// canonical written form (`24h`, never `024h`) because refusal evidence quotes it.
import type { Duration, SessionCapStmt, VarietyNudgeStmt } from '../language/ast.ts';
import type { SessionCap, VarietyNudge } from '../program/types.ts';
import { DURATION_UNITS } from '../vocabulary.ts';

export interface Window {
  windowSeconds: number;
  window: string;
}

/** null when the unit is unknown or the window is empty (the checker reports bad-duration). */
export function compileWindow(d: Duration): Window | null {
  const unitSeconds = DURATION_UNITS[d.unit];
  if (unitSeconds === undefined || !Number.isSafeInteger(d.amount) || d.amount <= 0) return null;
  return { windowSeconds: d.amount * unitSeconds, window: `${d.amount}${d.unit}` };
}

export function compileSessionCap(stmt: SessionCapStmt): SessionCap | null {
  const window = compileWindow(stmt.window);
  const enforcement = stmt.enforcement.name;
  if (window === null || stmt.limit.value < 1 || (enforcement !== 'advisory' && enforcement !== 'block')) return null;
  return { limit: stmt.limit.value, ...window, enforcement };
}

export function compileVarietyNudge(stmt: VarietyNudgeStmt): VarietyNudge | null {
  const window = compileWindow(stmt.window);
  if (window === null || stmt.repeats.value < 1) return null;
  return { repeats: stmt.repeats.value, ...window };
}
