// A lone UTF-16 surrogate has no Unicode meaning and cannot be canonicalised (RFC 8785) into a
// program, so it is a diagnostic here rather than an exception in the hash. Files read as UTF-8
// never hold one; text that arrives as a JS string (a web form, JSON "\ud83d") can.

import type { Diagnostic } from '../diagnostics/types.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One `invalid-character` error per lone surrogate, at its line and column (UTF-16 units, as the parser counts). */
export function loneSurrogates(source: string, fileName: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const m of source.matchAll(LONE_SURROGATE)) {
    const before = source.slice(0, m.index);
    // Lines end at "\n" (or "\r\n") only, as in the grammar and the renderer; a lone "\r" is not a break.
    const lineStart = before.lastIndexOf('\n') + 1;
    const line = (before.match(/\n/g)?.length ?? 0) + 1;
    const code = m[0].charCodeAt(0).toString(16).toUpperCase();
    found.push({
      code: 'invalid-character',
      severity: 'error',
      message: `invalid character: lone UTF-16 surrogate U+${code} (half of an emoji or other character was lost)`,
      file: fileName,
      line,
      column: m.index - lineStart + 1,
      length: 1,
      suggestion: 'retype the character, or delete it',
    });
  }
  return found;
}
