// Quick local timing of the gate and its matcher (the real benchmark is bench/run.ts, owned by
// TOOLS; this reuses its workload and boundary builder). Times evaluate() on the benchmark's
// non-matching 2,000-character prompt, plus normalise(), scan() and scanText() (the gate's path) alone, and the same two for the
// pre-rewrite reference implementation in test/match/reference/ (side by side, so the comparison
// holds on a busy machine), and prints median/p99.
// Run: node --import tsx bench/match-scratch.ts [rounds]

import { gateContender } from './contenders/gate.ts';
import { measure, type Timing } from './measure.ts';
import { generatePrompt, generateTerms } from './workload.ts';
import { buildMatcher, normalise, termWords } from '../src/match/index.ts';
import type { MatchEntry } from '../src/match/index.ts';
import { buildMatcher as referenceMatcher } from '../test/match/reference/matcher.ts';
import { normalise as referenceNormalise } from '../test/match/reference/normalise.ts';

const SIZES = [100, 5_000, 20_000];
const BUDGET = { maxMs: 1500, maxSamples: 40_000, warmup: 2_000 };
const rounds = Number(process.argv[2] ?? 3);

const show = (t: Timing): string => `median ${t.medianUs.toFixed(2).padStart(7)} µs  p99 ${t.p99Us.toFixed(2).padStart(7)} µs`;

function entries(terms: string[]): MatchEntry[] {
  return terms.flatMap((term) => {
    const words = termWords(term);
    return words === null ? [] : [{ rule: 'forbidden_depiction' as const, category: 'c', term, ...words }];
  });
}

const prompt = generatePrompt();
const normalised = normalise(prompt);
console.log(`prompt ${prompt.length} chars, ${normalised.tokens.length} tokens`);

const gates = SIZES.map((size) => ({ size, terms: generateTerms(size) }))
  .map(({ size, terms }) => ({ size, check: gateContender().prepare(terms).check, matcher: buildMatcher(entries(terms)), reference: referenceMatcher(entries(terms)) }));
for (const g of gates) if (g.check(prompt)) throw new Error('the benchmark prompt must not match');

// The best of several rounds: the machine is shared, so single runs carry other people's load.
const best = new Map<string, Timing>();
const keep = (label: string, t: Timing): void => {
  const old = best.get(label);
  if (old === undefined || t.p99Us < old.p99Us) best.set(label, t);
};
for (let round = 0; round < rounds; round++) {
  keep('normalise', measure(() => normalise(prompt), BUDGET));
  keep('normalise (ref)', measure(() => referenceNormalise(prompt), BUDGET));
  for (const g of gates) {
    keep(`${g.size} scan`, measure(() => g.matcher.scan(normalised), BUDGET));
    keep(`${g.size} scan (ref)`, measure(() => g.reference.scan(normalised), BUDGET));
    keep(`${g.size} scanText`, measure(() => g.matcher.scanText(prompt), BUDGET));
    keep(`${g.size} evaluate`, measure(() => g.check(prompt), BUDGET));
  }
}
for (const [label, t] of best) console.log(`${label.padEnd(18)} ${show(t)}  (${t.samples} samples)`);
const p99 = (label: string): number => best.get(label)!.p99Us;
console.log(`p99 ratio 20,000 / 100 terms: ${(p99('20000 evaluate') / p99('100 evaluate')).toFixed(2)}x`);
