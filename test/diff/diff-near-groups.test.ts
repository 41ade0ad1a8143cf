// The diff of near groups on programs the real compiler makes: a group added tightens and
// removed loosens; a term added to or removed from a kept group is reported by name; a change
// whose pairs are still forbidden (by a group or a clause) is neutral.
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { diffPrograms } from '../../src/diff/index.ts';
import { MIRA, MIRA_FILE, PLATFORM } from '../compile/fixtures.ts';

function program(creatorExtra: string) {
  const compiled = compileBoundary({
    platform: { fileName: 'platform.policy', source: `${PLATFORM}\n` },
    creator: { fileName: MIRA_FILE, source: `${MIRA}${creatorExtra}\n` },
  });
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.program;
}

const changes = (before: string, after: string) => diffPrograms(program(before), program(after)).changes.map((c) => [c.kind, c.effect, c.summary]);

describe('semantic diff of near groups', () => {
  it('a group added tightens; removed loosens', () => {
    const group = 'near alcohol: any two of "keg", "tap", "bar stool" within 4';
    expect(changes('', group)).toEqual([['near-added', 'tightens', 'forbid alcohol: near any two of "bar stool", "keg", "tap" within 4 added']]);
    expect(changes(group, '')).toEqual([['near-removed', 'loosens', 'forbid alcohol: near any two of "bar stool", "keg", "tap" within 4 removed']]);
  });

  it('names a term added to a kept group (tightens) and a term removed from it (loosens)', () => {
    const before = 'near alcohol: any two of "keg", "tap", "bar stool" within 4';
    expect(changes(before, 'near alcohol: any two of "keg", "tap", "bar stool", "happy hour" within 4')).toEqual([
      ['near-group-term-added', 'tightens', 'forbid alcohol: term "happy hour" added to near any two of "bar stool", "happy hour", "keg", "tap" within 4'],
    ]);
    expect(changes(before, 'near alcohol: any two of "keg", "tap" within 4')).toEqual([
      ['near-group-term-removed', 'loosens', 'forbid alcohol: term "bar stool" removed from near any two of "keg", "tap" within 4'],
    ]);
  });

  it('judges a change by the pairs forbidden elsewhere: a clause covering a removed group is neutral', () => {
    const clause = 'near alcohol: "keg" near "tap" within 4';
    const d = diffPrograms(program(`${clause}\nnear alcohol: any two of "keg", "tap" within 4`), program(clause));
    expect(d.changes.map((c) => [c.kind, c.effect])).toEqual([['near-removed', 'neutral']]);
    expect(d.loosens).toBe(false);
  });

  it('a group that turns a clause into pairs of every term is neutral for the clause it covers', () => {
    const d = diffPrograms(program('near alcohol: "keg" near "tap" within 4'), program('near alcohol: any two of "keg", "tap", "pint" within 4'));
    expect(d.changes.map((c) => [c.kind, c.effect])).toEqual([['near-removed', 'neutral'], ['near-added', 'tightens']]);
  });

  it('counts groups in the summary of a category added with one', () => {
    const d = diffPrograms(program(''), program('forbid toddlers "Toddlers":\nnear toddlers: any two of "crayons", "sandbox"'));
    expect(d.changes.map((c) => c.summary)).toEqual(['forbid toddlers: category "Toddlers" added (0 terms, 1 near group)']);
  });
});
