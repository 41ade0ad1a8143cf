// `tsx bench/gate-quality/corpus-stats.ts`: counts the corpus files by kind, language and category
// and lists duplicate and near-duplicate prompts, so that the corpus README's counts can be checked
// and a new line that only rewords an old one is caught. Exit 1 when a duplicate is found.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'bench/gate-quality/corpus';
const FILES = ['innocent.jsonl', 'english-mixed.jsonl', 'other-languages.jsonl', 'prohibited.jsonl'];
// Two prompts whose distinctive words overlap this much say the same thing in other words.
const NEAR_DUPLICATE = 0.6;
// A word in more lines than this share ("creator") tells prompts apart no better than "the".
const COMMON_WORD_SHARE = 0.05;

type Line = { file: string; line: number; prompt: string; fields: Record<string, unknown> };

function read(file: string): Line[] {
  return readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (text.trim() === '') return [];
      const fields = JSON.parse(text) as Record<string, unknown>;
      return [{ file, line: i + 1, prompt: String(fields.prompt), fields }];
    });
}

function words(prompt: string): string[] {
  return prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function countBy(lines: Line[], key: (l: Line) => string): string {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(key(l), (counts.get(key(l)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
}

const all: Line[] = [];
for (const file of FILES) {
  if (!existsSync(join(DIR, file))) continue;
  const lines = read(file);
  all.push(...lines);
  const lengths = lines.map((l) => words(l.prompt).length);
  console.log(`${file}: ${lines.length} lines, ${Math.min(...lengths)}–${Math.max(...lengths)} words`);
  if (lines.some((l) => 'kind' in l.fields)) console.log(`  by kind: ${countBy(lines, (l) => String(l.fields.kind))}`);
  if (lines.some((l) => 'lang' in l.fields)) {
    console.log(`  by language: ${countBy(lines, (l) => String(l.fields.lang))}`);
    console.log(`  by expectation: ${countBy(lines, (l) => String(l.fields.expect))}`);
  }
  if (lines.some((l) => 'category' in l.fields)) console.log(`  by category: ${countBy(lines.filter((l) => 'category' in l.fields), (l) => String(l.fields.category))}`);
}

const lineShare = new Map<string, number>();
for (const l of all) for (const w of new Set(words(l.prompt))) lineShare.set(w, (lineShare.get(w) ?? 0) + 1 / all.length);
const distinctive = all.map((l) => new Set(words(l.prompt).filter((w) => (lineShare.get(w) ?? 0) <= COMMON_WORD_SHARE)));

let problems = 0;
const where = (l: Line) => `${l.file}:${l.line}`;
for (let i = 0; i < all.length; i++) {
  for (let j = i + 1; j < all.length; j++) {
    const a = distinctive[i]!;
    const b = distinctive[j]!;
    const shared = [...a].filter((w) => b.has(w)).length;
    const union = a.size + b.size - shared;
    const same = words(all[i]!.prompt).join(' ') === words(all[j]!.prompt).join(' ');
    if (same || (union > 0 && shared / union >= NEAR_DUPLICATE)) {
      problems++;
      console.log(`${same ? 'duplicate' : 'near-duplicate'}: ${where(all[i]!)} "${all[i]!.prompt}" ~ ${where(all[j]!)} "${all[j]!.prompt}"`);
    }
  }
}
console.log(problems === 0 ? 'no duplicates or near-duplicates' : `${problems} duplicates or near-duplicates`);
process.exitCode = problems === 0 ? 0 : 1;
