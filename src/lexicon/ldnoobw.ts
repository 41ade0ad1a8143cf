// The English "List of Dirty, Naughty, Obscene and Otherwise Bad Words" (LDNOOBW) as shipped by
// the `naughty-words` package: raw material for the adult and abuse categories, reviewed by hand.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function ldnoobwEnglish(): { words: string[]; source: string } {
  const words = require('naughty-words/en.json') as string[];
  const { version } = require('naughty-words/package.json') as { version: string };
  return { words: [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w !== ''))], source: `LDNOOBW (naughty-words ${version}, en)` };
}
