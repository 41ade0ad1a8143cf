// The performance targets of the issue, checked against a run (sizes missing from a partial run
// are reported as not measured).
import type { SizeResult, Target } from './report.ts';

export function evaluateTargets(results: SizeResult[], ours: string, cedar: string): Target[] {
  const at = (terms: number) => results.find((r) => r.terms === terms);
  const targets: Target[] = [];
  const r5k = at(5_000)?.timings[ours];
  targets.push(r5k ? { label: 'p99 ≤ 50 µs at 5,000 terms', value: `${r5k.p99Us.toFixed(1)} µs`, met: r5k.p99Us <= 50 } : { label: 'p99 ≤ 50 µs at 5,000 terms', value: 'not measured', met: false });
  const r1k = at(1_000);
  const speedup = r1k ? r1k.timings[cedar]!.medianUs / r1k.timings[ours]!.medianUs : NaN;
  targets.push({ label: '≥ 300× faster than Cedar at 1,000 terms (median)', value: Number.isNaN(speedup) ? 'not measured' : `${speedup.toFixed(0)}×`, met: speedup >= 300 });
  const median20k = at(20_000)?.timings[ours];
  targets.push({ label: 'median ≤ 60 µs at 20,000 terms (spelling, inflections, near, exceptions on)', value: median20k ? `${median20k.medianUs.toFixed(1)} µs` : 'not measured', met: median20k !== undefined && median20k.medianUs <= 60 });
  const compile5k = at(5_000)?.prepareMs[ours];
  targets.push({ label: 'compile + matcher build of 5,000 terms < 300 ms', value: compile5k === undefined ? 'not measured' : `${compile5k.toFixed(0)} ms`, met: compile5k !== undefined && compile5k < 300 });
  const big = at(20_000)?.timings[ours];
  const small = at(100)?.timings[ours];
  const growth = big && small ? big.p99Us / small.p99Us : NaN;
  targets.push({ label: 'p99 at 20,000 terms ≤ 2× p99 at 100 terms', value: Number.isNaN(growth) ? 'not measured' : `${growth.toFixed(2)}×`, met: growth <= 2 });
  return targets;
}
