// Quick local timing of the matcher (the real benchmark belongs to bench/run.ts, owned by TOOLS).
// Run: npx tsx bench/match-scratch.ts

import { buildMatcher, normalise, termWords } from '../src/match/index.ts';
import type { MatchEntry } from '../src/match/index.ts';

const syllables = ['ka', 'lo', 'mi', 'ren', 'tas', 'vo', 'quen', 'dri', 'pha', 'nul', 'sor', 'ix', 'bel', 'tun'];
let seed = 1;
const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const word = (): string => Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join('');

function entries(n: number): MatchEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const term = i % 5 === 0 ? `${word()} ${word()}` : i % 7 === 0 ? `${word()}*` : word();
    return { rule: 'forbidden_depiction', category: 'c', term, ...termWords(term)! };
  });
}

const promptWords = Array.from({ length: 400 }, () => (random() < 0.5 ? word() : 'studio portrait soft light'));
const prompt = promptWords.join(' ').slice(0, 2000);

function p99(fn: () => void, runs = 20000): number {
  for (let i = 0; i < 2000; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs * 0.99)]!;
}

const normalised = normalise(prompt);
console.log(`prompt ${prompt.length} chars, ${normalised.tokens.length} tokens`);
console.log(`normalise p99 ${p99(() => normalise(prompt)).toFixed(1)} µs`);
for (const n of [100, 5000, 20000]) {
  const matcher = buildMatcher(entries(n));
  console.log(`${n} terms: scan p99 ${p99(() => matcher.scan(normalised)).toFixed(1)} µs, normalise+scan p99 ${p99(() => matcher.scan(normalise(prompt))).toFixed(1)} µs, matches ${matcher.scan(normalised).length}`);
}
