// A reservation and a release on their own are one statement each, whose commit does not wait for
// the log flush; that setting ends with their own transaction, so the next statement on the same
// pooled connection (a generation's record) commits with the flush as before.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseReservation } from '../../src/generation/credits/close.ts';
import { reserveCredits } from '../../src/generation/credits/reserve.ts';
import { statementCounter, storeOf } from '../../src/store/index.ts';
import { openOrm, type Orm } from '../../src/store/orm/open.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { requesterWithKey } from '../support/seed.ts';
import { money } from '../generation/support.ts';

let db: TestDatabase;
let single: Orm;
beforeAll(async () => {
  db = await freshDatabase();
  // One pooled connection: every statement below runs on the same backend.
  single = await openOrm({ url: db.url, poolMax: 1 });
});
afterAll(async () => {
  await single.close(true);
  await db.drop();
});

const syncCommit = async (): Promise<string> => {
  const [row] = (await single.em.getConnection().execute('show synchronous_commit', [], 'all')) as { synchronous_commit: string }[];
  return row!.synchronous_commit;
};

describe('reserving and releasing outside a transaction', () => {
  it('are one statement each, leave the pots and the ledger exact, and leave the connection committing with the flush', async () => {
    const who = await requesterWithKey(db.orm.em, 'unflushed@example.org', 'identity', 5);
    const counter = statementCounter();
    const store = storeOf(single.em.fork(), { observe: counter.observe });
    expect(await syncCommit()).toBe('on');

    const reserved = await reserveCredits(store, { accountId: who.accountId, generationId: 'gen_unflushed1', cost: 2, expiresInSeconds: 60, actor: 'test' });
    expect(reserved).toMatchObject({ ok: true, split: { credits: 2 }, remaining: 3 });
    expect(counter.count).toBe(1);
    expect(await syncCommit()).toBe('on');
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ paid: 3, ledgerPaid: 3, held: 2 });

    expect(await releaseReservation(store, 'gen_unflushed1', 'test')).toBe(true);
    expect(counter.count).toBe(2);
    expect(await syncCommit()).toBe('on');
    expect(await releaseReservation(store, 'gen_unflushed1', 'test'), 'released once only').toBe(false);
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ paid: 5, ledgerPaid: 5, held: 0 });
  });

  it('inside a transaction join it and commit as it does', async () => {
    const who = await requesterWithKey(db.orm.em, 'joined@example.org', 'identity', 5);
    await expect(
      storeOf(single.em.fork()).transaction(async (tx) => {
        await reserveCredits(tx, { accountId: who.accountId, generationId: 'gen_joined1', cost: 2, expiresInSeconds: 60, actor: 'test' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ paid: 5, ledgerPaid: 5, held: 0 });
    expect(await syncCommit()).toBe('on');
  });
});
