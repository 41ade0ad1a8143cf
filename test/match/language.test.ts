// The language check: a prompt the gate cannot read is named by its language; English full of
// names, places, brands, loanwords and misspellings is not. Judged with the program's settings.
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { isDictionaryWord } from '../../src/match/dictionary.ts';
import { unreadableLanguage } from '../../src/match/language.ts';

const english = MATCHING_SETTINGS.language;

describe('unreadableLanguage', () => {
  it.each([
    ['fumando un cigarrillo', 'es', 'Spanish'],
    ['la creadora en la playa al atardecer', 'es', 'Spanish'],
    ['die Schöpferin raucht eine Zigarette', 'de', 'German'],
    ['la créatrice fume une cigarette', 'fr', 'French'],
    ['a criadora fumando um cigarro na praia', 'pt', 'Portuguese'],
    ['la creatrice che fuma una sigaretta', 'it', 'Italian'],
    ['the creator fumando un cigarrillo in a park', 'es', 'Spanish'],
    // A borrowed phrase inside foreign text does not make the rest of it English.
    ['la créatrice avec une joie de vivre fume une cigarette', 'fr', 'French'],
    // Short function words that are also English dictionary words ("en", "la") do not split a stretch.
    ['the creator posando desnuda en la cama de un hotel', 'es', 'Spanish'],
  ])('%s → %s', (prompt, language, name) => {
    expect(unreadableLanguage(prompt, english)).toEqual({ language, name });
  });

  it.each([
    'studio portrait, soft light',
    'portrait',
    'Mira Okafor at the Louvre, Paris',
    'croissant and espresso at a café in Montmartre',
    'the creator in a kimono in Kyoto',
    'Oktoberfest beer tent, lederhosen',
    'the creator wearing a sombrero at a fiesta',
    'a sexxy lingeree photoshoot',
    'the creator eating pho and banh mi in Hanoi',
    'posing in front of the Sagrada Familia in Barcelona',
    'the creator sipping a caipirinha on Copacabana beach',
    'a 9-year-old, studio light',
    // Phrases English borrowed whole, listed by WordNet: not foreign stretches.
    'the creator with a joie de vivre smile at a street market',
    'a feeling of déjà vu in an empty hallway, the creator by the window',
    'the creator ordering coq au vin in a bistro',
    'the creator in a tête-à-tête with a friend over coffee',
    'the creator at a Cinco de Mayo parade',
    // Two foreign words side by side in a prompt read as English as a whole: a borrowed phrase
    // WordNet does not list.
    'the creator raising a glass and saying bon appétit at a long dinner table',
    'the creator singing hakuna matata with friends around a campfire',
    '',
  ])('%s → readable', (prompt) => {
    expect(unreadableLanguage(prompt, english)).toBeNull();
  });

  it('lets through a language the program reads', () => {
    expect(unreadableLanguage('la creadora en la playa al atardecer', { ...english, reads: ['en', 'es'] })).toBeNull();
  });
});

describe('isDictionaryWord', () => {
  it('knows English words in any case and with or without accents, and not foreign ones', () => {
    for (const w of ['portrait', 'Portrait', 'PARIS', 'paris', 'café', 'kidnapped']) expect(isDictionaryWord(w), w).toBe(true);
    for (const w of ['cigarrillo', 'fumando', 'raucht', 'sigaretta']) expect(isDictionaryWord(w), w).toBe(false);
  });
});
