// Diagnostic codes of the category refinements (describe, near, except, age), in both kinds of
// file: code, severity, line, column and suggestion.

import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/types.ts';
import { CLEAN_CREATOR, diagnoseCreator, diagnosePlatform, PLATFORM, withCode } from './helpers.ts';

/** The platform fixture with lines appended (line 13 onwards). */
const platformWith = (...lines: string[]): string => `${PLATFORM}${lines.join('\n')}\n`;
/** The clean creator fixture with lines appended (line 23 onwards). */
const creatorWith = (...lines: string[]): string => `${CLEAN_CREATOR}${lines.join('\n')}\n`;
const PLATFORM_NEXT = PLATFORM.split('\n').length;
const CREATOR_NEXT = CLEAN_CREATOR.split('\n').length;

interface Case {
  name: string;
  diagnose: () => Diagnostic[];
  code: string;
  severity: 'error' | 'warning';
  line: number;
  column: number;
  length?: number;
  message?: RegExp;
  suggestion?: string | RegExp;
}

const cases: Case[] = [
  { name: 'a platform refinement of an undeclared category, with the nearest id', code: 'unknown-refined-category',
    diagnose: () => diagnosePlatform(platformWith('describe minor-context "Minors"')),
    severity: 'error', line: PLATFORM_NEXT, column: 10, length: 13, message: /names no prohibit or adult category/, suggestion: "did you mean 'minors-context'?" },
  { name: 'a creator refinement of an undeclared category', code: 'unknown-refined-category',
    diagnose: () => diagnoseCreator(creatorWith('except alcohl: "ginger beer"')),
    severity: 'error', line: CREATOR_NEXT, column: 8, message: /no forbid or exclude brand category/, suggestion: "did you mean 'alcohol'?" },
  { name: 'a creator refining a platform prohibition', code: 'refines-platform-category',
    diagnose: () => diagnoseCreator(creatorWith('except minors-context: "kid gloves"')),
    severity: 'error', line: CREATOR_NEXT, column: 8, message: /cannot refine the platform category 'minors-context'/ },
  { name: 'a creator refining a platform adult category', code: 'refines-platform-category',
    diagnose: () => diagnoseCreator(creatorWith('near nudity: "beach" near "sunbathing"')),
    severity: 'error', line: CREATOR_NEXT, column: 6 },
  { name: 'age in a creator file', code: 'statement-not-allowed',
    diagnose: () => diagnoseCreator(creatorWith('age alcohol: under 21')),
    severity: 'error', line: CREATOR_NEXT, column: 1, suggestion: "'age' belongs in the platform file (.policy)" },
  { name: 'age on an adult category', code: 'age-not-on-prohibition',
    diagnose: () => diagnosePlatform(platformWith('age nudity: under 18')),
    severity: 'error', line: PLATFORM_NEXT, column: 5, suggestion: /prohibit category/ },
  { name: 'two describe lines for one category', code: 'duplicate-refinement',
    diagnose: () => diagnosePlatform(platformWith('describe nudity "Nudity."', 'describe nudity "Bare skin."')),
    severity: 'error', line: PLATFORM_NEXT + 1, column: 1, suggestion: `the first is on line ${PLATFORM_NEXT}; keep one` },
  { name: 'two age lines for one category', code: 'duplicate-refinement',
    diagnose: () => diagnosePlatform(platformWith('age minors-context: under 18', 'age minors-context: under 16')),
    severity: 'error', line: PLATFORM_NEXT + 1, column: 1 },
  { name: 'an age bound of 0', code: 'age-out-of-range',
    diagnose: () => diagnosePlatform(platformWith('age minors-context: under 0')),
    severity: 'error', line: PLATFORM_NEXT, column: 27, length: 1, message: /outside 1\.\.150/ },
  { name: 'an age bound over 150', code: 'age-out-of-range',
    diagnose: () => diagnosePlatform(platformWith('age minors-context: under 151')),
    severity: 'error', line: PLATFORM_NEXT, column: 27, length: 3 },
  { name: 'within 0', code: 'within-out-of-range',
    diagnose: () => diagnosePlatform(platformWith('near criminal-context: "zip ties" near "ransom" within 0')),
    severity: 'error', line: PLATFORM_NEXT, column: 56, suggestion: /default of 8 words/ },
  { name: 'within 51', code: 'within-out-of-range',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: "pint" near "pub" within 51')),
    severity: 'error', line: CREATOR_NEXT, column: 40, length: 2 },
  { name: 'a near clause with nothing before near', code: 'empty-near-side',
    diagnose: () => diagnosePlatform(platformWith('near criminal-context: near "ransom"')),
    severity: 'error', line: PLATFORM_NEXT, column: 6, message: /no terms before 'near'/ },
  { name: 'a near clause with nothing after near', code: 'empty-near-side',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: "pint" near')),
    severity: 'error', line: CREATOR_NEXT, column: 6, message: /no terms after 'near'/ },
  { name: 'an except line with no phrases', code: 'empty-except-list',
    diagnose: () => diagnosePlatform(platformWith('except minors-context:')),
    severity: 'error', line: PLATFORM_NEXT, column: 8 },
  { name: 'an empty description', code: 'empty-description',
    diagnose: () => diagnosePlatform(platformWith('describe nudity "  "')),
    severity: 'error', line: PLATFORM_NEXT, column: 17, length: 4 },
  { name: 'an except phrase holding none of the category terms', code: 'except-masks-nothing',
    diagnose: () => diagnosePlatform(platformWith('except minors-context: "kid gloves", "yoga mat"')),
    severity: 'warning', line: PLATFORM_NEXT, column: 38, length: 10, message: /"yoga mat" contains none of the terms of 'minors-context'/ },
  { name: 'a near term that is also a plain term of the category', code: 'redundant-near-term',
    diagnose: () => diagnosePlatform(platformWith('near criminal-context: "zip ties" near "mugshot"')),
    severity: 'warning', line: PLATFORM_NEXT, column: 40, message: /already caught on its own by the 'criminal-context' term "mugshot"/ },
  { name: 'a near term with a misplaced wildcard', code: 'bad-wildcard',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: "pi*nt" near "pub"')),
    severity: 'error', line: CREATOR_NEXT, column: 18, length: 1 },
  { name: 'an except phrase that normalises to nothing', code: 'term-normalises-to-nothing',
    diagnose: () => diagnoseCreator(creatorWith('except alcohol: "ginger beer", "!!"')),
    severity: 'error', line: CREATOR_NEXT, column: 32 },
  { name: 'a near term with look-alike letters', code: 'confusable-term',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: "pint" near "pսb"')),
    severity: 'warning', line: CREATOR_NEXT, column: 27 },
  { name: 'a near group with one term', code: 'near-group-too-small',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "pint"')),
    severity: 'error', line: CREATOR_NEXT, column: 6, message: /fewer than two different terms/, suggestion: /any two of "crayons", "sandbox"/ },
  { name: 'a near group with no terms', code: 'near-group-too-small',
    diagnose: () => diagnosePlatform(platformWith('near criminal-context: any two of within 4')),
    severity: 'error', line: PLATFORM_NEXT, column: 6 },
  { name: 'a near group whose two terms read as the same words', code: 'near-group-too-small',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "Pint", "pint"')),
    severity: 'error', line: CREATOR_NEXT, column: 6 },
  { name: 'a near group with within 0', code: 'within-out-of-range',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "pint", "pub" within 0')),
    severity: 'error', line: CREATOR_NEXT, column: 47 },
  { name: 'a near group term with a misplaced wildcard', code: 'bad-wildcard',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "pi*nt", "pub"')),
    severity: 'error', line: CREATOR_NEXT, column: 29, length: 1 },
  { name: 'a near group term that normalises to nothing', code: 'term-normalises-to-nothing',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "pint", "pub", "!!"')),
    severity: 'error', line: CREATOR_NEXT, column: 41 },
  { name: 'a near group term with look-alike letters', code: 'confusable-term',
    diagnose: () => diagnoseCreator(creatorWith('near alcohol: any two of "pint", "pսb"')),
    severity: 'warning', line: CREATOR_NEXT, column: 34 },
  { name: 'a near group term that is also a plain term of the category', code: 'redundant-near-term',
    diagnose: () => diagnosePlatform(platformWith('near criminal-context: any two of "zip ties", "mugshot", "ransom"')),
    severity: 'warning', line: PLATFORM_NEXT, column: 47, message: /near term "mugshot" is already caught on its own/ },
];

