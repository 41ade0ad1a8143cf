// Refinements compile into their categories: description, near clauses (sides normalised,
// sorted and de-duplicated like terms, either order the same clause), except phrases and the
// age bound; every program here is also validated against the JSON Schema.
import { describe, expect, it } from 'vitest';
import type { TermCategory } from '../../src/program/types.ts';
import { MIRA, PLATFORM } from './fixtures.ts';
import { compileErrors, compileValid, stepOf } from './support.ts';

const platformWith = (...lines: string[]): string => `${PLATFORM}\n${lines.join('\n')}\n`;
const creatorWith = (...lines: string[]): string => `${MIRA}\n${lines.join('\n')}\n`;

const platformCategory = (platform: string, id: string): TermCategory => {
  const program = compileValid(MIRA, undefined, platform).program;
  const all = [...stepOf(program, 'platform_prohibition').categories, ...stepOf(program, 'forbidden_depiction').categories];
  const found = all.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no category ${id}`);
  return found;
};

const creatorCategory = (creator: string, id: string): TermCategory => {
  const program = compileValid(creator).program;
  const all = [...stepOf(program, 'forbidden_depiction').categories, ...stepOf(program, 'excluded_brand').categories];
  const found = all.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no category ${id}`);
  return found;
};

describe('compiling refinements', () => {
  it('leaves categories without refinements empty', () => {
    const c = platformCategory(PLATFORM, 'minors-context');
    expect([c.description, c.near, c.except, c.ageUnder]).toEqual(['', [], [], null]);
  });

  it('carries the description, the age bound and the except phrases, normalised like terms', () => {
    const c = platformCategory(platformWith(
      'describe minors-context "Anyone shown as under 18."',
      'except minors-context: "Kid Gloves", "child\'s pose", "kid gloves"',
      'age minors-context: under 18',
    ), 'minors-context');
    expect(c.description).toBe('Anyone shown as under 18.');
    expect(c.ageUnder).toBe(18);
    expect(c.except).toEqual([
      { term: "child's pose", words: ['child', 's', 'pose'], stem: false },
      { term: 'Kid Gloves', words: ['kid', 'gloves'], stem: false },
    ]);
  });

  it('compiles near sides sorted and de-duplicated, with the default window of 8 words', () => {
    const c = platformCategory(platformWith('near criminal-context: "Zip Ties", "duct tape", "zip ties" near "ransom"'), 'criminal-context');
    expect(c.near).toEqual([{
      left: [{ term: 'duct tape', words: ['duct', 'tape'], stem: false }, { term: 'Zip Ties', words: ['zip', 'ties'], stem: false }],
      right: [{ term: 'ransom', words: ['ransom'], stem: false }],
      within: 8,
    }]);
  });

  it('sorts and de-duplicates clauses, keeping each clause\'s sides in the order written', () => {
    const one = platformCategory(platformWith(
      'near criminal-context: "zip ties" near "ransom" within 8',
      'near criminal-context: "vault" near "balaclava" within 3',
      'near criminal-context: "zip ties" near "ransom"',
    ), 'criminal-context');
    expect(one.near.map((n) => [n.left.map((t) => t.term), n.right.map((t) => t.term), n.within])).toEqual([
      [['vault'], ['balaclava'], 3],
      [['zip ties'], ['ransom'], 8],
    ]);
  });

  it('compiles a near group into nearGroups: terms sorted and de-duplicated, groups sorted and de-duplicated, the default window 8', () => {
    const c = creatorCategory(creatorWith(
      'near alcohol: any two of "Tap", "keg", "tap", "bar stool"',
      'near alcohol: any two of "keg", "happy hour" within 3',
      'near alcohol: any two of "bar stool", "keg", "tap" within 8',
    ), 'alcohol');
    expect(c.near).toEqual([]);
    expect(c.nearGroups).toEqual([
      { terms: [{ term: 'bar stool', words: ['bar', 'stool'], stem: false }, { term: 'keg', words: ['keg'], stem: false }, { term: 'Tap', words: ['tap'], stem: false }], within: 8 },
      { terms: [{ term: 'happy hour', words: ['happy', 'hour'], stem: false }, { term: 'keg', words: ['keg'], stem: false }], within: 3 },
    ]);
  });

  it('writes no nearGroups field on a category without a group', () => {
    const c = creatorCategory(creatorWith('near alcohol: "pint" near "pub"'), 'alcohol');
    expect('nearGroups' in c).toBe(false);
  });

  it('accepts a category whose only match is a near group', () => {
    const c = creatorCategory(creatorWith('forbid toddlers "Toddlers":', 'near toddlers: any two of "crayons", "sandbox"'), 'toddlers');
    expect([c.terms, c.nearGroups?.length]).toEqual([[], 1]);
  });

  it('merges several except lines of one category', () => {
    const c = creatorCategory(creatorWith('except alcohol: "root beer"', 'except alcohol: "ginger beer", "root beer"'), 'alcohol');
    expect(c.except.map((t) => t.term)).toEqual(['ginger beer', 'root beer']);
  });

  it('refines a creator forbid or brand with describe, near and except', () => {
    const c = creatorCategory(creatorWith(
      'describe alcohol "Drinks with alcohol."',
      'near alcohol: "pint" near "pub", "bar" within 5',
    ), 'alcohol');
    expect(c.description).toBe('Drinks with alcohol.');
    expect(c.near).toEqual([{ left: [{ term: 'pint', words: ['pint'], stem: false }], right: [{ term: 'bar', words: ['bar'], stem: false }, { term: 'pub', words: ['pub'], stem: false }], within: 5 }]);
    expect(c.ageUnder).toBeNull();
    expect(creatorCategory(creatorWith('except rival-cola: "rival cola zero"'), 'rival-cola').except.map((t) => t.term)).toEqual(['rival cola zero']);
  });

  it('compiles a category with no plain terms that matches through a near clause or an age bound', () => {
    const platform = PLATFORM.replace(/prohibit criminal-context "([^"]*)":[^\n]*(\n {4}[^\n]*)*/, 'prohibit criminal-context "$1":');
    const c = platformCategory(`${platform}\nnear criminal-context: "zip ties" near "ransom"\n`, 'criminal-context');
    expect(c.terms).toEqual([]);
    expect(c.near).toHaveLength(1);
  });

  it('refuses what the checker refuses: a creator refining a platform category, age in a creator file, a bad window', () => {
    expect(compileErrors(creatorWith('except minors-context: "kid gloves"')).map((d) => d.code)).toEqual(['refines-platform-category']);
    expect(compileErrors(creatorWith('age alcohol: under 21')).map((d) => d.code)).toEqual(['statement-not-allowed']);
    expect(compileErrors(MIRA, undefined, platformWith('near criminal-context: "a" near "b" within 60')).map((d) => d.code)).toEqual(['within-out-of-range']);
  });
});
