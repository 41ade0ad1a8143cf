// Turns Peggy's expected set into one friendly sentence:
// "expected ':' after 'allow contexts', found 'portrait'" rather than Peggy's raw list.

import { didYouMean } from '../diagnostics/suggest.ts';
import { STATEMENT_KEYWORDS } from './keywords.ts';

/** The structural subset of Peggy's expectation objects that the message needs. */
export type Expectation =
  | { type: 'literal'; text: string }
  | { type: 'class' }
  | { type: 'any' }
  | { type: 'end' }
  | { type: 'other'; description: string };

export interface SyntaxMessage {
  message: string;
  /** Length of the offending token, for the caret. */
  length: number;
  suggestion?: string;
}

const TOKEN = /^(?:"(?:[^"\\\r\n]|\\.)*"?|[^\s,:"#]+|[^\r\n])/;

/** The token at the error position, as the user wrote it, or null at the end of the line. */
function tokenAt(text: string, offset: number): string | null {
  const rest = text.slice(offset);
  if (rest === '' || rest.startsWith('\n') || rest.startsWith('\r')) return null;
  return TOKEN.exec(rest)?.[0] ?? null;
}

/** What came before the error on its line: the whole phrase when short, else its last token. */
function precedingText(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset).trim();
  if (before.length <= 30) return before;
  const tokens = before.match(/"(?:[^"\\]|\\.)*"|[^\s,:"]+|[,:]/g) ?? [before];
  return tokens[tokens.length - 1] ?? before;
}

function describe(e: Expectation): string {
  switch (e.type) {
    case 'literal':
      return `'${e.text}'`;
    case 'end':
      return 'end of line';
    case 'other':
      return e.description;
    default:
      return 'a character';
  }
}

function joinAlternatives(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'something else';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function unknownStatement(word: string | null): SyntaxMessage {
  const shown = word ?? '';
  const suggestion = didYouMean(shown, STATEMENT_KEYWORDS) ?? didYouMean(shown, STATEMENT_KEYWORDS.map((k) => k.split(' ')[0]!));
  const message = `unknown statement '${shown}'; a statement starts with ${joinAlternatives(STATEMENT_KEYWORDS.map((k) => `'${k}'`))}`;
  return suggestion === undefined ? { message, length: Math.max(1, shown.length) } : { message, length: Math.max(1, shown.length), suggestion };
}

/**
 * @param text the invalid line group that was re-read alone
 * @param offset where Peggy stopped, relative to `text`
 */
export function syntaxMessage(text: string, offset: number, expected: readonly Expectation[]): SyntaxMessage {
  const found = tokenAt(text, offset);
  const atStatementStart = text.slice(0, offset).trim() === '';
  if (atStatementStart && expected.length > 0 && expected.every((e) => e.type === 'literal')) return unknownStatement(found);

  // A comment can always end a line; saying so on every error only adds noise.
  const wanted = [...new Set(expected.filter((e) => !(e.type === 'other' && e.description === 'comment')).map(describe))];
  const after = precedingText(text, offset);
  if (found !== null && /^"(?:[^"\\]|\\.)*(?:\\)?$/.test(found)) {
    return { message: `unterminated string${after === '' ? '' : ` after '${after}'`}: a quoted string must close with '"' on the same line`, length: found.length };
  }
  const badEscape = found === null ? null : /^"(?:[^\\"]|\\["\\])*(\\[^"\\]?)/.exec(found);
  if (badEscape !== null) {
    return { message: `unknown escape '${badEscape[1]}' in a string: only \\" (a quote) and \\\\ (a backslash) are allowed`, length: found?.length ?? 1 };
  }
  const foundText = found === null ? 'end of line' : `'${found}'`;
  const afterText = after === '' ? '' : ` after '${after}'`;
  const message = wanted.length === 1 && wanted[0] === 'end of line'
    ? `unexpected ${foundText}${afterText}; the statement is already complete`
    : `expected ${joinAlternatives(wanted)}${afterText}, found ${foundText}`;
  const hint = found?.startsWith('#') && after.endsWith(',') ? 'a comment cannot follow a trailing comma; put it on the last line of the list' : undefined;
  const length = Math.max(1, found?.length ?? 1);
  return hint === undefined ? { message, length } : { message, length, suggestion: hint };
}