describe('refinement diagnostics', () => {
  it('reports nothing for well-formed refinements in either file', () => {
    expect(diagnosePlatform(platformWith(
      'describe minors-context "Anyone shown as, or said to be, under 18; settings made for children."',
      'near criminal-context: "zip ties", "duct tape" near "ransom", "hostage" within 8',
      'near non-consensual-framing: "peephole", "one-way mirror" near "bathroom stall"',
      'except minors-context: "kid gloves", "child\'s pose"',
      'age minors-context: under 18',
    ))).toEqual([]);
    expect(diagnoseCreator(creatorWith(
      'describe alcohol "Drinks with alcohol in them."',
      'near alcohol: "pint" near "pub", "bar" within 5',
      'except alcohol: "ginger beer", "root beer"',
      'except rival-cola: "rival cola zero"',
    ))).toEqual([]);
  });

  it.each(cases)('$code: $name', (c) => {
    const all = c.diagnose();
    const found = withCode(all, c.code);
    expect(found, JSON.stringify(all, null, 1)).toHaveLength(1);
    const d = found[0]!;
    expect(d).toMatchObject({ severity: c.severity, line: c.line, column: c.column });
    if (c.length !== undefined) expect(d.length).toBe(c.length);
    if (c.message !== undefined) expect(d.message).toMatch(c.message);
    if (typeof c.suggestion === 'string') expect(d.suggestion).toBe(c.suggestion);
    else if (c.suggestion !== undefined) expect(d.suggestion).toMatch(c.suggestion);
    expect(all.filter((x) => x.code !== c.code && x.severity === 'error')).toEqual([]);
  });

  it('accepts a category with no plain terms when a near clause or an age bound gives it something to match', () => {
    const platform = PLATFORM.replace('"mugshot", "crime scene"', '').replace('"child", "kid*", "teen*", "schoolgirl*", "underage"', '');
    expect(withCode(diagnosePlatform(`${platform}near criminal-context: "zip ties" near "ransom"\nage minors-context: under 18\n`), 'empty-term-list')).toEqual([]);
    expect(withCode(diagnosePlatform(platform), 'empty-term-list')).toHaveLength(2);
  });

  it('reads an except phrase as the gate reads a prompt: an inflected or misspelled term inside it is masked', () => {
    const creator = creatorWith('forbid violence "Violence": "torture", "strangle"', 'except violence: "tortured artist", "stranggle hold", "stranglehold knot"');
    expect(withCode(diagnoseCreator(creator), 'except-masks-nothing').map((d) => d.message)).toEqual([
      expect.stringContaining('"stranglehold knot" contains none of the terms'),
    ]);
  });

  it('accepts a well-formed near group, and a category whose only match is a group', () => {
    const platform = PLATFORM.replace('"mugshot", "crime scene"', '');
    expect(diagnosePlatform(`${platform}near criminal-context: any two of "zip ties", "duct tape", "ransom note" within 6\n`)).toEqual([]);
  });

  it('does not warn about an except phrase that holds a near group term of its category', () => {
    expect(withCode(diagnoseCreator(creatorWith('near alcohol: any two of "pint", "pub"', 'except alcohol: "pint glass of water"')), 'except-masks-nothing')).toEqual([]);
  });

  it('does not warn about an except phrase that holds a near term of its category', () => {
    expect(withCode(diagnoseCreator(creatorWith('near alcohol: "pint" near "pub"', 'except alcohol: "pint glass of water"')), 'except-masks-nothing')).toEqual([]);
  });
});
