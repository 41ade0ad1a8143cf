// The operator commands, run through commander against a test database.

import { storeOf } from '../../../src/store/index.ts';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../../src/service/accounts/keys.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { PLATFORM, creatorFile } from '../../support/policies.ts';
import { operatorCli } from '../../support/operator-cli.ts';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  db = await freshDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-cli-'));
  await writeFile(path.join(dir, 'platform.policy'), PLATFORM);
  await writeFile(path.join(dir, 'fay-cli.boundary'), creatorFile('fay-cli'));
  await writeFile(path.join(dir, 'gus-broken.boundary'), creatorFile('gus-broken', { extraExpect: 'expect allow: context portrait, prompt "red wine"' }));
});
afterAll(async () => {
  await db.drop();
});

const likeness = operatorCli(() => db);

describe('likeness operator commands', () => {
  it('publishes a folder (platform first), refuses the file whose expectations fail, and is idempotent', async () => {
    const first = await likeness('publish', dir, '--json');
    expect(first.exitCode).toBe(1);
    const results = JSON.parse(first.out);
    expect(results.map((r: { ok: boolean; kind?: string; status?: string }) => [r.ok, r.kind ?? null, r.status ?? null])).toEqual([
      [true, 'platform', 'published'],
      [true, 'creator', 'published'],
      [false, null, null],
    ]);
    const again = await likeness('publish', path.join(dir, 'platform.policy'), path.join(dir, 'fay-cli.boundary'));
    expect(again.exitCode).toBe(0);
    expect(again.out).toContain('fay-cli v1 unchanged');
  });

  it('activates, lists and suspends creators', async () => {
    expect((await likeness('creator', 'activate', 'fay-cli')).out).toContain('onboarding -> active');
    const list = JSON.parse((await likeness('creator', 'list', '--json')).out);
    expect(list).toContainEqual(expect.objectContaining({ slug: 'fay-cli', status: 'active', version: 1 }));
    expect((await likeness('creator', 'suspend', 'fay-cli', '--json')).out).toContain('"suspended"');
    expect((await likeness('creator', 'activate', 'nobody')).exitCode).toBe(1);
  });

  it('creates an account with a working key, verifies it, credits it, and makes and revokes keys', async () => {
    const made = JSON.parse((await likeness('account', 'create', '--email', 'ops@example.org', '--verification', 'age', '--credits', '12', '--json')).out);
    expect(made.account).toMatchObject({ email: 'ops@example.org', verification: 'age' });
    expect(made.credits.available).toBe(12);
    expect(await authenticate(storeOf(db.orm.em.fork()), made.apiKey.secret)).toMatchObject({ ok: true });
    expect(JSON.parse((await likeness('account', 'verify', 'ops@example.org', 'identity', '--json')).out).verification).toBe('identity');
    expect((await likeness('account', 'verify', 'ops@example.org', 'superhuman')).exitCode).toBe(2);
    expect(JSON.parse((await likeness('account', 'credit', 'ops@example.org', '5', '--json')).out).credits.paid).toBe(17);
    expect((await likeness('account', 'credit', 'ops@example.org', '-100')).exitCode).toBe(1);
    const key = JSON.parse((await likeness('key', 'create', 'ops@example.org', '--json')).out);
    expect(key.secret).toMatch(/^lg_live_/);
    expect(JSON.parse((await likeness('key', 'revoke', key.id, '--json')).out).revokedAt).not.toBeNull();
    expect(await authenticate(storeOf(db.orm.em.fork()), key.secret)).toMatchObject({ ok: false });
    expect((await likeness('account', 'create', '--email', 'ops@example.org')).exitCode).toBe(1);
  });
});
