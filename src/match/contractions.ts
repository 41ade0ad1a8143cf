// A negative contraction is read as its two words, in terms and prompts alike: "isn't", "isnt"
// and "is not" are one reading ("is not"), so a term written with any of them matches a prompt
// written with another ("not wearing a stitch" in "she isn't wearing a stitch", "hasn't turned 18"
// in "has not turned 18"). The apostrophe splits "isn't" into "isn" and "t"; written without it,
// the contraction is one word ("isnt"). Only these auxiliaries: "ain't" says too many things.

/** The word before "n't" (as the apostrophe splits it) → the auxiliary it stands for. */
const BEFORE_APOSTROPHE = new Map<string, string>([
  ['isn', 'is'],
  ['aren', 'are'],
  ['wasn', 'was'],
  ['weren', 'were'],
  ['doesn', 'does'],
  ['don', 'do'],
  ['didn', 'did'],
  ['hasn', 'has'],
  ['haven', 'have'],
  ['hadn', 'had'],
  ['couldn', 'could'],
  ['wouldn', 'would'],
  ['shouldn', 'should'],
  ['mustn', 'must'],
  ['needn', 'need'],
  ['won', 'will'],
  ['can', 'can'],
  ['shan', 'shall'],
]);

/** A contraction written as one word (no apostrophe: "isnt", "wont", "cant") → its auxiliary;
 *  and "cannot". */
const WITHOUT_APOSTROPHE = new Map<string, string>([...[...BEFORE_APOSTROPHE].map(([before, aux]): [string, string] => [`${before}t`, aux]), ['cannot', 'can']]);

export const NOT = 'not';

/** The auxiliary of "<word>'t" ("isn" → "is"), or undefined when the word is no such part. */
export const auxiliaryBeforeApostrophe = (word: string): string | undefined => BEFORE_APOSTROPHE.get(word);

/** The auxiliary of a contraction written as one word ("isnt" → "is"), or undefined. */
export const auxiliaryOfJoined = (word: string): string | undefined => WITHOUT_APOSTROPHE.get(word);
