import type { EntityManager } from '@mikro-orm/postgresql';
import { storeOf, type Store } from '../../src/store/index.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCommands } from '../../src/cli/operator/index.ts';
import { buildProgram } from '../../src/cli/program.ts';
import { renewFreeAllowance } from '../../src/generation/credits/allowance.ts';
import { releaseReservation, settleReservation } from '../../src/generation/credits/close.ts';
import { mainSource, reserveCredits, splitCost } from '../../src/generation/credits/reserve.ts';
import { subscribe } from '../../src/generation/credits/subscribe.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { requesterWithKey } from '../support/seed.ts';
import { money, one } from './support.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const reserve = (accountId: string, id: string, cost: number) =>
  storeOf(db.orm.em.fork()).transaction((tx: Store) => reserveCredits(tx, { accountId, generationId: id, cost, expiresInSeconds: 60, actor: 'test' }));
const close = <T>(fn: (tx: Store, id: string, actor: string) => Promise<T>, id: string): Promise<T> => storeOf(db.orm.em.fork()).transaction((tx: Store) => fn(tx, id, 'test'));

describe('splitting a cost over the pots', () => {
  it('takes subscription first, then free, then paid; the parts sum to the cost; null only when the pots cannot cover it', () => {
    const pot = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), pot, pot, pot, (cost, subscription, free, paid) => {
        const split = splitCost(cost, { subscription, free, paid });
        if (subscription + free + paid < cost) {
          expect(split).toBeNull();
          return;
        }
        expect(split!.subscription + split!.free + split!.credits).toBe(cost);
        expect(split!.subscription).toBe(Math.min(subscription, cost));
        expect(split!.free).toBe(Math.min(free, cost - split!.subscription));
        expect(split!.credits).toBeLessThanOrEqual(paid);
      }),
    );
    expect(mainSource({ subscription: 0, free: 1, credits: 3 })).toBe('free');
    expect(mainSource({ subscription: 0, free: 0, credits: 0 })).toBeNull();
  });
});

describe('reservations in the database', () => {
  it('use a live subscription, then the free allowance, then paid credits; release gives each pot its part back', async () => {
    const who = await requesterWithKey(db.orm.em, 'pots@example.org', 'identity', 5);
    await subscribe(storeOf(db.orm.em.fork()), who.accountId, 2, 30, 'test');
    expect(await renewFreeAllowance(storeOf(db.orm.em.fork()), who.accountId, 3, 30)).toBe(3);
    const r = await reserve(who.accountId, 'gen_pots1', 6);
    expect(r).toEqual({ ok: true, split: { subscription: 2, free: 3, credits: 1 }, remaining: 4, source: 'subscription' });
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ subscription: 0, free: 0, paid: 4, held: 6 });
    expect(await close(releaseReservation, 'gen_pots1')).toBe(true);
    expect(await close(releaseReservation, 'gen_pots1'), 'closed once only').toBe(false);
    const m = await money(db.orm.em, who.accountId);
    expect(m).toMatchObject({ subscription: 2, free: 3, paid: 5, held: 0 });
    expect([m.ledgerSubscription, m.ledgerFree, m.ledgerPaid]).toEqual([m.subscription, m.free, m.paid]);
  });

  it('settling keeps the credits spent; a settled reservation cannot then be released', async () => {
    const who = await requesterWithKey(db.orm.em, 'settle@example.org', 'identity', 5);
    await reserve(who.accountId, 'gen_settle1', 2);
    expect(await close(settleReservation, 'gen_settle1')).toEqual({ subscription: 0, free: 0, credits: 2 });
    expect(await close(releaseReservation, 'gen_settle1')).toBe(false);
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ paid: 3, ledgerPaid: 3, held: 0 });
  });

  it('an expired subscription is not spent and a reservation beyond the balance is refused with what is available', async () => {
    const who = await requesterWithKey(db.orm.em, 'expired@example.org', 'identity', 1);
    await subscribe(storeOf(db.orm.em.fork()), who.accountId, 10, 30, 'test');
    await db.orm.em.getConnection().execute(`update credit_balance set subscription_expires_at = now() - interval '1 day' where account_id = ?`, [who.accountId]);
    expect(await reserve(who.accountId, 'gen_exp1', 2)).toEqual({ ok: false, available: 1 });
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ subscription: 10, paid: 1, held: 0 });
  });

  it('the free allowance tops up once per period, never lowers the pot, and is a ledger row', async () => {
    const who = await requesterWithKey(db.orm.em, 'free@example.org', 'identity', 0);
    expect(await renewFreeAllowance(storeOf(db.orm.em.fork()), who.accountId, 5, 30)).toBe(5);
    expect(await renewFreeAllowance(storeOf(db.orm.em.fork()), who.accountId, 5, 30), 'same period').toBe(0);
    await db.orm.em.getConnection().execute(`update credit_balance set free = 2, free_renewed_at = now() - interval '31 days' where account_id = ?`, [who.accountId]);
    await db.orm.em.getConnection().execute(`insert into credit_ledger (account_id, source, reason, delta, balance_after, actor) values (?, 'free', 'adjust', -3, 2, 'test')`, [who.accountId]);
    expect(await renewFreeAllowance(storeOf(db.orm.em.fork()), who.accountId, 5, 30), 'next period').toBe(3);
    const m = await money(db.orm.em, who.accountId);
    expect([m.free, m.ledgerFree]).toEqual([5, 5]);
  });
});

describe('likeness account subscribe', () => {
  it('sets the subscription quota and period, audited', async () => {
    await requesterWithKey(db.orm.em, 'sub-cli@example.org', 'identity', 0);
    let out = '';
    const open = <T>(run: (em: EntityManager) => Promise<T>) => run(db.orm.em.fork());
    const program = buildProgram([operatorCommands(open)], { out: (t) => void (out += t), err: () => undefined });
    await program.parseAsync(['node', 'likeness', 'account', 'subscribe', 'sub-cli@example.org', '--quota', '40', '--days', '7', '--json']);
    const printed = JSON.parse(out);
    expect(printed).toMatchObject({ email: 'sub-cli@example.org', subscription: { quota: 40 }, credits: { subscription: 40, available: 40 } });
    const days = (new Date(printed.subscription.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const audit = await one(db.orm.em, `select a.actor from audit_log a join account acc on acc.id = a.subject_id where a.action = 'credits.subscribe' and acc.email = 'sub-cli@example.org'`);
    expect(audit).toEqual({ actor: 'operator:cli' });
  });
});
