// Identifiers that name things (slugs, prohibitions, categories, brands): kebab-case, unique,
// and a creator's own ids never shadow the platform's.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Ident } from '../language/ast.ts';
import type { CheckInput } from './input.ts';

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The nearest kebab-case spelling of a word, for the suggestion. */
export function toKebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // runs of dashes are single dashes by now
}

/** The ids this file defines, in order, with what defines them. */
function definedIds(input: CheckInput): { id: Ident; what: string }[] {
  const ids: { id: Ident; what: string }[] = [];
  for (const s of input.statements) {
    if (s.kind === 'forbid') ids.push({ id: s.id, what: 'forbid' });
    else if (s.kind === 'exclude-brand') ids.push({ id: s.id, what: 'exclude brand' });
    else if (s.kind === 'prohibit') ids.push({ id: s.id, what: 'prohibit' });
    else if (s.kind === 'adult') ids.push({ id: s.id, what: 'adult' });
  }
  return ids;
}

export function checkIds(input: CheckInput): Diagnostic[] {
  const { fileName, statements, kind, platform } = input;
  const out: Diagnostic[] = [];
  const named: Ident[] = [
    ...statements.flatMap((s) => (s.kind === 'creator' ? [s.slug] : [])),
    ...definedIds(input).map((d) => d.id),
  ];
  for (const id of named) {
    if (!KEBAB_CASE.test(id.name)) {
      const fixed = toKebab(id.name);
      out.push(diagnosticAt(fileName, id.loc, {
        code: 'bad-id', severity: 'error',
        message: `'${id.name}' is not a kebab-case identifier (lower-case letters and digits joined by single '-')`,
        suggestion: fixed === '' ? undefined : `write '${fixed}'`,
      }));
    }
  }
  const first = new Map<string, Ident>();
  for (const { id, what } of definedIds(input)) {
    const earlier = first.get(id.name);
    if (earlier !== undefined) {
      out.push(diagnosticAt(fileName, id.loc, {
        code: 'duplicate-id', severity: 'error',
        message: `'${id.name}' is already defined on line ${earlier.loc.start.line}`,
        suggestion: `give this ${what} a different id, or merge its terms into the first`,
      }));
      continue;
    }
    first.set(id.name, id);
    if (kind === 'creator' && platform.categories.some((c) => c.id === id.name)) {
      const theirs = platform.prohibitIds.includes(id.name) ? 'a platform prohibition' : 'a platform adult category';
      out.push(diagnosticAt(fileName, id.loc, {
        code: 'id-collides-with-platform', severity: 'error',
        message: `'${id.name}' is already ${theirs}`,
        suggestion: 'choose another id; the platform category applies to you anyway',
      }));
    }
  }
  return out;
}
