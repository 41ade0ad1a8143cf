// A prompt's "they" is often one person: the creator named without a gender ("the creator on
// their knees", "pinning them down"), while a term is written with "her" ("pinning her down").
// So the prompt's "them", "they" and "themselves" also read as "her", "she" and "herself",
// inside a phrase only (a pronoun alone is no term). Only in that direction, and not between
// "he" and "she": a term that says "he" or "him" is mostly about another person than the
// creator ("he unzips", "crying" near it), and the prompt's "her" may be a possessive ("riding
// her bike" is no "riding him"). Possessives ("their", "his") are the possessive slot's.

const READS_AS = new Map<string, readonly string[]>([
  ['them', ['her']],
  ['they', ['she']],
  ['themselves', ['herself']],
  ['themself', ['herself']],
]);

const NONE: readonly string[] = [];

/** The pronouns a prompt word also reads as; empty when it is none. */
export const otherPronouns = (word: string): readonly string[] => READS_AS.get(word) ?? NONE;
