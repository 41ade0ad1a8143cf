// Every diagnostic code the front end and the compiler can raise is in the diagnostics table of
// docs/policy-language.md, so a new check cannot ship undocumented.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(path.join(root, 'docs', 'policy-language.md'), 'utf8');
const documented = new Set([...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!));

function codesIn(dir: string): string[] {
  const text = readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(path.join(root, dir, f), 'utf8')).join('\n');
  return [...text.matchAll(/code: '([a-z-]+)'|compileError\('([a-z-]+)'/g)].map((m) => m[1] ?? m[2]!);
}

describe('docs/policy-language.md diagnostics table', () => {
  it('lists every code that parse, check and compile raise', () => {
    const raised = new Set([...codesIn('src/parse'), ...codesIn('src/check'), ...codesIn('src/compile')]);
    expect(raised.size).toBeGreaterThan(30);
    const compilerOnly = ['bad-session-cap', 'bad-variety-nudge']; // documented in the prose under the table
    expect([...raised].filter((c) => !documented.has(c) && !compilerOnly.includes(c)).sort()).toEqual([]);
  });
});
