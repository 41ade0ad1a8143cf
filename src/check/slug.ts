// A creator file is named after its creator: policies/creators/<slug>.boundary.

import path from 'node:path';
import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { CREATOR_EXTENSION } from '../parse/file-kind.ts';
import type { CheckInput } from './input.ts';

export function checkSlug(input: CheckInput): Diagnostic[] {
  if (input.kind !== 'creator') return [];
  const base = path.basename(input.fileName);
  if (!base.endsWith(CREATOR_EXTENSION)) return [];
  const expected = base.slice(0, -CREATOR_EXTENSION.length);
  const creator = input.statements.find((s) => s.kind === 'creator');
  if (creator === undefined || creator.slug.name === expected) return [];
  return [diagnosticAt(input.fileName, creator.slug.loc, {
    code: 'slug-mismatch', severity: 'error',
    message: `creator slug '${creator.slug.name}' does not match the file name '${base}'`,
    suggestion: `rename the file to '${creator.slug.name}${CREATOR_EXTENSION}' or write 'creator ${expected} …'`,
  })];
}
