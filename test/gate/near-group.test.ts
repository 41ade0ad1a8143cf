// A near group (`any two of`) compiled through the real pipeline and enforced by the gate: two
// different group terms within the window refuse, with evidence naming both; the category's
// except phrases mask group terms; and a file that uses no group keeps the policyHash it had.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import { MIRA } from '../compile/fixtures.ts';
import { compileValid } from '../compile/support.ts';
import { boundaryOf, facts, request } from './support.ts';

const WITH_GROUP = `${MIRA}
forbid toddler-scene "Toddler scenes": "playpen"
near toddler-scene: any two of "crayons", "sandbox", "sippy cup", "nap time" within 3
except toddler-scene: "sandbox game"
`;
const b = boundaryOf(WITH_GROUP);
const refusal = (prompt: string) => evaluate(b, request({ prompt }), facts()).refusal;

describe('gate: near groups', () => {
  it('refuses two different group terms within the window, the evidence naming both', () => {
    expect(refusal('crayons all over the sandbox')).toMatchObject({
      rule: 'forbidden_depiction', category: 'toddler-scene', evidence: 'matched "crayons" near "sandbox"',
    });
    expect(refusal('a sippy cup before nap time')?.evidence).toBe('matched "sippy cup" near "nap time"');
  });

  it('does not refuse the same group term twice', () => {
    expect(refusal('crayons, and more crayons')).toBeUndefined();
  });

  it('does not refuse group terms further apart than the window', () => {
    expect(refusal('crayons one two three four sandbox')).toBeUndefined();
    expect(refusal('crayons one two three sandbox')?.evidence).toBe('matched "crayons" near "sandbox"');
  });

  it('lets an except phrase of the category mask a group term', () => {
    expect(refusal('crayons beside a sandbox game')).toBeUndefined();
    expect(refusal('crayons beside a sandbox')).toBeDefined();
  });

  it('names the group in the compiled category, and only where one is written', () => {
    const forbidden = b.program.rules.find((s) => s.rule === 'forbidden_depiction')!;
    const categories = 'categories' in forbidden ? forbidden.categories : [];
    expect(categories.find((c) => c.id === 'toddler-scene')?.nearGroups).toEqual([{
      terms: ['crayons', 'nap time', 'sandbox', 'sippy cup'].map((t) => ({ term: t, words: t.split(' '), stem: false })), within: 3,
    }]);
    for (const c of categories.filter((x) => x.id !== 'toddler-scene')) expect('nearGroups' in c).toBe(false);
  });

  it('keeps the policyHash of a file without groups as it was before groups existed', () => {
    // Computed from the test fixtures by the build just before near groups were added to the
    // language (matching rules likeness.match/4), and again at each later version of the
    // matching rules (now likeness.match/18), which changes every hash.
    expect(compileValid(MIRA).policyHash).toBe('fc419447a7dac16cecf7b85147ba401ec4b978a79b8ad7ca09e75c661aa679e0');
    const withClause = `${MIRA}\nnear alcohol: "bar", "pub" near "tap", "pint" within 4\nexcept alcohol: "root beer"\n`;
    expect(compileValid(withClause).policyHash).toBe('a9fac9dfbb954412d4eeeba6655ec091041da1fb6a05bba24fdc26a2f0a767f4');
  });
});
