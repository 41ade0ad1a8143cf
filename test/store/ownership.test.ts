// The store owns the database: no file under src/ outside src/store/ (and the committed
// migrations in src/db/migrations/) holds an SQL statement or imports the ORM, the query builder
// or the PostgreSQL driver. A few files are still handed an EntityManager by their callers; they
// are listed here, and the list can only shrink: a listed file that no longer imports the ORM
// fails the test until it is taken off.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const OWNED = ['store/', 'db/migrations/'];

const STILL_HANDED_AN_ENTITY_MANAGER = new Set([
  'src/cli/operator/session.ts',
  'src/cli/operator/types.ts',
  'src/http/pipeline.ts',
  'src/http/route.ts',
  'src/http/routes/boundary-common.ts',
  'src/middleware/database-errors.ts',
  'src/middleware/rate-limit.ts',
  'src/provenance/record.ts',
  'src/provenance/verify-image.ts',
  'src/provenance/verify-record.ts',
  'src/service/accounts/accounts.ts',
  'src/service/accounts/keys.ts',
  'src/service/audit.ts',
  'src/service/profiles/profile.ts',
  'src/service/publish/files.ts',
  'src/service/publish/publish.ts',
  'src/service/startup/demo.ts',
  'src/takedown/action.ts',
  'src/takedown/resolve.ts',
  'src/usage/report.ts',
  'src/web/console/usage.ts',
  'src/web/console/workbench.ts',
  'src/web/page.ts',
  'src/web/pages/console-profile.ts',
  'src/web/pages/console.ts',
  'src/web/pages/dashboard.ts',
  'src/web/pages/review.ts',
  'src/web/pages/webhooks.ts',
  'src/web/state.ts',
  'src/webhooks/endpoints.ts',
  'src/webhooks/worker.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const outside = sourceFiles(SRC)
  .map((full) => ({ file: `src/${path.relative(SRC, full).split(path.sep).join('/')}`, text: readFileSync(full, 'utf8') }))
  .filter(({ file }) => !OWNED.some((owned) => file.startsWith(`src/${owned}`)));

/** The code without its comments (prose may say "select ... from"). */
const codeOf = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

// Statement shapes as the service writes them (lower case, as every statement in src/store is).
const SQL = [/\bselect\s+[\w*(][^;`'"]{0,200}?\bfrom\s+[a-z_]+/, /\binsert\s+into\s+"?[a-z_]+/, /\bupdate\s+"?[a-z_]+"?\s+set\b/, /\bdelete\s+from\s+"?[a-z_]+/, /\bfor\s+update\b/];
const DATABASE_IMPORT = /from\s+'(@mikro-orm\/[\w-]+|knex|pg)'/;

describe('the store owns the database', () => {
  it('no file outside src/store holds an SQL statement', () => {
    const offenders = outside.filter(({ text }) => SQL.some((re) => re.test(codeOf(text)))).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no file outside src/store imports MikroORM, knex or pg, but those still handed an EntityManager', () => {
    const importing = outside.filter(({ text }) => DATABASE_IMPORT.test(text)).map(({ file }) => file);
    expect(importing.filter((f) => !STILL_HANDED_AN_ENTITY_MANAGER.has(f)), 'new files must take a Store').toEqual([]);
    expect([...STILL_HANDED_AN_ENTITY_MANAGER].filter((f) => !importing.includes(f)), 'moved behind the store: take them off the list').toEqual([]);
  });

  it('finds a statement where there is one (the check itself can fail)', () => {
    const store = readFileSync(path.join(SRC, 'store/gate.ts'), 'utf8');
    expect(SQL.some((re) => re.test(codeOf(store)))).toBe(true);
    expect(DATABASE_IMPORT.test(readFileSync(path.join(SRC, 'store/sql.ts'), 'utf8'))).toBe(true);
  });
});
