// The language check's two error rates on the gate-quality corpus: English prompts it would
// refuse (english-mixed.jsonl, innocent.jsonl) and prompts in other languages it would let
// through (other-languages.jsonl), with the time one check takes. Prints a Markdown table.
//   npx tsx bench/language/run.ts [--corpus DIR]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { unreadableLanguage } from '../../src/match/language.ts';

const { values } = parseArgs({ options: { corpus: { type: 'string', default: 'bench/gate-quality/corpus' }, list: { type: 'boolean', default: false } } });
const settings = MATCHING_SETTINGS.language;

interface Line {
  prompt: string;
  lang?: string;
}
const read = (file: string): Line[] =>
  readFileSync(join(values.corpus!, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);

const times: number[] = [];
function judged(prompt: string) {
  const t = process.hrtime.bigint();
  const found = unreadableLanguage(prompt, settings);
  times.push(Number(process.hrtime.bigint() - t) / 1000);
  return found;
}

unreadableLanguage('warm up the dictionary', settings);
const rows: string[] = [];
const pct = (n: number, of: number) => `${n} / ${of} (${((100 * n) / of).toFixed(1)} %)`;

for (const file of ['english-mixed.jsonl', 'innocent.jsonl']) {
  const lines = read(file);
  const refused = lines.filter((l) => {
    const found = judged(l.prompt);
    if (found && values.list) console.error(`refused as ${found.language}: ${l.prompt}`);
    return found !== null;
  });
  rows.push(`| ${file} | English wrongly refused | ${pct(refused.length, lines.length)} |`);
}

const foreign = read('other-languages.jsonl');
const byLang = new Map<string, { n: number; through: number }>();
for (const l of foreign) {
  const found = judged(l.prompt);
  if (!found && values.list) console.error(`let through (${l.lang}): ${l.prompt}`);
  const s = byLang.get(l.lang ?? '?') ?? { n: 0, through: 0 };
  s.n++;
  if (!found) s.through++;
  byLang.set(l.lang ?? '?', s);
}
const through = [...byLang.values()].reduce((a, s) => a + s.through, 0);
rows.push(`| other-languages.jsonl | other languages let through | ${pct(through, foreign.length)} |`);
for (const [lang, s] of [...byLang].sort((a, b) => b[1].n - a[1].n)) rows.push(`| &nbsp;&nbsp;${lang} | let through | ${pct(s.through, s.n)} |`);

times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
console.log('| corpus | error | count |\n|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nOne check: median ${q(0.5)} µs, p99 ${q(0.99)} µs over ${times.length} prompts (dictionary loaded once before).`);
