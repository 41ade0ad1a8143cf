// The category refinements: describe, near, except and age read into their syntax trees, with a
// precise syntax error for each way of getting them wrong.

import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../../src/parse/index.ts';
import { shape, statementOf as statementIn } from './statements.ts';

const statementOf = (text: string) => statementIn(text, 'x.policy');

const errors = (text: string) => parsePolicy(text, 'policies/platform.policy').diagnostics;

describe('refinement statements parse', () => {
  it.each<[string, unknown]>([
    ['describe minors-context "Anyone under 18; settings made for children."',
      { kind: 'describe', category: { name: 'minors-context' }, description: { value: 'Anyone under 18; settings made for children.' } }],
    ['near criminal-context: "zip ties", "duct tape" near "ransom", "hostage" within 8', {
      kind: 'near', category: { name: 'criminal-context' }, left: [{ value: 'zip ties' }, { value: 'duct tape' }],
      right: [{ value: 'ransom' }, { value: 'hostage' }], within: { value: 8 },
    }],
    ['near criminal-context: "zip ties" near "ransom"', {
      kind: 'near', category: { name: 'criminal-context' }, left: [{ value: 'zip ties' }], right: [{ value: 'ransom' }], within: null,
    }],
    ['except minors-context: "kid gloves", "child\'s pose"',
      { kind: 'except', category: { name: 'minors-context' }, phrases: [{ value: 'kid gloves' }, { value: "child's pose" }] }],
    ['age minors-context: under 18', { kind: 'age', category: { name: 'minors-context' }, under: { value: 18 } }],
    // Empty sides and lists read, so that check/ can name what is missing.
    ['near x: near "a"', { kind: 'near', category: { name: 'x' }, left: [], right: [{ value: 'a' }], within: null }],
    ['near x: "a" near within 3', { kind: 'near', category: { name: 'x' }, left: [{ value: 'a' }], right: [], within: { value: 3 } }],
    ['except x:', { kind: 'except', category: { name: 'x' }, phrases: [] }],
    ['near minors-context: any two of "crayons", "sandbox", "sippy cup" within 6', {
      kind: 'near', category: { name: 'minors-context' }, group: [{ value: 'crayons' }, { value: 'sandbox' }, { value: 'sippy cup' }], within: { value: 6 },
    }],
    ['near x: any  two\tof "a"', { kind: 'near', category: { name: 'x' }, group: [{ value: 'a' }], within: null }],
    ['near x: any two of within 3', { kind: 'near', category: { name: 'x' }, group: [], within: { value: 3 } }],
    // A term that only reads "any two of" is a term of a two-sided clause.
    ['near x: "any two of" near "b"', { kind: 'near', category: { name: 'x' }, left: [{ value: 'any two of' }], right: [{ value: 'b' }], within: null }],
  ])('%s', (text, expected) => {
    expect(shape(statementOf(text))).toEqual(expected);
  });

  it('continues a near group on indented lines after a trailing comma', () => {
    const { file, diagnostics } = parsePolicy('near c: any two of "crayons",\n    "sandbox" within 5\n', 'x.policy');
    expect(diagnostics).toEqual([]);
    expect(shape(file.lines[0])).toMatchObject({ statement: { group: [{ value: 'crayons' }, { value: 'sandbox' }], within: { value: 5 } } });
  });

  it('continues either side of a near clause on indented lines after a trailing comma', () => {
    const { file, diagnostics } = parsePolicy('near c: "zip ties",\n    "duct tape" near "ransom",\n    "hostage" within 5  # why\n', 'x.policy');
    expect(diagnostics).toEqual([]);
    expect(file.lines).toHaveLength(1);
    expect(shape(file.lines[0])).toMatchObject({
      comment: ' why',
      statement: { left: [{ value: 'zip ties' }, { value: 'duct tape' }], right: [{ value: 'ransom' }, { value: 'hostage' }], within: { value: 5 } },
    });
  });
});

describe('refinement syntax errors', () => {
  it.each<[string, number, string]>([
    ['near c: "a" "b"', 13, `expected ',' or 'near' after 'near c: "a"', found '"b"'`],
    ['near c: "a" near "b" within', 28, `expected number after 'near c: "a" near "b" within', found end of line`],
    ['near c: "a" near "b" within eight', 29, `expected number after 'near c: "a" near "b" within', found 'eight'`],
    ['near c "a" near "b"', 8, `expected ':' after 'near c', found '"a"'`],
    ['near c: x', 9, `expected 'any two of', quoted string or 'near' after 'near c:', found 'x'`],
    ['near c: any two "a", "b"', 9, `expected 'any two of', quoted string or 'near' after 'near c:', found 'any'`],
    ['near c: any two of "a" "b"', 24, `expected ',', 'within' or end of line after 'near c: any two of "a"', found '"b"'`],
    ['near c: any two of "a" near "b"', 24, `expected ',', 'within' or end of line after 'near c: any two of "a"', found 'near'`],
    ['near c: "a" near "b" "c"', 22, `expected ',', 'within' or end of line after 'near c: "a" near "b"', found '"c"'`],
    ['age c: 18', 8, `expected 'under' after 'age c:', found '18'`],
    ['age c: under eighteen', 14, `expected number after 'age c: under', found 'eighteen'`],
    ['describe c', 11, `expected space after 'describe c', found end of line`],
    ['describe c: "x"', 11, `expected space after 'describe c', found ':'`],
    ['except c "kid gloves"', 10, `expected ':' after 'except c', found '"kid gloves"'`],
  ])('%s', (text, column, message) => {
    const ds = errors(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'syntax-error', line: 1, column, message });
  });

  it('suggests the keyword for a misspelt refinement', () => {
    expect(errors('descibe c "x"')[0]).toMatchObject({ suggestion: "did you mean 'describe'?" });
    expect(errors('excep c: "x"')[0]).toMatchObject({ suggestion: "did you mean 'except'?" });
  });
});
