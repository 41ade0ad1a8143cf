// Quick local timing of the matcher (the real benchmark belongs to bench/run.ts, owned by TOOLS).
// Run: npx tsx bench/match-scratch.ts

import { buildMatcher, normalise, termWords } from '../src/match/index.ts';
import type { MatchEntry } from '../src/match/index.ts';

const syllables = ['ka', 'lo', 'mi', 'ren', 'tas', 'vo', 'quen', 'dri', 'pha', 'nul', 'sor', 'ix', 'bel', 'tun'];
let seed = 1;
const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const word = (): string => Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join('');

function entries(n: number): MatchEntry[] {
  seed = 1; // the same first terms for every size, so the planted terms are always present
  return Array.from({ length: n }, (_, i) => {
    const term = i % 5 === 0 ? `${word()} ${word()}` : i % 7 === 0 ? `${word()}*` : word();
    return { rule: 'forbidden_depiction', category: 'c', term, ...termWords(term)! };
  });
}

// Ordinary prompt words (never terms) with a few planted terms, so the match count stays similar
// whatever the number of terms and the timing shows the per-token cost.
const ordinary = 'studio portrait soft light golden hour linen jacket city rooftop cinematic grain'.split(' ');
const planted = entries(100).map((e) => e.term.replace(/\*$/, ''));
const promptWords = Array.from({ length: 400 }, (_, i) => (i % 40 === 0 ? planted[i / 40]! : ordinary[i % ordinary.length]!));
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

export function median(fn: () => void, runs = 20000): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const normalised = normalise(prompt);
console.log(`prompt ${prompt.length} chars, ${normalised.tokens.length} tokens`);
console.log(`normalise p99 ${p99(() => normalise(prompt)).toFixed(1)} µs`);
for (const n of [100, 5000, 20000]) {
  const matcher = buildMatcher(entries(n));
  console.log(`${n} terms: scan p99 ${p99(() => matcher.scan(normalised)).toFixed(1)} µs, normalise+scan p99 ${p99(() => matcher.scan(normalise(prompt))).toFixed(1)} µs, scan median ${median(() => matcher.scan(normalised)).toFixed(1)} µs, matches ${matcher.scan(normalised).length}`);
}
