// The diff on programs the real compiler makes from the shipped platform file and demo creators.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { diffPrograms } from '../../src/diff/index.ts';

const platform = { fileName: 'policies/platform.policy', source: readFileSync('policies/platform.policy', 'utf8') };
const MIRA = 'policies/creators/mira-okafor.boundary';
const mira = readFileSync(MIRA, 'utf8');

function program(source: string) {
  const compiled = compileBoundary({ platform, creator: { fileName: MIRA, source } });
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.program;
}

describe('semantic diff of compiled demo boundaries', () => {
  it('closing an opened adult category is one tightening change, not a category added as well', () => {
    const closed = mira.replace('open adult: lingerie\n', '');
    expect(closed).not.toBe(mira);
    const diff = diffPrograms(program(mira), program(closed));
    expect(diff.changes.map((c) => [c.kind, c.category, c.effect])).toEqual([['adult-closed', 'lingerie', 'tightens']]);
  });

  it('a rewritten file with the same rules has no semantic changes', () => {
    const reordered = mira.replace('forbid fur "Real fur": "fur coat*", "mink", "fox fur"', 'forbid fur "Real fur": "mink", "fox fur", "fur coat*"  # reordered');
    expect(reordered).not.toBe(mira);
    expect(diffPrograms(program(mira), program(reordered)).changes).toEqual([]);
  });

  it('several edits come out in rule order with their labels', () => {
    const edited = mira
      .replace('"mink", ', '')
      .replace('allow contexts: portrait, fashion-editorial, brand-endorsement', 'allow contexts: portrait, fashion-editorial')
      .replace('conversation: not licensed', 'conversation: licensed')
      .replace('session cap: 30 per 24h, block', 'session cap: 30 per 24h, advisory');
    const diff = diffPrograms(program(mira), program(edited));
    expect(diff.changes.map((c) => c.summary)).toEqual([
      'forbid fur: term "mink" removed',
      'allow contexts: brand-endorsement removed',
      'conversation: not licensed -> licensed',
      'session cap: enforcement block -> advisory',
    ]);
    expect(diff.changes.map((c) => c.effect)).toEqual(['loosens', 'tightens', 'loosens', 'loosens']);
  });
});
