import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { generationFixture, money, one, type GenerationFixture } from './support.ts';

let f: GenerationFixture;
// stylised costs 1: 10 credits buy exactly 10 images.
const request = { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait', realism: 'stylised' };

beforeAll(async () => {
  f = await generationFixture({ DB_POOL_MAX: '20' });
}, 60_000);
afterAll(async () => {
  await f.close();
});

const generate = (key: string, prompt: string, headers: Record<string, string> = {}) => call(f.server, 'POST', '/api/v1/generate', { body: { ...request, prompt }, key, headers });

describe('credits under concurrency', () => {
  it('50 concurrent generates on 10 credits: exactly 10 rendered and charged, 40 insufficient_credit, balance 0, ledger equal to charges', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'fifty@example.org', 'identity', 10);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => generate(who.key, `portrait number ${i}`)));
    const rendered = answers.filter((a) => a.res.status === 200);
    const refused = answers.filter((a) => a.res.status === 403);
    expect(rendered).toHaveLength(10);
    for (const a of rendered) expect(a.body).toMatchObject({ render: { state: 'rendered' }, credits: { charged: 1, cost: 1, source: 'credits' } });
    expect(refused).toHaveLength(40);
    for (const a of refused) expect(a.body.refusal).toMatchObject({ rule: 'insufficient_credit', category: 'credit' });
    expect(Math.min(...rendered.map((a) => a.body.credits.remaining))).toBe(0);
    const m = await money(f.db.orm.em, who.accountId);
    expect(m).toMatchObject({ paid: 0, charged: 10, held: 0, ledgerPaid: 0 });
    const reserved = await one(f.db.orm.em, `select coalesce(sum(-delta), 0)::int as n from credit_ledger where account_id = ? and reason = 'reserve'`, [who.accountId]);
    const released = await one(f.db.orm.em, `select coalesce(sum(delta), 0)::int as n from credit_ledger where account_id = ? and reason = 'release'`, [who.accountId]);
    expect(reserved.n - released.n).toBe(10);
    const recorded = await one(f.db.orm.em, `select count(*)::int as n from generation where account_id = ?`, [who.accountId]);
    expect(recorded.n).toBe(50);
  }, 120_000);

  it('the same with every request sent twice at once under one Idempotency-Key: one record per key, no double charge', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'retries@example.org', 'identity', 10);
    const keys = Array.from({ length: 25 }, (_, i) => `key-${i}`);
    const answers = await Promise.all(keys.flatMap((k, i) => [0, 1].map(() => generate(who.key, `portrait number ${i}`, { 'Idempotency-Key': k }))));
    for (let i = 0; i < keys.length; i++) {
      const [a, b] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(b.res.status).toBe(a.res.status);
      expect(b.body).toEqual(a.body);
    }
    const firsts = answers.filter((_, i) => i % 2 === 0);
    expect(firsts.filter((a) => a.res.status === 200)).toHaveLength(10);
    expect(firsts.filter((a) => a.res.status === 403 && a.body.refusal.rule === 'insufficient_credit')).toHaveLength(15);
    const m = await money(f.db.orm.em, who.accountId);
    expect(m).toMatchObject({ paid: 0, charged: 10, held: 0, ledgerPaid: 0 });
    const recorded = await one(f.db.orm.em, `select count(*)::int as n from generation where account_id = ?`, [who.accountId]);
    expect(recorded.n).toBe(25);
  }, 120_000);
});
