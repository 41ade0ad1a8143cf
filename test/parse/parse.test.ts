// parsePolicy: the syntax tree of every statement, with locations, comments and continuation lines.

import { describe, expect, it } from 'vitest';
import type { Line, Statement } from '../../src/language/ast.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { shape, statementOf } from './statements.ts';

describe('parsePolicy reads every statement', () => {
  it.each<[string, unknown]>([
    ['creator mira-okafor "Mira Okafor"', { kind: 'creator', slug: { name: 'mira-okafor' }, displayName: { value: 'Mira Okafor' } }],
    ['allow contexts: portrait, fitness', { kind: 'allow-contexts', contexts: [{ name: 'portrait' }, { name: 'fitness' }] }],
    ['realism ceiling: illustrative', { kind: 'realism-ceiling', tier: { name: 'illustrative' } }],
    ['conversation: licensed', { kind: 'conversation', licensed: true, word: { name: 'licensed' } }],
    ['conversation: not   licensed', { kind: 'conversation', licensed: false, word: { name: 'not licensed' } }],
    ['open adult: lingerie, nudity', { kind: 'open-adult', categories: [{ name: 'lingerie' }, { name: 'nudity' }] }],
    ['forbid alcohol "Alcohol": "beer", "cocktail*"', { kind: 'forbid', id: { name: 'alcohol' }, label: { value: 'Alcohol' }, terms: [{ value: 'beer' }, { value: 'cocktail*' }] }],
    ['forbid alcohol "Alcohol":', { kind: 'forbid', id: { name: 'alcohol' }, label: { value: 'Alcohol' }, terms: [] }],
    ['exclude brand rival-cola "Rival Cola": "rival cola"', { kind: 'exclude-brand', id: { name: 'rival-cola' }, label: { value: 'Rival Cola' }, terms: [{ value: 'rival cola' }] }],
    ['session cap: 20 per 24h, advisory', { kind: 'session-cap', limit: { value: 20 }, window: { amount: 24, unit: 'h', raw: '24h' }, enforcement: { name: 'advisory' } }],
    ['variety nudge: 4 repeats per 90m', { kind: 'variety-nudge', repeats: { value: 4 }, window: { amount: 90, unit: 'm', raw: '90m' } }],
    ['expect allow: context portrait, prompt "soft light"', {
      kind: 'expect', outcome: { name: 'allow' }, rule: null, category: null,
      fields: [{ name: { name: 'context' }, value: { name: 'portrait' } }, { name: { name: 'prompt' }, value: { value: 'soft light' } }],
    }],
    ['expect refuse forbidden_depiction alcohol: context portrait, prompt "beer"', {
      kind: 'expect', outcome: { name: 'refuse' }, rule: { name: 'forbidden_depiction' }, category: { name: 'alcohol' },
      fields: [{ name: { name: 'context' }, value: { name: 'portrait' } }, { name: { name: 'prompt' }, value: { value: 'beer' } }],
    }],
    ['expect refuse context_not_permitted: context cosplay, prompt "x"', {
      kind: 'expect', outcome: { name: 'refuse' }, rule: { name: 'context_not_permitted' }, category: null,
      fields: [{ name: { name: 'context' }, value: { name: 'cosplay' } }, { name: { name: 'prompt' }, value: { value: 'x' } }],
    }],
    ['prohibit minors-context "Minors": "child", "kid*"', { kind: 'prohibit', id: { name: 'minors-context' }, label: { value: 'Minors' }, terms: [{ value: 'child' }, { value: 'kid*' }] }],
    ['adult nudity "Nudity": "nude"', { kind: 'adult', id: { name: 'nudity' }, label: { value: 'Nudity' }, terms: [{ value: 'nude' }] }],
    ['require age-assurance', { kind: 'require', what: { name: 'age-assurance' }, forTier: null }],
    ['require identity for photoreal', { kind: 'require', what: { name: 'identity' }, forTier: { name: 'photoreal' } }],
  ])('%s', (text, expected) => {
    expect(shape(statementOf(text))).toEqual(expected);
  });

  it('keeps a unit it does not know for check/ to judge', () => {
    expect(shape(statementOf('variety nudge: 3 repeats per 24'))).toMatchObject({ window: { amount: 24, unit: '', raw: '24' } });
    expect(shape(statementOf('variety nudge: 3 repeats per 2weeks'))).toMatchObject({ window: { amount: 2, unit: 'weeks' } });
  });

  it('resolves \\" and \\\\ escapes in strings', () => {
    expect(shape(statementOf('creator x "say \\"hi\\" \\\\ bye"'))).toMatchObject({ displayName: { value: 'say "hi" \\ bye' } });
  });
});

