// How much of a p99 is the machine's: an allocation-free busy loop, sized to take about as long
// as the gate's median, timed exactly like the contenders. On a virtual machine its p99/median
// ratio is the floor that no code of ours can go below, whatever it does.

import { measure, type Budget, type Timing } from './measure.ts';

const TEXT = 'x'.repeat(2000);

function spin(rounds: number): number {
  let h = 0;
  for (let r = 0; r < rounds; r++) for (let i = 0; i < TEXT.length; i++) h = (h * 31 + TEXT.charCodeAt(i)) | 0;
  return h;
}

/** A busy loop whose median is close to `targetUs`, measured with `budget`. */
export function tailReference(targetUs: number, budget: Budget): { rounds: number; timing: Timing } {
  const one = measure(() => spin(1), budget).medianUs;
  const rounds = Math.max(1, Math.round(targetUs / one));
  return { rounds, timing: measure(() => spin(rounds), budget) };
}
