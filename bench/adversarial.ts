// `npx tsx bench/adversarial.ts`: the gate's worst case on hostile prompt shapes (long runs of one
// letter, digits, spaced and dotted letters, leetspeak, punctuation, masked words, the token that made the old
// TRAILING_NUMBER regex quadratic), each at 2,000 characters and, to show how time grows, at
// 4,000 and 8,000 (linear work doubles with the length; quadratic work quadruples). Writes the
// `adversarial` section of docs/performance.md.

import { parseArgs } from 'node:util';
import { gateContender } from './contenders/gate.ts';
import { describeMachine } from './machine.ts';
import { measure } from './measure.ts';
import { PERFORMANCE_HEADER, writeSection } from './sections.ts';
import { generatePrompt, generateTerms, PROMPT_LENGTH } from './workload.ts';

const COMMAND = 'npx tsx bench/adversarial.ts  (also run by npm run bench)';
const TERMS = 1_000;
const LENGTHS = [PROMPT_LENGTH, 2 * PROMPT_LENGTH, 4 * PROMPT_LENGTH];

const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/performance.md' }, 'budget-ms': { type: 'string', default: '1500' } } });

/** `unit` repeated up to exactly `length` characters. */
const fill = (unit: string, length: number): string => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const SHAPES: { name: string; make: (n: number) => string }[] = [
  { name: 'ordinary text (the main benchmark prompt)', make: (n) => fill(generatePrompt(), n) },
  { name: 'one letter: `aaaa…`', make: (n) => fill('a', n) },
  { name: 'digits: `1111…`', make: (n) => fill('1', n) },
  { name: 'letters then digits then `@`: `aaa…111…@`', make: (n) => fill('a', Math.floor((2 * n) / 3)) + fill('1', n - Math.floor((2 * n) / 3) - 1) + '@' },
  { name: 'spaced letters: `a a a …`', make: (n) => fill('a ', n) },
  { name: 'dotted letters: `n.u.d.e.…`', make: (n) => fill('n.u.d.e.', n) },
  { name: 'leetspeak: `n00d35 …`', make: (n) => fill('n00d35 ', n) },
  { name: 'leet without spaces: `n0d3n0d3…`', make: (n) => fill('n0d3', n) },
  { name: 'punctuation: `.,;:!?…`', make: (n) => fill('.,;:!?-_"\'()[]', n) },
  { name: 'symbols: `@$€!|…`', make: (n) => fill('@$€!|', n) },
  { name: 'homoglyphs: `ѕехѕех…` (Cyrillic)', make: (n) => fill('ѕех', n) },
  { name: 'one word with combining marks: `á́́…`', make: (n) => 'a' + fill('\u0301', n - 1) },
  { name: 'masked words, all different: `s*xa s*xb …`', make: (n) => fill(Array.from({ length: n }, (_, i) => `s*x${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`).join(' '), n) },
  { name: 'one long masked word: `ab*ab*ab…`', make: (n) => fill('ab*', n) },
];

const gate = gateContender().prepare(generateTerms(TERMS));
const budget = { maxMs: Number(values['budget-ms']), maxSamples: 20_000, warmup: 20 };
const rows: string[] = [];
let worst = { name: '', us: 0 };
for (const shape of SHAPES) {
  const cells: string[] = [];
  const medians: number[] = [];
  for (const length of LENGTHS) {
    const prompt = shape.make(length);
    if (prompt.length !== length) throw new Error(`${shape.name}: ${prompt.length} characters, not ${length}`);
    const t = measure(() => gate.check(prompt), budget);
    medians.push(t.medianUs);
    cells.push(length === PROMPT_LENGTH ? `${fmt(t.medianUs)} | ${fmt(t.p99Us)}` : fmt(t.medianUs));
    if (length === PROMPT_LENGTH && t.p99Us > worst.us) worst = { name: shape.name, us: t.p99Us };
  }
  const growth = medians[2]! / medians[0]!;
  rows.push(`| ${shape.name} | ${cells.join(' | ')} | ${growth.toFixed(1)}× |`);
  console.log(`${shape.name.padEnd(50)} ${cells.join('  ')}  growth ×${growth.toFixed(1)}`);
}

function fmt(us: number): string {
  return us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`;
}

const m = describeMachine();
const markdown = `## Gate evaluation on hostile prompts

- CPU: ${m.cpu} (${m.cores} cores available); Node: ${m.node} on ${m.platform}; date: ${m.date}; load average (1 min) at start: ${m.load.toFixed(2)}
- Command: \`${COMMAND}\`

evaluate() against ${TERMS.toLocaleString('en')} generated forbidden terms plus the platform file,
on prompts built to be slow: each shape at 2,000 characters (the request limit), and at 4,000 and
8,000 to show how the time grows. Linear work grows 4× from 2,000 to 8,000 characters; quadratic
work would grow 16×.

| shape | 2,000 chars median | 2,000 chars p99 | 4,000 chars median | 8,000 chars median | 8,000 / 2,000 |
|---|---|---|---|---|---|
${rows.join('\n')}

Worst p99 at 2,000 characters: ${fmt(worst.us)} (${worst.name}). On a shared machine p99
includes time slices lost to other processes (see the load average above); the medians and
their growth with length are the stable figures. Before TRAILING_NUMBER became a linear scan,
the time of the \`aaa…111…@\` shape grew with the square of the token's length.
`;
writeSection(values.out as string, 'adversarial', markdown, PERFORMANCE_HEADER);
console.log(`wrote ${values.out}`);
