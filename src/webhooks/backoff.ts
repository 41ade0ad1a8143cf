// When a failed delivery is tried again: exponential (base · 2^(attempt-1), capped) with equal
// jitter (between half and all of it), so receivers coming back are not hit by every sender at once.

export interface BackoffSettings {
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
}

/** Seconds to wait after failed attempt `attempt` (1-based); `random` in [0, 1). */
export function retryDelaySeconds(attempt: number, s: BackoffSettings, random: () => number = Math.random): number {
  const full = Math.min(s.backoffBaseSeconds * 2 ** Math.min(attempt - 1, 30), s.backoffMaxSeconds);
  return full / 2 + (full / 2) * random();
}