describe('lines, comments and locations', () => {
  const source = [
    '# header comment',
    'creator mira-okafor "Mira"   # trailing',
    '',
    '   ',
    'forbid alcohol "Alcohol": "beer", ',
    '    "wine",',
    '\t"cocktail*"  # drinks',
    '  #indented comment',
  ].join('\n');
  const { file, diagnostics } = parsePolicy(source, 'mira-okafor.boundary');

  it('gives one entry per line group, a continued statement being one', () => {
    expect(diagnostics).toEqual([]);
    expect(file.lines.map((l: Line) => l.kind)).toEqual(['comment', 'statement', 'blank', 'blank', 'statement', 'comment']);
  });

  it('keeps comment text after # untrimmed, full-line and trailing', () => {
    expect(file.lines[0]).toMatchObject({ kind: 'comment', text: ' header comment' });
    expect(file.lines[1]).toMatchObject({ kind: 'statement', comment: ' trailing' });
    expect(file.lines[4]).toMatchObject({ kind: 'statement', comment: ' drinks' });
    expect(file.lines[5]).toMatchObject({ kind: 'comment', text: 'indented comment' });
  });

  it('locates statements across continuation lines and tokens on their own line', () => {
    const line = file.lines[4]!;
    if (line.kind !== 'statement' || line.statement.kind !== 'forbid') throw new Error('expected forbid');
    expect(line.statement.loc.start).toEqual({ offset: source.indexOf('forbid'), line: 5, column: 1 });
    expect(line.statement.loc.end.line).toBe(7);
    expect(line.statement.terms.map((t) => [t.value, t.loc.start.line, t.loc.start.column])).toEqual([
      ['beer', 5, 27], ['wine', 6, 5], ['cocktail*', 7, 2],
    ]);
    expect(line.statement.id.loc).toMatchObject({ start: { line: 5, column: 8 }, end: { line: 5, column: 15 } });
  });

  it('reads an empty file as no lines and ignores the empty text after a final newline', () => {
    expect(parsePolicy('', 'x.policy').file.lines).toEqual([]);
    expect(parsePolicy('require age-assurance\n', 'x.policy').file.lines).toHaveLength(1);
    expect(parsePolicy('require age-assurance\n\n', 'x.policy').file.lines.map((l) => l.kind)).toEqual(['statement', 'blank']);
  });

  it('ignores a byte-order mark before the first line', () => {
    const r = parsePolicy('\uFEFFcreator a "A"\n', 'a.boundary');
    expect(r.diagnostics).toEqual([]);
    expect(r.file.lines[0]).toMatchObject({ kind: 'statement', statement: { kind: 'creator', slug: { name: 'a' } } });
  });

  it('accepts CRLF line ends', () => {
    const r = parsePolicy('creator a "A"\r\nallow contexts: portrait,\r\n  fitness\r\n', 'a.boundary');
    expect(r.diagnostics).toEqual([]);
    expect(r.file.lines.map((l) => l.kind)).toEqual(['statement', 'statement']);
  });
});

describe('syntax errors', () => {
  const errors = (text: string) => parsePolicy(text, 'policies/creators/x.boundary').diagnostics;

  it('gives one precise error per broken line group, with line and column in the file', () => {
    const ds = errors([
      'creator x "X"',
      'allow contexts portrait',
      'realism ceiling: photoreal extra',
      'forbid a "A": "one",',
      '    "two" oops',
      'session cap: 20 per 24h',
    ].join('\n'));
    expect(ds.map((d) => [d.code, d.severity, d.line, d.column, d.length])).toEqual([
      ['syntax-error', 'error', 2, 16, 8],
      ['syntax-error', 'error', 3, 28, 5],
      ['syntax-error', 'error', 5, 11, 4],
      ['syntax-error', 'error', 6, 24, 1],
    ]);
    expect(ds.map((d) => d.message)).toEqual([
      "expected ':' after 'allow contexts', found 'portrait'",
      "unexpected 'extra' after 'realism ceiling: photoreal'; the statement is already complete",
      "expected ',' or end of line after '\"two\"', found 'oops'",
      "expected ',' after 'session cap: 20 per 24h', found end of line",
    ]);
    expect(ds[0]!.file).toBe('policies/creators/x.boundary');
  });

  it('names an unknown statement and suggests the nearest keyword', () => {
    const [d] = errors('forbd alcohol "Alcohol": "beer"');
    expect(d).toMatchObject({ line: 1, column: 1, length: 5, suggestion: "did you mean 'forbid'?" });
    expect(d!.message).toMatch(/^unknown statement 'forbd'; a statement starts with 'creator', 'allow contexts'/);
  });

  it('says when a string is not closed', () => {
    const [d] = errors('creator x "X');
    expect(d).toMatchObject({ line: 1, column: 11, message: "unterminated string after 'creator x': a quoted string must close with '\"' on the same line" });
  });

  it('explains that a comment cannot follow a trailing comma', () => {
    const [d] = errors('forbid a "A": "one",  # more below\n    "two"');
    expect(d).toMatchObject({ line: 1, column: 23, suggestion: 'a comment cannot follow a trailing comma; put it on the last line of the list' });
  });

  it('rejects escapes other than \\" and \\\\', () => {
    const [d] = errors('creator x "a\\nb"');
    expect(d).toMatchObject({ code: 'syntax-error', line: 1, column: 11, message: 'unknown escape \'\\n\' in a string: only \\" (a quote) and \\\\ (a backslash) are allowed' });
  });

  it('does not treat an indented line after a complete statement as a continuation', () => {
    const ds = errors('allow contexts: portrait\n    fitness');
    expect(ds.map((d) => [d.line, d.column])).toEqual([[2, 5]]);
    expect(ds[0]!.message).toMatch(/^unknown statement 'fitness'/);
  });
});
