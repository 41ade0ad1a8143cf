import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { MIRA, PLATFORM } from '../compile/fixtures.ts';

describe('lone UTF-16 surrogates', () => {
  it('are an invalid-character error at their line and column', () => {
    const { diagnostics } = parsePolicy('creator x "X"\nforbid a "A\uD83D": "b\uDE00"\n', 'x.boundary');
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['invalid-character', 'error', 2, 12],
      ['invalid-character', 'error', 2, 18],
    ]);
  });

  it('count lines as the parser does: a lone carriage return is not a line break', () => {
    const { diagnostics } = parsePolicy('\rnear a:\uD83D near ', 'x.boundary');
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toContainEqual(['invalid-character', 1, 9]);
    const crlf = parsePolicy('creator x "X"\r\nforbid a "\uD83D": "b"\r\n', 'x.boundary').diagnostics;
    expect(crlf.map((d) => [d.code, d.line, d.column])).toContainEqual(['invalid-character', 2, 11]);
  });

  it('leave a whole surrogate pair (an emoji) alone', () => {
    expect(parsePolicy('creator x "X \uD83D\uDE00"\n', 'x.boundary').diagnostics).toEqual([]);
  });

  it('make the compiler answer with diagnostics instead of throwing in the hash', () => {
    const broken = [
      { platform: PLATFORM.replace('"Minors"', '"Min\uD83Dors"'), creator: MIRA },
      { platform: PLATFORM, creator: MIRA.replace('"beer"', '"be\uDC00er"') },
    ];
    for (const b of broken) {
      const result = compileBoundary({ platform: { source: b.platform, fileName: 'platform.policy' }, creator: { source: b.creator, fileName: 'mira-okafor.boundary' } });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => d.code)).toContain('invalid-character');
    }
  });
});
