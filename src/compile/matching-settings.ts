// The reading settings every program carries (src/program/types.ts MatchingSettings): the
// version of the matching rules, the word list, the spelling allowance, the lemmatiser and the languages read. Changing any of them
// changes every policyHash, so a decision never changes under an unchanged version.
import type { MatchingSettings } from '../program/types.ts';
import { notPeople } from '../lexicon/not-people.ts';
import { sealCanonical } from '../program/canonical.ts';

export const MATCHING_SETTINGS: MatchingSettings = {
  // Bump whenever a rule of src/match changes what a program matches.
  rules: 'likeness.match/18',
  spelling: { dictionary: 'dictionary-en@4.0.0', oneEditFrom: 6, twoEditsFrom: 10 },
  inflection: { lemmatiser: 'wink-lemmatizer@3.0.4' },
  language: { reads: ['en'], detector: 'eld@2.1.0' },
};

/** The matching block a program compiled by this build carries: the settings and the nouns
 *  WordNet says are not people (src/lexicon/not-people.ts), derived once per process and sealed
 *  (see sealCanonical), so that their canonical text is written once, not at every compile. */
export const programMatching = (): MatchingSettings => ({ ...MATCHING_SETTINGS, notPeople: sealCanonical(notPeople()) });
