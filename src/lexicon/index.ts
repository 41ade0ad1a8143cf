// Lexical resources for building term lists: WordNet 3.1 (synsets, synonyms, hyponyms, usage
// domains) and suggestions for creators. Tooling only: the gate never reads these files.

export { WordNet, wordnetLocation, PARTS_OF_SPEECH, type NamedSynset } from './wordnet.ts';
export { parseSynset, wordFromWordNet, type PartOfSpeech, type Pointer, type Synset } from './synset.ts';
export { suggestTerms, readSuggestTerm, SUGGEST_MAX_LENGTH, type SenseSuggestion, type Suggestions } from './suggest.ts';
export { LexiconError, isLexiconError, type LexiconErrorCode } from './errors.ts';
export { candidatesFor, type Candidate, type CandidateGroup, type CandidateOptions } from './candidates.ts';
export { ldnoobwEnglish } from './ldnoobw.ts';
