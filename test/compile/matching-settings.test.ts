// The reading settings every program carries name the packages this build reads words with, at
// their installed versions: upgrading the dictionary, the lemmatiser or the language detector
// without saying so here would change decisions under an unchanged policyHash.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { policyHash } from '../../src/program/hash.ts';
import { sampleProgram } from '../program/sample-program.ts';

const installed = (name: string): string => {
  // Read from node_modules directly: some packages do not export their package.json.
  const manifest = JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string };
  return `${name}@${manifest.version}`;
};

describe('the reading settings of a program', () => {
  it('name the installed dictionary, lemmatiser and language detector', () => {
    expect(MATCHING_SETTINGS.spelling.dictionary).toBe(installed('dictionary-en'));
    expect(MATCHING_SETTINGS.inflection.lemmatiser).toBe(installed('wink-lemmatizer'));
    expect(MATCHING_SETTINGS.language.detector).toBe(installed('eld'));
  });

  it('are part of the policyHash: another dictionary, allowance, lemmatiser or normalisation is another version', () => {
    const hash = policyHash(sampleProgram());
    const changed = [
      (p: any) => (p.matching = { ...p.matching, spelling: { ...p.matching.spelling, dictionary: 'dictionary-en@5.0.0' } }),
      (p: any) => (p.matching = { ...p.matching, spelling: { ...p.matching.spelling, oneEditFrom: 5 } }),
      (p: any) => (p.matching = { ...p.matching, inflection: { lemmatiser: 'wink-lemmatizer@4.0.0' } }),
      (p: any) => (p.normalisation = 'likeness.normalise/2'),
    ];
    for (const change of changed) {
      const program = sampleProgram();
      change(program);
      expect(policyHash(program)).not.toBe(hash);
    }
  });
});
