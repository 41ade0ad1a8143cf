// One test per creator-file diagnostic code: code, severity, line, column and suggestion.

import { describe, expect, it } from 'vitest';
import { CLEAN_CREATOR, diagnoseCreator, withCode, withLine } from './helpers.ts';

interface Case {
  code: string;
  source: string;
  fileName?: string;
  severity: 'error' | 'warning';
  line: number;
  column: number;
  length?: number;
  suggestion?: string | RegExp;
  message?: RegExp;
}

const cases: Case[] = [
  { code: 'unknown-context', source: withLine(4, 'allow contexts: gamer-avatar, portrait'), severity: 'error', line: 4, column: 17, length: 12,
    suggestion: "did you mean 'gaming-avatar'?", message: /unknown context 'gamer-avatar'/ },
  { code: 'unknown-realism', source: withLine(5, 'realism ceiling: photoreel'), severity: 'error', line: 5, column: 18, suggestion: "did you mean 'photoreal'?" },
  { code: 'unknown-rule', source: withLine(18, 'expect refuse forbiden_depiction alcohol: context portrait, prompt "beer"'), severity: 'error', line: 18, column: 15,
    suggestion: "did you mean 'forbidden_depiction'?" },
  { code: 'unknown-adult-category', source: withLine(7, 'open adult: lingery'), severity: 'error', line: 7, column: 13, suggestion: "did you mean 'lingerie'?" },
  { code: 'unknown-category', source: withLine(18, 'expect refuse forbidden_depiction alcohl: context portrait, prompt "beer"'), severity: 'error', line: 18, column: 35,
    suggestion: "did you mean 'alcohol'?" },
  { code: 'duplicate-id', source: withLine(12, 'forbid politics "Again": "rally"'), severity: 'error', line: 12, column: 8, suggestion: /different id/,
    message: /already defined on line 9/ },
  { code: 'duplicate-statement', source: withLine(16, 'realism ceiling: stylised'), severity: 'error', line: 16, column: 1, suggestion: 'the first is on line 5; keep one' },
  { code: 'open-non-adult', source: withLine(7, 'open adult: lingerie, politics'), severity: 'error', line: 7, column: 23, suggestion: 'adult categories are: nudity, lingerie' },
  { code: 'id-collides-with-platform', source: withLine(12, 'forbid nudity "Nudity": "bare"'), severity: 'error', line: 12, column: 8, suggestion: /another id/ },
  { code: 'empty-term-list', source: withLine(12, 'forbid gambling "Gambling":'), severity: 'error', line: 12, column: 8, suggestion: /add terms/ },
  { code: 'term-normalises-to-nothing', source: withLine(12, 'forbid gambling "Gambling": "dice", "!!!"'), severity: 'error', line: 12, column: 37, length: 5 },
  { code: 'bad-wildcard', source: withLine(12, 'forbid gambling "Gambling": "po*ker"'), severity: 'error', line: 12, column: 32, length: 1, suggestion: /trailing \*/ },
  { code: 'term-covered-by-platform', source: withLine(12, 'forbid exposure "Exposure": "fully nude beach"'), severity: 'warning', line: 12, column: 29,
    message: /'nudity' term "nude"/, suggestion: /drop the term/ },
  { code: 'term-folds-into-word', source: withLine(12, 'forbid gambling "Gambling": "dice", "sa\'d"'), severity: 'warning', line: 12, column: 37, message: /make the English word "sad"/ },
  { code: 'confusable-term', source: withLine(12, 'forbid gambling "Gambling": "cаsino"'), severity: 'warning', line: 12, column: 29, message: /U\+0430/ },
  { code: 'zero-cap', source: withLine(14, 'session cap: 0 per 24h, block'), severity: 'error', line: 14, column: 14, suggestion: 'use a positive number' },
  { code: 'bad-duration', source: withLine(15, 'variety nudge: 4 repeats per 24y'), severity: 'error', line: 15, column: 30, length: 3, suggestion: /m \(minutes\), h \(hours\) or d \(days\)/ },
  { code: 'slug-mismatch', source: CLEAN_CREATOR, fileName: 'policies/creators/mira.boundary', severity: 'error', line: 2, column: 9,
    suggestion: "rename the file to 'mira-okafor.boundary' or write 'creator mira …'" },
  { code: 'missing-creator', source: withLine(2, '# (no creator line)'), severity: 'error', line: 1, column: 1 },
  { code: 'creator-not-first', source: `allow contexts: portrait\n${CLEAN_CREATOR.replace('allow contexts: portrait, fashion-editorial, fitness\n', '')}`,
    severity: 'error', line: 3, column: 1, suggestion: /move this line to the top/ },
  { code: 'statement-not-allowed', source: withLine(16, 'require age-assurance'), severity: 'error', line: 16, column: 1,
    suggestion: "'require age-assurance' belongs in the platform file (.policy)" },
  { code: 'bad-id', source: withLine(12, 'exclude brand Rival_Cola "Rival Cola": "rival cola"'), severity: 'error', line: 12, column: 15, suggestion: "write 'rival-cola'" },
  { code: 'unknown-enforcement', source: withLine(14, 'session cap: 20 per 24h, blocking'), severity: 'error', line: 14, column: 26, suggestion: "did you mean 'block'?" },
  { code: 'unknown-mode', source: withLine(17, 'expect allow: context portrait, prompt "x", mode video'), severity: 'error', line: 17, column: 50,
    suggestion: /expected one of: image, conversation/ },
  { code: 'unknown-expect-field', source: withLine(17, 'expect allow: context portrait, prompt "x", realsim stylised'), severity: 'error', line: 17, column: 45,
    suggestion: "did you mean 'realism'?" },
  { code: 'duplicate-expect-field', source: withLine(17, 'expect allow: context portrait, prompt "x", context fitness'), severity: 'error', line: 17, column: 45, suggestion: 'keep one' },
  { code: 'expect-missing-field', source: withLine(17, 'expect allow: context portrait'), severity: 'error', line: 17, column: 1, message: /no 'prompt'/ },
  { code: 'bad-expect-value', source: withLine(17, 'expect allow: context "portrait", prompt "x"'), severity: 'error', line: 17, column: 23, suggestion: 'remove the quotes' },
  { code: 'unreachable-expectation', source: withLine(17, 'expect refuse insufficient_credit credit: context portrait, prompt "x"'), severity: 'warning', line: 17, column: 15 },
  { code: 'duplicate-item', source: withLine(4, 'allow contexts: portrait, fitness, portrait'), severity: 'warning', line: 4, column: 36, suggestion: 'remove the repeat' },
  { code: 'missing-allow-contexts', source: withLine(4, ''), severity: 'warning', line: 2, column: 1, suggestion: /allow contexts: portrait/ },
  { code: 'missing-realism-ceiling', source: withLine(5, ''), severity: 'warning', line: 2, column: 1, message: /'stylised', applies/ },
];

