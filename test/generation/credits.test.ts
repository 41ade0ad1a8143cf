import { storeOf, type Store } from '../../src/store/index.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCommands } from '../../src/cli/operator/index.ts';
import { buildProgram } from '../../src/cli/program.ts';
import { renewFreeAllowance } from '../../src/generation/credits/allowance.ts';
import { releaseReservation } from '../../src/generation/credits/close.ts';
import { mainSource, reserveCredits, splitCost } from '../../src/generation/credits/reserve.ts';
import { subscribe } from '../../src/generation/credits/subscribe.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { requesterWithKey } from '../support/seed.ts';
import { money, one, settleReservation } from './support.ts';

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

  it('concurrent reservations and releases on one account each see the pots as the others left them: none is refused while credit remains', async () => {
    const who = await requesterWithKey(db.orm.em, 'churn@example.org', 'identity', 100);
    expect(await renewFreeAllowance(storeOf(db.orm.em.fork()), who.accountId, 3, 30)).toBe(3);
    // 30 × 2 never exceeds 103: every reservation must succeed, whichever pots the others hold or gave back.
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const r = await reserveCredits(storeOf(db.orm.em.fork()), { accountId: who.accountId, generationId: `gen_churn${i}`, cost: 2, expiresInSeconds: 60, actor: 'test' });
        if (r.ok) expect(await close(releaseReservation, `gen_churn${i}`)).toBe(true);
        return r;
      }),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const m = await money(db.orm.em, who.accountId);
    expect(m).toMatchObject({ free: 3, paid: 100, held: 0 });
    expect([m.ledgerFree, m.ledgerPaid]).toEqual([m.free, m.paid]);
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

describe('the free allowance at the turn of a period, under concurrency', () => {
  const DAY = 86_400_000;
  const at = (t: Date) => storeOf(db.orm.em.fork(), { clock: () => t });

  it('concurrent first requests of a new period, mixed with releases of the last period\'s reservations: one grant, none refused, no pot below zero, the ledger equal to the pots', async () => {
    const who = await requesterWithKey(db.orm.em, 'turn@example.org', 'identity', 50);
    const t0 = new Date('2026-10-01T12:00:00Z');
    expect(await renewFreeAllowance(at(t0), who.accountId, 5, 30)).toBe(5);
    // Last period: 2 free credits spent and settled, then 3 reservations held on the free pot and 5
    // on paid credits (free 0, paid 45). Their releases race the renewal at the turn.
    const spend = await reserveCredits(at(t0), { accountId: who.accountId, generationId: 'gen_turn_spent', cost: 2, expiresInSeconds: 60, actor: 'test' });
    expect(spend).toMatchObject({ ok: true, split: { free: 2 } });
    await at(t0).transaction((tx) => settleReservation(tx, 'gen_turn_spent', 'test'));
    for (let i = 0; i < 8; i++) {
      expect(await reserveCredits(at(t0), { accountId: who.accountId, generationId: `gen_turn_old${i}`, cost: 1, expiresInSeconds: 60, actor: 'test' })).toMatchObject({ ok: true, split: i < 3 ? { free: 1 } : { credits: 1 } });
    }
    expect(await money(db.orm.em, who.accountId)).toMatchObject({ free: 0, paid: 45, held: 8 });

    const t1 = new Date(t0.getTime() + 31 * DAY);
    const releases = Array.from({ length: 8 }, (_, i) => at(t1).transaction((tx) => releaseReservation(tx, `gen_turn_old${i}`, 'test')));
    // Each first request renews, then reserves 1 (as generate does); every other one gives it back.
    // Demand is at most 40 and at least 50 is there (5 free + 45 paid) whatever the order: none may be refused.
    const firsts = Array.from({ length: 40 }, async (_, i) => {
      const granted = await renewFreeAllowance(at(t1), who.accountId, 5, 30);
      const r = await reserveCredits(at(t1), { accountId: who.accountId, generationId: `gen_turn_new${i}`, cost: 1, expiresInSeconds: 60, actor: 'test' });
      if (r.ok) {
        const id = `gen_turn_new${i}`;
        if (i % 2 === 0) expect(await at(t1).transaction((tx) => releaseReservation(tx, id, 'test'))).toBe(true);
        else expect(await at(t1).transaction((tx) => settleReservation(tx, id, 'test'))).toEqual({ subscription: 0, free: expect.any(Number), credits: expect.any(Number) });
      }
      return { granted, r };
    });
    expect(await Promise.all(releases)).toEqual(Array(8).fill(true));
    const results = await Promise.all(firsts);

    expect(results.filter((x) => !x.r.ok)).toEqual([]);
    // The one grant tops up whatever the released free credits had brought the pot back to (0 to 3).
    const granted = results.map((x) => x.granted).filter((g) => g !== 0);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toBeGreaterThanOrEqual(2);
    expect(granted[0]).toBeLessThanOrEqual(5);
    const grants = await db.orm.em.getConnection().execute(
      `select delta, balance_after as after, created_at from credit_ledger where account_id = ? and reason = 'grant' and source = 'free' order by created_at`,
      [who.accountId],
    );
    expect(grants.map((g: any) => [g.delta, g.after, new Date(g.created_at).toISOString()])).toEqual([
      [5, 5, t0.toISOString()],
      [granted[0], 5, t1.toISOString()],
    ]);
    const renewed = await one(db.orm.em, `select free_renewed_at from credit_balance where account_id = ?`, [who.accountId]);
    expect(new Date(renewed.free_renewed_at).toISOString()).toBe(t1.toISOString());
    const m = await money(db.orm.em, who.accountId);
    // 50 paid + 5 granted − 2 spent last period + this grant − 20 settled now; nothing held.
    expect(m.free + m.paid).toBe(33 + granted[0]!);
    expect(m.held).toBe(0);
    expect(Math.min(m.free, m.paid)).toBeGreaterThanOrEqual(0);
    expect([m.ledgerFree, m.ledgerPaid]).toEqual([m.free, m.paid]);
    // Within the new period the allowance is not granted again.
    expect(await renewFreeAllowance(at(new Date(t1.getTime() + 29 * DAY)), who.accountId, 5, 30)).toBe(0);
  });
});

describe('likeness account subscribe', () => {
  it('sets the subscription quota and period, audited', async () => {
    await requesterWithKey(db.orm.em, 'sub-cli@example.org', 'identity', 0);
    let out = '';
    const open = <T>(run: (store: Store) => Promise<T>) => run(storeOf(db.orm.em.fork()));
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
