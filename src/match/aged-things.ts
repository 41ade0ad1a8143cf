// Whom an age or a youth word speaks of: "a 2-year-old retriever", "a 12-year-old scotch", "a 10
// year old oak tree" and "a juvenile eagle" state no person's age. The noun the words describe (the
// head noun: after any adjectives, the last of up to two nouns, "guitar prodigy") decides. The
// lists of nouns that name no person come with the program (matching.notPeople, derived from
// WordNet by the compiler, src/lexicon/not-people.ts): the gate reads no file to decide.

import { isWordNetAdjective, isWordNetNoun, NOUN, promptLemmas } from './lemmas.ts';
import { POSSESSIVE_DETERMINERS } from './possessives.ts';

/** The nouns of one program that name no person, as sets. */
export interface NotPeopleNouns {
  /** Animals and plants. */
  living: ReadonlySet<string>;
  /** Animals, plants, food and drink: what is said to be "aged" ("whisky aged 12 years"). */
  aged: ReadonlySet<string>;
  /** Animals, plants, food, drink and objects. */
  things: ReadonlySet<string>;
}

export const notPeopleNouns = (lists: { living: readonly string[]; food: readonly string[]; objects: readonly string[] }): NotPeopleNouns => ({
  living: new Set(lists.living),
  aged: new Set([...lists.living, ...lists.food]),
  things: new Set([...lists.living, ...lists.food, ...lists.objects]),
});

// Words after an age that end its noun phrase: "a 9 year old with a dog" speaks of a person.
const LINKS = new Set('with and or in on at by near beside holding walking riding petting feeding hugging her his their its a an the my your our plus next to of for'.split(' '));
/** "whisky aged 12 years": the thing comes before. */
const AGED = new Set(['aged', 'age']);
/** Words an age is said after ("age 7", "turned 9"), which no thing's age is said with after it
 *  ("aged 12" may still be a whisky's that follows). */
const SAID_AFTER = new Set(['age', 'ages', 'agd', 'turned', 'turning', 'turns']);
/** Owners before an age: "her 12-year-old gaming laptop", "the creator's 10 year old car" ("creator
 *  s"). An owned age is a thing's whenever the head noun is an object, not only right after it. */
const OWNERS: ReadonlySet<string> = new Set([...POSSESSIVE_DETERMINERS, 's']);
/** How many adjectives may stand before the head noun ("a 5-year-old golden retriever"). */
const MODIFIERS = 2;

/** The word as listed: itself, or the singular of a plural ("retrievers"). */
function listed(word: string, set: ReadonlySet<string>): boolean {
  if (set.has(word)) return true;
  if (word.includes(' ')) return false; // a two-word name, already looked up whole
  return promptLemmas(word).some((l) => l.kind === NOUN && set.has(l.lemma));
}

/** The listed noun two words name ("great danes": "great dane"), or null. */
function listedPair(first: string, second: string, set: ReadonlySet<string>): string | null {
  const pair = `${first} ${second}`;
  if (set.has(pair)) return pair;
  for (const l of promptLemmas(second)) if (l.kind === NOUN && set.has(`${first} ${l.lemma}`)) return `${first} ${l.lemma}`;
  return null;
}

/** The head noun of the phrase that starts at words[from], or null: a possessive ("9 year old's
 *  dog") or a link word ends the phrase before any noun. A participle after the noun ("a retriever
 *  running") is no second noun; a breed listed in two words ("great dane") is one noun, though
 *  its first word reads as an adjective. */
function headNoun(words: readonly string[], from: number, nouns: NotPeopleNouns): { word: string; at: number } | null {
  let at = from;
  for (let skipped = 0; skipped < MODIFIERS; skipped++) {
    const w = words[at];
    if (w === undefined || LINKS.has(w) || w === 's') return null;
    const pair = at + 1 < words.length ? listedPair(w, words[at + 1]!, nouns.living) : null;
    if (pair !== null) return { word: pair, at: at + 1 };
    if (listed(w, nouns.things) || isWordNetNoun(w) || !isWordNetAdjective(w)) break;
    at++;
  }
  const first = words[at];
  if (first === undefined || LINKS.has(first) || first === 's') return null;
  const second = words[at + 1];
  const pair = second === undefined ? null : listedPair(first, second, nouns.living);
  if (pair !== null) return { word: pair, at: at + 1 };
  if (second !== undefined && !LINKS.has(second) && second !== 's' && !/(?:ing|ed)$/.test(second) && (listed(second, nouns.things) || isWordNetNoun(second))) return { word: second, at: at + 1 };
  return { word: first, at };
}

/** True when the age stated by words[first..last] is a thing's, not a person's: the word before
 *  it, before "aged", is such a thing ("scotch aged 12 years") or the noun it describes is ("12 year old single
 *  malt", "a 6-year-old horse"). A noun after punctuation that ends the phrase is the next tag of
 *  a list, not the noun described ("aged 12, puppy in her arms"): `pauses[i]` is true when such
 *  punctuation follows word i. */
export function describesAThing(words: readonly string[], first: number, last: number, nouns: NotPeopleNouns | null, pauses?: readonly boolean[]): boolean {
  if (nouns === null) return false;
  const before = words[first - 1];
  if (before !== undefined && AGED.has(words[first]!) && listed(before, nouns.aged)) return true;
  // "at age 7 building a sandcastle", "turned 9 horse riding": an age said after "age" or
  // "turned" with no thing before it is a person's; what follows does not own it.
  if (SAID_AFTER.has(words[first]!)) return false;
  if (pauses?.[last] === true) return false;
  const head = headNoun(words, last + 1, nouns);
  if (head === null) return false;
  // An animal, plant, food or drink anywhere in the phrase; an object only right after the age
  // ("a 14-year-old car"): in "a 9 year old studio portrait" the portrait may be the child's.
  // After an owner the age is the owned thing's wherever its object noun stands ("her
  // 12-year-old gaming laptop"): a person's age would not follow "her".
  const owned = first > 0 && OWNERS.has(words[first - 1]!);
  return listed(head.word, nouns.aged) || ((head.at === last + 1 || owned) && listed(head.word, nouns.things));
}

/** True when a youth word at words[first..last] that is an adjective ("juvenile", "baby") describes
 *  an animal or a plant ("a juvenile eagle"), not a person. A youth noun ("schoolgirl") is left
 *  alone: what follows it is not its head ("a schoolgirl horse riding"). */
export function youthWordOfAnAnimal(words: readonly string[], last: number, nouns: NotPeopleNouns | null): boolean {
  if (nouns === null || !isWordNetAdjective(words[last]!)) return false;
  const head = headNoun(words, last + 1, nouns);
  return head !== null && listed(head.word, nouns.living);
}