describe('checkCreator reports each problem with a stable code at the right place', () => {
  it('reports nothing for a clean boundary file', () => {
    expect(diagnoseCreator(CLEAN_CREATOR)).toEqual([]);
  });

  it.each(cases)('$code', (c) => {
    const all = diagnoseCreator(c.source, c.fileName);
    const found = withCode(all, c.code);
    expect(found, JSON.stringify(all, null, 1)).toHaveLength(1);
    const d = found[0]!;
    expect(d).toMatchObject({ severity: c.severity, line: c.line, column: c.column });
    expect(d.file).toBe(c.fileName ?? 'policies/creators/mira-okafor.boundary');
    if (c.length !== undefined) expect(d.length).toBe(c.length);
    if (c.message !== undefined) expect(d.message).toMatch(c.message);
    if (typeof c.suggestion === 'string') expect(d.suggestion).toBe(c.suggestion);
    else if (c.suggestion !== undefined) expect(d.suggestion).toMatch(c.suggestion);
    // Nothing else in the clean file broke: the only new diagnostics are the ones under test.
    expect(all.filter((x) => x.code !== c.code && x.severity === 'error')).toEqual([]);
  });

  it('collects every problem of a file in one run, ordered by position', () => {
    const source = [withLine(4, 'allow contexts: gamer-avatar'), ''].join('\n')
      .replace('realism ceiling: illustrative', 'realism ceiling: hyperreal')
      .replace('session cap: 20 per 24h, advisory', 'session cap: 0 per 24h, advisory');
    const codes = diagnoseCreator(source).map((d) => `${d.line}:${d.code}`);
    expect(codes).toEqual(['4:unknown-context', '5:unknown-realism', '14:zero-cap']);
  });

  it('accepts every fixed category for its rule and the forbid, brand and context ids of the file', () => {
    const lines = [
      'expect refuse excluded_brand rival-cola: context portrait, prompt "rival cola can"',
      'expect refuse conversation_not_licensed conversation: context portrait, prompt "chat", mode conversation',
      'expect refuse forbidden_depiction politics: context portrait, prompt "vote"',
      'expect refuse context_not_permitted cosplay: context cosplay, prompt "x"',
    ];
    expect(diagnoseCreator(`${CLEAN_CREATOR}${lines.join('\n')}\n`)).toEqual([]);
  });

  it('does not accept an adult category the creator opened as a forbidden_depiction category', () => {
    const d = withCode(diagnoseCreator(`${CLEAN_CREATOR}expect refuse forbidden_depiction lingerie: context portrait, prompt "lingerie"\n`), 'unknown-category');
    expect(d).toHaveLength(1);
    expect(d[0]!.suggestion).toBe('categories of forbidden_depiction: nudity, politics, alcohol');
  });

  it('does not warn about a stem term the platform only catches as an exact word', () => {
    // "nude*" also catches "nudes", which the platform's exact "nude" does not.
    expect(withCode(diagnoseCreator(withLine(12, 'forbid exposure "Exposure": "nude*"')), 'term-covered-by-platform')).toEqual([]);
  });

  it('does not warn about a creator term covering an adult category the creator opened', () => {
    expect(withCode(diagnoseCreator(withLine(12, 'forbid lace "Lace": "lace lingerie"')), 'term-covered-by-platform')).toEqual([]);
  });
});
