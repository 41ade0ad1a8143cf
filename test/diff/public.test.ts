// The public diff keeps the platform's term lists private: platform and adult categories are
// named by id, label and description; a creator's own changes are shown in full.
import { describe, expect, it } from 'vitest';
import { diffPrograms, publicDiff } from '../../src/diff/index.ts';
import { MIRA, MIRA_FILE, PLATFORM } from '../compile/fixtures.ts';
import { compileValid } from '../compile/support.ts';

const before = compileValid(MIRA).program;
const platformTerms = ['child', 'schoolgirl*', 'underage', 'mugshot', 'crime scene', 'nude', 'naked', 'topless', 'sex scene', 'intercourse', 'rioting', 'looting', 'peep show'];

function publicOf(afterPlatform: string, afterCreator = MIRA) {
  const after = compileValid(afterCreator, MIRA_FILE, afterPlatform).program;
  return publicDiff(diffPrograms(before, after), before, after);
}

describe('publicDiff', () => {
  it('collapses term changes inside a platform category into one change per effect, without terms', () => {
    const diff = publicOf(PLATFORM.replace('"mugshot", "crime scene"', '"mugshot", "rioting", "looting"'));
    expect(JSON.stringify(diff)).not.toMatch(new RegExp(platformTerms.map((t) => JSON.stringify(t).replace('*', '\\*')).join('|')));
    expect(diff.changes.map((c) => [c.kind, c.category, c.effect])).toEqual([
      ['category-changed', 'criminal-context', 'loosens'],
      ['category-changed', 'criminal-context', 'tightens'],
    ]);
    expect(diff.loosens && diff.tightens).toBe(true);
  });

  it('names an added platform or adult category by label and description only', () => {
    const diff = publicOf(PLATFORM.replace('adult nudity', 'adult peep-shows "Peep shows": "peep show"\nadult nudity'));
    expect(diff.changes).toEqual([
      expect.objectContaining({ kind: 'category-added', category: 'peep-shows', after: { label: 'Peep shows', description: 'Peep shows' }, summary: 'adult peep-shows: category "Peep shows" added' }),
    ]);
  });

  it('shows a creator’s own term changes in full', () => {
    const diff = publicOf(PLATFORM, MIRA.replace('"beer", ', '"beer", "cider", '));
    expect(diff.changes).toEqual([expect.objectContaining({ kind: 'term-added', category: 'alcohol', after: 'cider' })]);
  });
});
