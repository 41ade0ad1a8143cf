// `likeness policy suggest TERM [--json]`: WordNet synonyms and narrower terms for a word a
// creator wants to forbid, one group per sense with its gloss, ready to paste as quoted terms.

import type { Command } from 'commander';
import { isLexiconError, suggestTerms, WordNet, type Suggestions } from '../../lexicon/index.ts';
import { CliError } from '../errors.ts';
import type { Output } from '../output.ts';

interface SuggestOptions {
  json?: boolean;
}

export function renderSuggestions(result: Suggestions): string {
  const lines: string[] = [];
  const forms = result.lookedUp.filter((f) => f !== result.term);
  lines.push(`suggestions for "${result.term}"${forms.length > 0 ? ` (looked up as ${forms.join(', ')})` : ''} from ${result.source}`);
  if (result.senses.length === 0) {
    lines.push('', `WordNet has no entry for "${result.term}": try its dictionary form or a shorter phrase.`);
    return lines.join('\n');
  }
  for (const sense of result.senses) {
    lines.push('', `${sense.sense} (${sense.partOfSpeech}): ${sense.gloss}`);
    if (sense.synonyms.length > 0) lines.push(`  synonyms: ${sense.synonyms.join(', ')}`);
    if (sense.narrower.length > 0) lines.push(`  narrower: ${sense.narrower.join(', ')}`);
    lines.push(sense.paste === '' ? '  (no other words for this sense)' : `  paste:    ${sense.paste}`);
  }
  lines.push('', 'Pick the senses you mean; words of other senses would forbid more than you intend.');
  return lines.join('\n');
}

export function runSuggest(term: string, options: SuggestOptions, output: Output): number {
  const wordnet = WordNet.open();
  try {
    const result = suggestTerms(wordnet, term);
    output.out(options.json ? JSON.stringify(result, null, 2) : renderSuggestions(result));
    return 0;
  } catch (e) {
    if (isLexiconError(e)) throw new CliError(e.code, e.message);
    throw e;
  } finally {
    wordnet.close();
  }
}

export function registerSuggest(policy: Command, output: Output): void {
  policy
    .command('suggest')
    .description('suggest WordNet synonyms and narrower terms for a word to forbid, by sense')
    .argument('<term>', 'a word or short phrase, e.g. smoking')
    .option('--json', 'print the suggestions as JSON')
    .action((term: string, options: SuggestOptions) => {
      process.exitCode = runSuggest(term, options, output);
    });
}
