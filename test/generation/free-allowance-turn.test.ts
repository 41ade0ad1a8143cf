import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { generationFixture, money, one, type GenerationFixture } from './support.ts';

let f: GenerationFixture;
// stylised costs 1; the free allowance is 5 a period.
const request = { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait', realism: 'stylised' };

beforeAll(async () => {
  f = await generationFixture({ DB_POOL_MAX: '20', FREE_ALLOWANCE: '5', FREE_ALLOWANCE_PERIOD_DAYS: '30' });
}, 60_000);
afterAll(async () => {
  await f.close();
});

const generate = (key: string, prompt: string) => call(f.server, 'POST', '/api/v1/generate', { body: { ...request, prompt }, key });

describe('the free allowance when a period turns under concurrent generates', () => {
  it('50 concurrent first generates of a new period on 5 paid credits and 2 left of the allowance: topped up once, exactly 10 charged, 40 insufficient_credit, ledger equal to pots', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'turn-fifty@example.org', 'identity', 5);
    // Last period's allowance, 3 of it spent, granted 31 days ago: this period's top-up is due.
    const conn = f.db.orm.em.getConnection();
    await conn.execute(`update credit_balance set free = 2, free_renewed_at = now() - interval '31 days' where account_id = ?`, [who.accountId]);
    await conn.execute(`insert into credit_ledger (account_id, source, reason, delta, balance_after, actor) values (?, 'free', 'grant', 2, 2, 'test')`, [who.accountId]);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => generate(who.key, `portrait number ${i}`)));
    const rendered = answers.filter((a) => a.res.status === 200);
    const refused = answers.filter((a) => a.res.status === 403);
    expect(rendered).toHaveLength(10);
    for (const a of rendered) expect(a.body).toMatchObject({ render: { state: 'rendered' }, credits: { charged: 1, cost: 1 } });
    expect(rendered.filter((a) => a.body.credits.source === 'free')).toHaveLength(5);
    expect(refused).toHaveLength(40);
    for (const a of refused) expect(a.body.refusal).toMatchObject({ rule: 'insufficient_credit', category: 'credit' });

    const grants = await conn.execute(`select delta, balance_after as after from credit_ledger where account_id = ? and reason = 'grant' and actor = 'system:free-allowance'`, [who.accountId]);
    expect(grants).toEqual([{ delta: 3, after: 5 }]);
    const m = await money(f.db.orm.em, who.accountId);
    expect(m).toMatchObject({ free: 0, paid: 0, charged: 10, held: 0, ledgerFree: 0, ledgerPaid: 0 });
    const recorded = await one(f.db.orm.em, `select count(*)::int as n from generation where account_id = ?`, [who.accountId]);
    expect(recorded.n).toBe(50);
  }, 120_000);
});
