// No regular expression in src/ can be made to backtrack super-linearly: each one is checked with
// recheck (its pure JavaScript backend, so the check needs neither Java nor a native binary).
// A pattern built at run time cannot be checked from the source; each such place is listed here
// with the reason its pattern is safe, and a new one fails until it is reviewed and listed.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { regexesIn } from './source-regexes.ts';

process.env.RECHECK_BACKEND = 'pure';
const { checkSync } = await import('recheck');

const BUILT_AT_RUN_TIME: Record<string, string> = {
  'src/match/homoglyphs.ts': 'one character class of single characters (with g): one step per input character',
};

const found = regexesIn(path.resolve('src'));

describe('regular expressions in src/', () => {
  it('finds them by parsing the sources', () => {
    expect(found.length).toBeGreaterThan(50);
    expect(found.some((r) => r.file === 'src/match/leetspeak.ts')).toBe(true);
  });

  it('has none that recheck finds vulnerable to catastrophic backtracking', () => {
    const vulnerable = found
      .filter((r) => r.source !== null)
      .map((r) => ({ where: `${r.file}:${r.line}`, pattern: `/${r.source}/${r.flags}`, diagnostics: checkSync(r.source!, r.flags, { timeout: 10_000 }) }))
      .filter((r) => r.diagnostics.status !== 'safe')
      .map((r) => `${r.where} ${r.pattern}: ${r.diagnostics.status}${r.diagnostics.status === 'vulnerable' ? ` (${r.diagnostics.complexity.summary}; attack ${JSON.stringify(r.diagnostics.attack.pattern)})` : ''}`);
    expect(vulnerable).toEqual([]);
  }, 300_000);

  it('builds a pattern at run time only in the places reviewed above', () => {
    const dynamic = [...new Set(found.filter((r) => r.source === null).map((r) => r.file))].sort();
    expect(dynamic).toEqual(Object.keys(BUILT_AT_RUN_TIME).sort());
  });
});
