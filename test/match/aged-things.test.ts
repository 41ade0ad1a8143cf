// Whom an age or a youth word speaks of, decided by the head noun with the nouns WordNet says
// name no person (as the compiler puts them into every program).
import { describe, expect, it } from 'vitest';
import { describesAThing, notPeopleNouns, youthWordOfAnAnimal } from '../../src/match/aged-things.ts';
import { notPeople } from '../../src/lexicon/not-people.ts';
import { normalise } from '../../src/match/normalise.ts';

const nouns = notPeopleNouns(notPeople());
const words = (text: string): string[] => normalise(text).tokens.map((t) => t.word);

/** Whether the words `phrase` (found in `text`) describe a thing, not a person. */
function ageOfAThing(text: string, phrase: string): boolean {
  const tokens = normalise(text).tokens;
  const w = tokens.map((t) => t.word);
  const p = words(phrase);
  const first = w.findIndex((_, i) => p.every((x, k) => w[i + k] === x));
  return describesAThing(w, first, first + p.length - 1, nouns, tokens.map((t) => t.pause === true));
}

function youthOfAnAnimal(text: string, youth: string): boolean {
  const w = words(text);
  return youthWordOfAnAnimal(w, w.indexOf(youth), nouns);
}

describe('nouns that name no person', () => {
  it('come from WordNet by the most frequent sense: animals, plants, food, artifacts, never people', () => {
    const { living, food, objects } = notPeople();
    for (const w of ['retriever', 'horse', 'eagle', 'puppy', 'tree']) expect(living, w).toContain(w);
    for (const w of ['whisky', 'cheese']) expect(food, w).toContain(w);
    for (const w of ['car', 'house', 'castle']) expect(objects, w).toContain(w);
    for (const w of ['kid', 'child', 'girl', 'boy', 'baby', 'teen', 'student', 'minor']) expect([...living, ...food, ...objects], w).not.toContain(w);
  });

  it('list breeds of dog, cat and horse in two words when the last word alone is a person, never the first word alone', () => {
    const { living } = notPeople();
    for (const w of ['german shepherd', 'great dane', 'saint bernard', 'irish setter']) expect(living, w).toContain(w);
    for (const w of ['german', 'great', 'saint', 'irish', 'shepherd', 'dane', 'golden retriever']) expect(living, w).not.toContain(w);
  });
});

describe('an age speaks of an animal or a thing', () => {
  it('when its head noun is an animal, a plant, a food or a drink, adjectives allowed', () => {
    expect(ageOfAThing('a 2-year-old retriever', '2 year old')).toBe(true);
    expect(ageOfAThing('a 6-year-old horse', '6 year old')).toBe(true);
    expect(ageOfAThing('a 5-year-old golden retriever running', '5 year old')).toBe(true);
    expect(ageOfAThing('two 3 year old retrievers', '3 year old')).toBe(true);
    expect(ageOfAThing('a 12-year-old whisky', '12 year old')).toBe(true);
    expect(ageOfAThing('whisky aged 12 years', 'aged 12 years')).toBe(true);
  });

  it('when its head noun is a breed named in two words, whose last word alone would be a person', () => {
    expect(ageOfAThing('her 3-year-old German shepherd', '3 year old')).toBe(true);
    expect(ageOfAThing('two 4 year old great danes', '4 year old')).toBe(true);
    expect(ageOfAThing('a 2 year old big fluffy German shepherd', '2 year old')).toBe(true);
    expect(ageOfAThing('a 9 year old german girl', '9 year old')).toBe(false);
    expect(ageOfAThing('a 12 year old shepherd', '12 year old')).toBe(false);
  });

  it('not when the age is said after "age" or "turned": what follows does not own it', () => {
    expect(ageOfAThing('the creator at age 9 horse riding', 'age 9')).toBe(false);
    expect(ageOfAThing('at age 7 building a sandcastle', 'age 7')).toBe(false);
    expect(ageOfAThing('her dog, age 7', 'age 7')).toBe(true);
  });

  it('when an object follows it directly', () => {
    expect(ageOfAThing('a 14-year-old car', '14 year old')).toBe(true);
  });

  it('when an owner stands before it and its head noun is an object, wherever the object stands', () => {
    expect(ageOfAThing('her 12-year-old laptop', '12 year old')).toBe(true);
    expect(ageOfAThing('her 12-year-old gaming laptop', '12 year old')).toBe(true);
    expect(ageOfAThing('his 15 year old pickup truck', '15 year old')).toBe(true);
    expect(ageOfAThing("the creator's 10 year old sports car", '10 year old')).toBe(true);
  });

  it('not after an owner when the head noun is a person', () => {
    expect(ageOfAThing('her 10-year-old daughter', '10 year old')).toBe(false);
    expect(ageOfAThing('the creator with her 10-year-old', '10 year old')).toBe(false);
    expect(ageOfAThing("her 12-year-old daughter's laptop", '12 year old')).toBe(false);
  });

  it('not when the head noun is a person, nor across a link word or a possessive', () => {
    expect(ageOfAThing('a 12-year-old girl', '12 year old')).toBe(false);
    expect(ageOfAThing('a 12 year old guitar prodigy', '12 year old')).toBe(false);
    expect(ageOfAThing('a 9 year old in a classroom', '9 year old')).toBe(false);
    expect(ageOfAThing('a 9 year old with a dog', '9 year old')).toBe(false);
    expect(ageOfAThing("a 9-year-old's horse", '9 year old')).toBe(false);
    expect(ageOfAThing('the creator as a 10-year-old', '10 year old')).toBe(false);
  });

  it('not when punctuation ends the phrase: the next tag of a list is not the thing described', () => {
    expect(ageOfAThing('the creator aged 12, puppy in her arms', 'aged 12')).toBe(false);
    expect(ageOfAThing('the creator, 8 years old, teddy bear, bedroom', '8 years old')).toBe(false);
    expect(ageOfAThing('the creator, 10yo; lollipop', '10 yo')).toBe(false);
    // The thing before "aged" still owns the age, punctuation or not.
    expect(ageOfAThing('scotch aged 12 years, neat', 'aged 12 years')).toBe(true);
    expect(ageOfAThing('a 12 year old whisky, neat', '12 year old')).toBe(true);
  });

  it('not when an object is the second noun: the portrait may be the child’s', () => {
    expect(ageOfAThing('a 9 year old studio portrait', '9 year old')).toBe(false);
    expect(ageOfAThing('portrait, aged 9', 'aged 9')).toBe(false);
  });

  it('never without the lists (a program compiled before them)', () => {
    const w = words('a 2-year-old retriever');
    expect(describesAThing(w, 1, 3, null)).toBe(false);
  });
});

describe('a youth adjective speaks of an animal or a plant', () => {
  it('when its head noun is one', () => {
    expect(youthOfAnAnimal('a juvenile eagle', 'juvenile')).toBe(true);
    expect(youthOfAnAnimal('a juvenile bald eagle', 'juvenile')).toBe(true);
  });

  it('not when it names a person or stands alone, nor for a youth noun', () => {
    expect(youthOfAnAnimal('the creator as a juvenile', 'juvenile')).toBe(false);
    expect(youthOfAnAnimal('a juvenile offender', 'juvenile')).toBe(false);
    expect(youthOfAnAnimal('a schoolgirl horse riding lesson', 'schoolgirl')).toBe(false);
  });
});
