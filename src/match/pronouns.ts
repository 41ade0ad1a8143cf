// Pronouns stand for one another. A prompt names the person depicted with whichever pronoun its
// writer uses ("on their knees", "pinning them down"), while a term is written with one of them
// ("on her knees", "pinning her down"): the gate protects the person, not a grammatical gender.
// So a prompt's pronoun also reads as the pronouns that can say what it says, inside a phrase
// only (a pronoun alone is no term). "her" is both object and possessive, so the others read as
// "her", but "her" reads as none of them: "riding her bike" must not become "riding him".

const READS_AS: Record<string, readonly string[]> = {
  his: ['their', 'her'],
  their: ['his', 'her'],
  him: ['them', 'her'],
  them: ['him', 'her'],
  she: ['he', 'they'],
  he: ['she', 'they'],
  they: ['she', 'he'],
  herself: ['himself', 'themselves', 'themself'],
  himself: ['herself', 'themselves', 'themself'],
  themselves: ['herself', 'himself', 'themself'],
  themself: ['herself', 'himself', 'themselves'],
};

const NONE: readonly string[] = [];
const OTHERS = new Map<string, readonly string[]>(Object.entries(READS_AS));

/** The pronouns a prompt word also reads as; empty when it is none. */
export const otherPronouns = (word: string): readonly string[] => OTHERS.get(word) ?? NONE;
