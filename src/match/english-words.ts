// Is a word correctly spelled English? The Hunspell dictionary of `dictionary-en` read with
// `nspell`, loaded once per process on first use (about 0.8 s: see docs/performance.md), because
// most processes that match never meet a word that needs the question.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Speller {
  correct(word: string): boolean;
}

const require = createRequire(import.meta.url);
let speller: Speller | undefined;

function load(): Speller {
  // dictionary-en's own entry reads these two files with top-level await, which a synchronous
  // gate cannot wait for: read the same files from the package's folder.
  const folder = dirname(require.resolve('dictionary-en'));
  const nspell = require('nspell') as (d: { aff: Buffer; dic: Buffer }) => Speller;
  return nspell({ aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) });
}

/** True when the dictionary knows the word, in lower case or capitalised ("paris" as "Paris"). */
export function isEnglishWord(word: string): boolean {
  const s = (speller ??= load());
  return s.correct(word) || s.correct(word.charAt(0).toUpperCase() + word.slice(1));
}

/** Loads the dictionary now rather than at the first question (the benchmark times this). */
export function loadEnglishWords(): void {
  speller ??= load();
}
