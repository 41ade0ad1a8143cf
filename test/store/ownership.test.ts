// The store owns the database: no file under src/ outside src/store/ (and the committed
// migrations in src/db/migrations/) holds an SQL statement or imports the ORM, the query builder
// or the PostgreSQL driver. Services, routes, pages and the CLI are handed a Store.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const OWNED = ['store/', 'db/migrations/'];

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
/** An entity manager or a connection reached directly. */
const REACHES_DATABASE = /\bEntityManager\b|\.em\b|\bgetConnection\(|\bgetKnex\(/;

describe('the store owns the database', () => {
  it('no file outside src/store holds an SQL statement', () => {
    const offenders = outside.filter(({ text }) => SQL.some((re) => re.test(codeOf(text)))).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no file outside src/store imports MikroORM, knex or pg', () => {
    const importing = outside.filter(({ text }) => DATABASE_IMPORT.test(text)).map(({ file }) => file);
    expect(importing, 'take a Store instead').toEqual([]);
  });

  it('no file outside src/store reaches an entity manager or a connection (they are handed a Store)', () => {
    const reaching = outside.filter(({ text }) => REACHES_DATABASE.test(codeOf(text))).map(({ file }) => file);
    expect(reaching).toEqual([]);
  });

  it('finds a statement where there is one (the check itself can fail)', () => {
    const store = readFileSync(path.join(SRC, 'store/gate.ts'), 'utf8');
    expect(SQL.some((re) => re.test(codeOf(store)))).toBe(true);
    expect(DATABASE_IMPORT.test(readFileSync(path.join(SRC, 'store/sql.ts'), 'utf8'))).toBe(true);
    expect(REACHES_DATABASE.test(codeOf(readFileSync(path.join(SRC, 'store/index.ts'), 'utf8')))).toBe(true);
  });
});
