// Renders a diagnostic the way compilers do: position, message, the source line, a caret, help.
//
//   policies/creators/x.boundary:4:18: error[unknown-context]: unknown context 'gamer-avatar'
//     4 | allow contexts: gamer-avatar, portrait
//       |                 ^^^^^^^^^^^^
//     = help: did you mean 'gaming-avatar'?

import type { Diagnostic } from './types.ts';

export function renderDiagnostic(d: Diagnostic, source: string): string {
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity}[${d.code}]: ${d.message}`;
  const lines = source.split(/\r?\n/);
  const text = lines[d.line - 1];
  const out = [head];
  if (text !== undefined) {
    const number = String(d.line);
    const gutter = ' '.repeat(number.length);
    // Keep tabs in the padding so the caret lines up under tab-indented text.
    const before = text.slice(0, Math.max(0, d.column - 1)).replace(/[^\t]/g, ' ');
    const room = Math.max(1, text.length - (d.column - 1));
    const carets = '^'.repeat(Math.max(1, Math.min(d.length, room)));
    out.push(`  ${number} | ${text}`, `  ${gutter} | ${before}${carets}`);
  }
  if (d.suggestion !== undefined) out.push(`  = help: ${d.suggestion}`);
  return out.join('\n');
}
