import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOf } from '../../src/store/index.ts';
import { createAccount, findAccountByEmail, setVerification } from '../../src/service/accounts/accounts.ts';
import { balanceOf, grantCredits } from '../../src/service/accounts/credits.ts';
import { authenticate, createKey, revokeKey } from '../../src/service/accounts/keys.ts';
import { verifyPassword } from '../../src/service/accounts/password.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});
const em = () => db.orm.em.fork();

describe('accounts', () => {
  it('creates an account with verification and credits, each audited, and refuses a duplicate email', async () => {
    const made = await createAccount(storeOf(em()), { email: ' Ada@Example.org ', password: 'correct horse', verification: 'identity', credits: 7, actor: 'test' });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value).toMatchObject({ email: 'ada@example.org', verification: 'identity', roles: ['requester'] });
    expect(await balanceOf(storeOf(em()), made.value.id)).toEqual({ paid: 7, free: 0, subscription: 0, available: 7 });
    const dup = await createAccount(storeOf(em()), { email: 'ADA@example.org', actor: 'test' });
    expect(dup).toMatchObject({ ok: false, code: 'account_exists' });
    const found = await findAccountByEmail(storeOf(em()), 'ada@example.org');
    expect(found.ok && (await verifyPassword('correct horse', found.value.passwordHash!))).toBe(true);
    expect(found.ok && (await verifyPassword('wrong horse', found.value.passwordHash!))).toBe(false);
    const actions: { action: string }[] = await em().getConnection().execute(`select action from audit_log where subject_id = ? order by id`, [made.value.id]);
    expect(actions.map((r: { action: string }) => r.action)).toEqual(['account.create', 'account.verify', 'credits.grant']);
  });

  it('keeps a verification trail and refuses a replayed provider reference', async () => {
    const made = await createAccount(storeOf(em()), { email: 'trail@example.org', actor: 'test' });
    if (!made.ok) throw new Error('setup');
    const first = await setVerification(storeOf(em()), made.value.id, 'age', { source: 'provider', actor: 'provider:verification', reference: 'evt-1' });
    expect(first).toMatchObject({ ok: true, value: { verification: 'age' } });
    const replay = await setVerification(storeOf(em()), made.value.id, 'identity', { source: 'provider', actor: 'provider:verification', reference: 'evt-1' });
    expect(replay).toMatchObject({ ok: false, code: 'replayed_callback' });
    const trail = await em().getConnection().execute(`select previous, level, source from verification_event where account_id = ?`, [made.value.id]);
    expect(trail).toEqual([{ previous: 'none', level: 'age', source: 'provider' }]);
    expect(await setVerification(storeOf(em()), 'acct_missing', 'age', { source: 'operator', actor: 'test' })).toMatchObject({ ok: false, code: 'account_not_found' });
  });

  it('grants and removes credits with one ledger row each, never below zero', async () => {
    const made = await createAccount(storeOf(em()), { email: 'credit@example.org', actor: 'test' });
    if (!made.ok) throw new Error('setup');
    expect(await grantCredits(storeOf(em()), made.value.id, 5, 'test')).toBe(5);
    expect(await grantCredits(storeOf(em()), made.value.id, -3, 'test')).toBe(2);
    expect(await grantCredits(storeOf(em()), made.value.id, -3, 'test')).toBeNull();
    const ledger = await em().getConnection().execute(`select delta, balance_after, reason from credit_ledger where account_id = ? order by id`, [made.value.id]);
    expect(ledger).toEqual([
      { delta: 5, balance_after: 5, reason: 'grant' },
      { delta: -3, balance_after: 2, reason: 'adjust' },
    ]);
  });
});

describe('API keys', () => {
  it('authenticates a minted key, stores only its hash, and refuses it on the next request after revocation', async () => {
    const made = await createAccount(storeOf(em()), { email: 'keys@example.org', verification: 'age', actor: 'test' });
    if (!made.ok) throw new Error('setup');
    const key = await createKey(storeOf(em()), made.value.id, 'test');
    if (!key.ok) throw new Error('setup');
    expect(key.value.secret.startsWith('lg_live_')).toBe(true);
    const stored = await em().getConnection().execute(`select * from api_key where id = ?`, [key.value.id]);
    expect(JSON.stringify(stored)).not.toContain(key.value.secret);
    expect(await authenticate(storeOf(em()), key.value.secret)).toEqual({ ok: true, value: { accountId: made.value.id, keyId: key.value.id, verification: 'age' } });
    const lastUsed: { last_used_at: unknown }[] = await em().getConnection().execute(`select last_used_at from api_key where id = ?`, [key.value.id]);
    expect(lastUsed[0]?.last_used_at).not.toBeNull();
    await revokeKey(storeOf(em()), key.value.id, 'test');
    expect(await authenticate(storeOf(em()), key.value.secret)).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('refuses missing, malformed and forged keys alike', async () => {
    const made = await createAccount(storeOf(em()), { email: 'forge@example.org', actor: 'test' });
    const key = made.ok ? await createKey(storeOf(em()), made.value.id, 'test') : null;
    if (!key?.ok) throw new Error('setup');
    const forged = key.value.secret.slice(0, -1) + (key.value.secret.endsWith('a') ? 'b' : 'a');
    for (const presented of [undefined, '', 'nonsense', 'lg_live_', forged]) {
      expect(await authenticate(storeOf(em()), presented)).toMatchObject({ ok: false, code: 'unauthenticated' });
    }
    expect(await revokeKey(storeOf(em()), 'key_nope', 'test')).toMatchObject({ ok: false, code: 'key_not_found' });
  });
});
