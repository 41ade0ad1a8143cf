// Demo sign-ins for `npm start`: requester, creator (linked to mira-okafor) and reviewer, with
// random passwords kept in <dataDir>/demo-accounts.json (mode 600), the same on every start.

import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../../src/service/accounts/accounts.ts';
import { verifyPassword } from '../../../src/service/accounts/password.ts';
import { authorityOf } from '../../../src/store/account-authority.ts';
import { DEMO_CREATOR_EMAIL, DEMO_EMAIL, DEMO_REVIEWER_EMAIL, ensureDemoAccounts, ensureDemoRequester } from '../../../src/service/startup/demo.ts';
import { publishFiles } from '../../../src/service/publish/files.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { storeOf } from '../../../src/store/index.ts';

let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await freshDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-demo-'));
  await publishFiles(storeOf(db.orm.em.fork()), ['policies/platform.policy', 'policies/creators/mira-okafor.boundary'], 'test');
  await ensureDemoRequester(storeOf(db.orm.em.fork()), dataDir, 10);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await db.drop();
});

async function signsIn(email: string, password: string): Promise<boolean> {
  const found = await findAccountByEmail(storeOf(db.orm.em.fork()), email);
  return found.ok && !!found.value.passwordHash && (await verifyPassword(password, found.value.passwordHash));
}

describe('demo accounts', () => {
  it('creates the three sign-ins with random passwords, the creator linked to mira-okafor, in a mode-600 file', async () => {
    const first = await ensureDemoAccounts(storeOf(db.orm.em.fork()), dataDir);
    expect(first.accounts.map((a) => [a.role, a.email, a.page])).toEqual([
      ['requester', DEMO_EMAIL, '/dashboard'],
      ['creator', DEMO_CREATOR_EMAIL, '/console'],
      ['reviewer', DEMO_REVIEWER_EMAIL, '/review'],
    ]);
    for (const a of first.accounts) {
      expect(a.password.length).toBeGreaterThanOrEqual(20);
      expect(await signsIn(a.email, a.password)).toBe(true);
    }
    expect(new Set(first.accounts.map((a) => a.password)).size).toBe(3);
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    const creator = await findAccountByEmail(storeOf(db.orm.em.fork()), DEMO_CREATOR_EMAIL);
    expect((await authorityOf(storeOf(db.orm.em.fork()), creator.ok ? creator.value.id : '')).creatorSlug).toBe('mira-okafor');
    const reviewer = await findAccountByEmail(storeOf(db.orm.em.fork()), DEMO_REVIEWER_EMAIL);
    expect(reviewer.ok && reviewer.value.roles).toEqual(['reviewer']);
  });

  it('keeps the same credentials on restart, and the file wins over a changed hash', async () => {
    const before = JSON.parse(await readFile(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: { email: string; password: string }[] };
    await db.orm.em.fork().getConnection().execute('update account set password_hash = null where email = ?', [DEMO_REVIEWER_EMAIL], 'run');
    const again = await ensureDemoAccounts(storeOf(db.orm.em.fork()), dataDir);
    expect(again.accounts.map((a) => a.password)).toEqual(before.accounts.map((a) => a.password));
    expect(await signsIn(DEMO_REVIEWER_EMAIL, before.accounts[2]!.password)).toBe(true);
    const links: { n: number }[] = await db.orm.em.fork().getConnection().execute(`select count(*)::int as n from audit_log where action = 'creator.link-account'`, [], 'all');
    expect(links[0]!.n).toBe(1);
  });

  it('makes new passwords when the file cannot be read', async () => {
    await writeFile(path.join(dataDir, 'demo-accounts.json'), 'not json');
    const fresh = await ensureDemoAccounts(storeOf(db.orm.em.fork()), dataDir);
    expect(await signsIn(DEMO_EMAIL, fresh.accounts[0]!.password)).toBe(true);
  });
});
