// Real policy files to fuzz from (policies/ globbed at test time, plus this suite's fixtures),
// and random mutations of them: insert/delete/replace characters, duplicate/drop lines.

import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function policyFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.policy') || f.endsWith('.boundary'))
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** Every .policy and .boundary file under policies/ and test/check/fixtures/. */
export function policySources(): string[] {
  const files = [...policyFiles(path.join(root, 'policies')), ...policyFiles(path.join(root, 'test', 'check', 'fixtures'))];
  return files.map((f) => readFileSync(f, 'utf8'));
}

const interesting = fc.constantFrom('"', '\\', ',', ':', '#', '*', '\n', '\n    ', ' ', '\t', '\r', 'а', 'é', '\u200b', 'x', '0', '-', '\uD83D');

type Edit = (s: string) => string;

const at = (n: number, s: string): number => (s.length === 0 ? 0 : n % (s.length + 1));
const lineEdit = (f: (lines: string[], i: number) => string[]) => (n: number) => (s: string): string => {
  const lines = s.split('\n');
  return f(lines, n % lines.length).join('\n');
};

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.oneof(interesting, fc.string({ maxLength: 3 }))).map(([n, c]) => (s: string) => s.slice(0, at(n, s)) + c + s.slice(at(n, s))),
  fc.nat().map((n) => (s: string) => s.slice(0, at(n, s)) + s.slice(at(n, s) + 1)),
  fc.tuple(fc.nat(), interesting).map(([n, c]) => (s: string) => s.slice(0, at(n, s)) + c + s.slice(at(n, s) + 1)),
  fc.nat().map(lineEdit((lines, i) => [...lines.slice(0, i + 1), lines[i] ?? '', ...lines.slice(i + 1)])),
  fc.nat().map(lineEdit((lines, i) => [...lines.slice(0, i), ...lines.slice(i + 1)])),
);

/** One to five random edits applied in turn. */
export const mutation: fc.Arbitrary<Edit> = fc.array(edit, { minLength: 1, maxLength: 5 })
  .map((edits) => (s: string) => edits.reduce((acc, e) => e(acc), s));
