// Prints candidate terms for a category, for review by hand before they go into a policy file.
//
//   tsx scripts/lexicon/candidates.ts juvenile.n.01 [more synsets…] [--depth N] [--instances]
//       [--usage slang.n.02,colloquialism.n.01] [--against policies/platform.policy]
//   tsx scripts/lexicon/candidates.ts --ldnoobw [--against policies/platform.policy]
//
// --against leaves out words that are already terms of that file (any category).

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hasTerms } from '../../src/check/term-lists.ts';
import { candidatesFor, ldnoobwEnglish, WordNet, isLexiconError } from '../../src/lexicon/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';

function knownTerms(file: string | undefined): Set<string> {
  if (!file) return new Set();
  const { file: parsed } = parsePolicy(readFileSync(file, 'utf8'), file);
  const terms = new Set<string>();
  for (const line of parsed.lines) {
    if (line.kind === 'statement' && hasTerms(line.statement)) {
      for (const term of line.statement.terms) terms.add(term.value.toLowerCase().replace(/\*$/, ''));
    }
  }
  return terms;
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      depth: { type: 'string' },
      instances: { type: 'boolean' },
      usage: { type: 'string' },
      against: { type: 'string' },
      ldnoobw: { type: 'boolean' },
    },
  });
  const known = knownTerms(values.against);
  if (values.ldnoobw) {
    const { words, source } = ldnoobwEnglish();
    console.log(`# ${source}`);
    for (const word of words) if (!known.has(word)) console.log(`"${word}",`);
    return 0;
  }
  if (positionals.length === 0) {
    console.error('usage: candidates.ts SYNSET… [--depth N] [--instances] [--usage SYNSET,…] [--against FILE] | --ldnoobw');
    return 2;
  }
  const depth = values.depth === undefined ? undefined : Number(values.depth);
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 0)) {
    console.error('--depth must be a whole number');
    return 2;
  }
  const wordnet = WordNet.open();
  try {
    const groups = candidatesFor(wordnet, positionals, {
      depth,
      instances: values.instances,
      usage: values.usage?.split(',').filter((u) => u !== ''),
      known,
    });
    console.log(`# ${wordnet.version}`);
    for (const group of groups) {
      console.log(`\n# ${group.seed}: ${group.gloss}`);
      for (const c of group.candidates) console.log(`"${c.word}",  # ${c.gloss.slice(0, 90)}`);
    }
    return 0;
  } catch (e) {
    if (isLexiconError(e)) {
      console.error(`${e.code}: ${e.message}`);
      return 2;
    }
    throw e;
  } finally {
    wordnet.close();
  }
}

process.exitCode = main();
