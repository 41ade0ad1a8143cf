// A term word that is only ever the end of a capitalised name with a possessive ("Julia Child's")
// names a person, not the term; anywhere else it is the term.
import { describe, expect, it } from 'vitest';
import { onlyInANamesPossessive } from '../../src/match/names.ts';

describe('a term word inside a name', () => {
  it('is a name when capitalised after another capitalised word and followed by a possessive', () => {
    expect(onlyInANamesPossessive("cooking in Julia Child's kitchen", 'child')).toBe(true);
    expect(onlyInANamesPossessive('cooking in Julia Child’s kitchen', 'child')).toBe(true);
  });

  it('is the term when the text also has it elsewhere', () => {
    expect(onlyInANamesPossessive("a child in Julia Child's kitchen", 'child')).toBe(false);
  });

  it('is the term without the name before it, the capital or the possessive', () => {
    expect(onlyInANamesPossessive("the Child's room", 'child')).toBe(false);
    expect(onlyInANamesPossessive("Julia child's kitchen", 'child')).toBe(false);
    expect(onlyInANamesPossessive('Julia Child in the kitchen', 'child')).toBe(false);
    expect(onlyInANamesPossessive("a child's toy", 'child')).toBe(false);
  });
});
