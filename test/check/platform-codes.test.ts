// Diagnostic codes of the platform file: code, severity, line, column and suggestion.

import { describe, expect, it } from 'vitest';
import { diagnosePlatform, PLATFORM, withCode, withLine } from './helpers.ts';

const onPlatform = (line: number, text: string): string => withLine(line, text, PLATFORM);

describe('checkPlatform', () => {
  it('reports nothing for a complete platform file', () => {
    expect(diagnosePlatform(PLATFORM)).toEqual([]);
  });

  it('platform-missing-prohibition: each of the four prohibitions must be defined', () => {
    const ds = withCode(diagnosePlatform(onPlatform(5, '# criminal-context removed')), 'platform-missing-prohibition');
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ severity: 'error', line: 1, column: 1, message: "the platform file does not define the prohibition 'criminal-context'" });
    expect(ds[0]!.suggestion).toBe('add: prohibit criminal-context "Label": "term", …');
  });

  it('unknown-prohibition: a prohibition the service does not define, with the nearest id', () => {
    const ds = diagnosePlatform(onPlatform(5, 'prohibit criminal "Criminal context": "mugshot"'));
    const [d] = withCode(ds, 'unknown-prohibition');
    expect(d).toMatchObject({ severity: 'error', line: 5, column: 10, length: 8, suggestion: "did you mean 'criminal-context'?" });
    expect(withCode(ds, 'platform-missing-prohibition')).toHaveLength(1);
  });

  it('unknown-requirement: a requirement other than age-assurance or identity for TIER', () => {
    const [d] = withCode(diagnosePlatform(onPlatform(10, 'require age-asurance')), 'unknown-requirement');
    expect(d).toMatchObject({ severity: 'error', line: 10, column: 9, suggestion: "did you mean 'age-assurance'?" });
    const [bare] = withCode(diagnosePlatform(onPlatform(11, 'require identity')), 'unknown-requirement');
    expect(bare).toMatchObject({ line: 11, column: 9, suggestion: "write 'require identity for TIER'" });
  });

  it('unknown-realism: the tier of require identity for', () => {
    const [d] = withCode(diagnosePlatform(onPlatform(11, 'require identity for photo-real')), 'unknown-realism');
    expect(d).toMatchObject({ severity: 'error', line: 11, column: 22, suggestion: "did you mean 'photoreal'?" });
  });

  it('statement-not-allowed: creator statements do not belong in the platform file', () => {
    const [d] = withCode(diagnosePlatform(onPlatform(9, 'allow contexts: portrait')), 'statement-not-allowed');
    expect(d).toMatchObject({ severity: 'error', line: 9, column: 1, suggestion: "'allow contexts' belongs in creator boundary files (.boundary)" });
  });

  it('duplicate-statement: the same requirement twice', () => {
    const [d] = withCode(diagnosePlatform(`${PLATFORM}require age-assurance\n`), 'duplicate-statement');
    expect(d).toMatchObject({ severity: 'error', line: 12, column: 1, suggestion: 'the first is on line 10; keep one' });
  });

  it('duplicate-id: an adult category reusing a prohibition id', () => {
    const [d] = withCode(diagnosePlatform(onPlatform(8, 'adult minors-context "Again": "x"')), 'duplicate-id');
    expect(d).toMatchObject({ severity: 'error', line: 8, column: 7, message: "'minors-context' is already defined on line 2" });
  });

  it('does not report id-collides-with-platform or missing-creator in the platform file itself', () => {
    const codes = diagnosePlatform(PLATFORM).map((d) => d.code);
    expect(codes).not.toContain('id-collides-with-platform');
    expect(codes).not.toContain('missing-creator');
  });
});
