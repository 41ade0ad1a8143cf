// renderDiagnostic: position, message, the source line, a caret under the offending text, help.

import { describe, expect, it } from 'vitest';
import { renderDiagnostic } from '../../src/diagnostics/render.ts';
import type { Diagnostic } from '../../src/diagnostics/types.ts';
import { diagnoseCreator, withLine } from '../check/helpers.ts';

const base: Diagnostic = {
  code: 'unknown-context', severity: 'error', message: "unknown context 'gamer-avatar'",
  file: 'policies/creators/x.boundary', line: 4, column: 17, length: 12, suggestion: "did you mean 'gaming-avatar'?",
};
const source = 'creator x "X"\n\n# contexts\nallow contexts: gamer-avatar, portrait\n';

describe('renderDiagnostic', () => {
  it('shows file:line:col, severity and code, the line, a caret underline and the help', () => {
    expect(renderDiagnostic(base, source)).toBe([
      "policies/creators/x.boundary:4:17: error[unknown-context]: unknown context 'gamer-avatar'",
      '  4 | allow contexts: gamer-avatar, portrait',
      '    |                 ^^^^^^^^^^^^',
      "  = help: did you mean 'gaming-avatar'?",
    ].join('\n'));
  });

  it('leaves out the help line when there is no suggestion and widens the gutter for long line numbers', () => {
    const long = `${'\n'.repeat(11)}session cap: 0 per 24h, block\n`;
    const d: Diagnostic = { ...base, code: 'zero-cap', severity: 'warning', message: 'm', line: 12, column: 14, length: 1 };
    delete d.suggestion;
    expect(renderDiagnostic(d, long)).toBe([
      'policies/creators/x.boundary:12:14: warning[zero-cap]: m',
      '  12 | session cap: 0 per 24h, block',
      '     |              ^',
    ].join('\n'));
  });

  it('keeps tabs in the padding so the caret lines up under tab-indented text', () => {
    const d: Diagnostic = { ...base, line: 2, column: 3, length: 4 };
    expect(renderDiagnostic(d, 'forbid a "A": "x",\n\t\t"wine"\n').split('\n')[2]).toBe('    | \t\t^^^^');
  });

  it('clamps the caret to the end of the line and still renders a position past the file', () => {
    const d: Diagnostic = { ...base, line: 1, column: 10, length: 50 };
    expect(renderDiagnostic(d, 'creator x "X"').split('\n')[2]).toBe('    |          ^^^^');
    expect(renderDiagnostic({ ...base, line: 99 }, source).split('\n')).toHaveLength(2);
  });

  it('renders what the checker reports', () => {
    const text = withLine(4, 'allow contexts: portrait, gamer-avatar');
    const [d] = diagnoseCreator(text);
    expect(renderDiagnostic(d!, text)).toBe([
      "policies/creators/mira-okafor.boundary:4:27: error[unknown-context]: unknown context 'gamer-avatar'",
      '  4 | allow contexts: portrait, gamer-avatar',
      '    |                           ^^^^^^^^^^^^',
      "  = help: did you mean 'gaming-avatar'?",
    ].join('\n'));
  });
});
