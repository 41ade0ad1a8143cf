// The platform file's part of a program is compiled once and shared by every creator compiled
// against it: the program and its policyHash are byte for byte what a compile from scratch makes,
// whatever was compiled before and in whatever order.
import { readFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { compileBoundary, compileProgram } from '../../src/compile/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { policyHash, sha256Hex } from '../../src/program/hash.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { MIRA, MIRA_FILE, PLATFORM, PLATFORM_FILE } from './fixtures.ts';

const SHIPPED_PLATFORM = readFileSync('policies/platform.policy', 'utf8');
const creatorFiles = ['hana-mori', 'mira-okafor', 'sam-reyes'].map((slug) => ({
  fileName: `${slug}.boundary`,
  source: readFileSync(`policies/creators/${slug}.boundary`, 'utf8'),
}));

/** The program made from scratch: both files parsed and compiled afresh, hashed by the package
 *  directly (no shared part, no remembered canonical text). */
function fromScratch(platform: string, creator: { source: string; fileName: string }): { text: string; hash: string } {
  const compiled = compileProgram(
    { file: parsePolicy(platform, PLATFORM_FILE).file, fileName: PLATFORM_FILE },
    { file: parsePolicy(creator.source, creator.fileName).file, fileName: creator.fileName },
  );
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('; '));
  const text = canonicalize(compiled.program) as string;
  return { text, hash: sha256Hex(text) };
}

function compiled(platform: string, creator: { source: string; fileName: string }): { program: RuleProgram; hash: string } {
  const result = compileBoundary({ platform: { source: platform, fileName: PLATFORM_FILE }, creator });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return { program: result.program, hash: result.policyHash };
}

describe('the shared platform part', () => {
  it('gives every creator the program and policyHash a compile from scratch gives', () => {
    for (const creator of creatorFiles) {
      const expected = fromScratch(SHIPPED_PLATFORM, creator);
      const first = compiled(SHIPPED_PLATFORM, creator);
      const again = compiled(SHIPPED_PLATFORM, creator);
      expect(canonicalize(first.program)).toBe(expected.text);
      expect(first.hash).toBe(expected.hash);
      expect(policyHash(again.program)).toBe(expected.hash);
      expect(again.hash).toBe(expected.hash);
    }
  });

  it('does not depend on the order of compiles nor on other platform files compiled in between', () => {
    const forward = creatorFiles.map((c) => compiled(SHIPPED_PLATFORM, c).hash);
    // Another platform text, then the same creators backwards.
    const other = compiled(PLATFORM, { source: MIRA, fileName: MIRA_FILE }).hash;
    const backward = [...creatorFiles].reverse().map((c) => compiled(SHIPPED_PLATFORM, c).hash).reverse();
    expect(backward).toEqual(forward);
    expect(compiled(PLATFORM, { source: MIRA, fileName: MIRA_FILE }).hash).toBe(other);
    expect(other).toBe(fromScratch(PLATFORM, { source: MIRA, fileName: MIRA_FILE }).hash);
  });

  it('keys the part by the platform text: a changed platform file changes the program', () => {
    const before = compiled(PLATFORM, { source: MIRA, fileName: MIRA_FILE });
    const changed = PLATFORM.replace('"mugshot"', '"mugshot", "police lineup"');
    const after = compiled(changed, { source: MIRA, fileName: MIRA_FILE });
    expect(after.hash).not.toBe(before.hash);
    expect(after.hash).toBe(fromScratch(changed, { source: MIRA, fileName: MIRA_FILE }).hash);
    expect(JSON.stringify(after.program)).toContain('police lineup');
  });

  it('cannot be changed through one program to alter the next', () => {
    const { program, hash } = compiled(PLATFORM, { source: MIRA, fileName: MIRA_FILE });
    const step = program.rules[2] as { categories: Array<{ terms: unknown[] }> };
    expect(() => step.categories[0]!.terms.push({ term: 'x', words: ['x'], stem: false })).toThrow(TypeError);
    step.categories.pop();
    expect(compiled(PLATFORM, { source: MIRA, fileName: MIRA_FILE }).hash).toBe(hash);
  });
});
