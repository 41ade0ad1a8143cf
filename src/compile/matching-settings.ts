// The reading settings every program carries (src/program/types.ts MatchingSettings): the word
// list, the spelling allowance, the lemmatiser and the languages read. Changing any of them
// changes every policyHash, so a decision never changes under an unchanged version.
import type { MatchingSettings } from '../program/types.ts';

export const MATCHING_SETTINGS: MatchingSettings = {
  spelling: { dictionary: 'dictionary-en@4.0.0', oneEditFrom: 6, twoEditsFrom: 10 },
  inflection: { lemmatiser: 'wink-lemmatizer@3.0.4' },
  language: { reads: ['en'], detector: 'eld@2.1.0' },
};
