// GET /api/v1/creators/{slug}/usage over HTTP against the real app and PostgreSQL: only the
// creator's own key reads it; images page by an opaque cursor that later generations never
// shift; refusals are grouped by rule and category with the matched terms counted and no prompt
// text; filters by day range, context and licence state; bad query parameters are 400s naming
// the field.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { call } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
type Who = { accountId: string; key: string };
let requester: Who;
let lena: Who; // the account of creator lena-use
let omar: Who; // the account of creator omar-use

async function accountWith(email: string, opts: { creator?: string; displayName?: string; credits?: number } = {}): Promise<Who> {
  const em = f.db.orm.em;
  const made = await createAccount(storeOf(em.fork()), { email, displayName: opts.displayName ?? null, verification: 'identity', credits: opts.credits ?? 0, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  if (opts.creator) {
    const linked = await linkCreatorAccount(storeOf(em.fork()), opts.creator, email, 'test');
    if (!linked.ok) throw new Error(linked.message);
  }
  const key = await createKey(storeOf(em.fork()), made.value.id, 'test');
  if (!key.ok) throw new Error(key.message);
  return { accountId: made.value.id, key: key.value.secret };
}

const sql = (text: string, params: unknown[]) => f.db.orm.em.fork().getConnection().execute(text, params, 'all');
const generate = (creator: string, prompt: string, context = 'portrait') => call(f.server, 'POST', '/api/v1/generate', { body: { creator, prompt, context }, key: requester.key });
const usage = (slug: string, who: Who | null, query = '') => call(f.server, 'GET', `/api/v1/creators/${slug}/usage${query}`, who ? { key: who.key } : {});
const today = () => new Date().toISOString().slice(0, 10);

const allowed: string[] = [];

beforeAll(async () => {
  f = await generationFixture({}, [
    { slug: 'lena-use', active: true },
    { slug: 'omar-use', active: true },
  ]);
  requester = await accountWith('rae@example.org', { displayName: 'Rae Requester', credits: 100 });
  lena = await accountWith('lena@example.org', { creator: 'lena-use' });
  omar = await accountWith('omar@example.org', { creator: 'omar-use' });
  for (const [prompt, context] of [
    ['studio portrait, soft light', 'portrait'],
    ['morning run, secret words one', 'fitness'],
    ['window light portrait', 'portrait'],
  ] as const) {
    const r = await generate('lena-use', prompt, context);
    expect(r.res.status).toBe(200);
    allowed.push(r.body.id);
  }
  for (const [prompt, context] of [
    ['holding a cold beer, secret words two', 'portrait'],
    ['beer after the race', 'fitness'],
    ['a glass of red wine', 'portrait'],
    ['as a knight', 'gaming-avatar'],
  ] as const) {
    expect((await generate('lena-use', prompt, context)).res.status).toBe(403);
  }
  expect((await generate('omar-use', 'studio portrait, soft light')).res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await f.close();
});

describe('GET /api/v1/creators/{slug}/usage', () => {
  it('answers 401 without a key and 403 problem+json to any key but the creator’s own', async () => {
    const anonymous = await usage('lena-use', null);
    expect([anonymous.res.status, anonymous.body.code]).toEqual([401, 'unauthenticated']);
    for (const who of [omar, requester]) {
      const denied = await usage('lena-use', who);
      expect([denied.res.status, denied.body.code]).toEqual([403, 'forbidden']);
      expect(denied.res.headers.get('content-type')).toContain('application/problem+json');
    }
    const unknown = await usage('no-such-creator', lena);
    expect(unknown.res.status).toBe(403);
  });

  it('lists the images newest first with the requester’s display name, context and licence', async () => {
    const { res, body } = await usage('lena-use', lena);
    expect(res.status).toBe(200);
    expect(body.creator).toBe('lena-use');
    expect(body.images.map((i: { id: string }) => i.id)).toEqual([...allowed].reverse());
    const [newest] = body.images;
    expect(newest).toMatchObject({ context: 'portrait', requester: 'Rae Requester', licence: { status: 'active', reason: null }, image: { url: expect.stringMatching(/^\/images\/[0-9a-f]{64}\.png$/) } });
    expect(body.images[1].context).toBe('fitness');
    const image = await fetch(`${f.server.url}${newest.image.url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(body.nextCursor).toBeNull();
    expect(JSON.stringify(body)).not.toContain(requester.accountId);
  });

  it('groups refusals by rule and category with the matched terms counted, and never the prompt', async () => {
    const { body } = await usage('lena-use', lena);
    expect(body.refusals).toEqual({
      total: 4,
      groups: [
        { rule: 'forbidden_depiction', category: 'alcohol', count: 3, evidence: [{ text: 'matched term "beer"', count: 2 }, { text: 'matched term "wine"', count: 1 }] },
        { rule: 'context_not_permitted', category: 'gaming-avatar', count: 1, evidence: [expect.objectContaining({ count: 1 })] },
      ],
    });
    const text = JSON.stringify(body);
    for (const words of ['secret words', 'cold beer', 'red wine', 'knight']) expect(text).not.toContain(words);
  });

  it('counts generations and refusals per day over the range, 30 days by default', async () => {
    const { body } = await usage('lena-use', lena);
    expect(body.perDay).toHaveLength(30);
    expect(body.range.to).toBe(today());
    expect(body.perDay.at(-1)).toEqual({ date: today(), generations: 3, refusals: 4 });
    expect(body.perDay.slice(0, -1).every((d: { generations: number; refusals: number }) => d.generations === 0 && d.refusals === 0)).toBe(true);
    expect(body.totals).toEqual({ generations: 3, refusals: 4 });
  });

  it('pages by cursor without repeats or gaps while new generations arrive', async () => {
    const first = await usage('lena-use', lena, '?limit=2');
    expect(first.body.images).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const arrived = [(await generate('lena-use', 'another portrait')).body.id, (await generate('lena-use', 'one more portrait')).body.id];
    const second = await usage('lena-use', lena, `?limit=2&cursor=${first.body.nextCursor}`);
    const seen = [...first.body.images, ...second.body.images].map((i: { id: string }) => i.id);
    expect(seen).toEqual([...allowed].reverse());
    expect(second.body.nextCursor).toBeNull();
    const fresh = await usage('lena-use', lena, '?limit=2');
    expect(fresh.body.images.map((i: { id: string }) => i.id)).toEqual([...arrived].reverse());
    allowed.push(...arrived);
  });

  it('filters by context, licence state and day range', async () => {
    const fitness = await usage('lena-use', lena, '?context=fitness');
    expect(fitness.body.images.map((i: { id: string }) => i.id)).toEqual([allowed[1]]);
    expect(fitness.body.refusals.groups).toEqual([{ rule: 'forbidden_depiction', category: 'alcohol', count: 1, evidence: [{ text: 'matched term "beer"', count: 1 }] }]);

    const revoked = await call(f.server, 'POST', `/api/v1/licences/${allowed[0]}/revoke`, { body: { reason: 'not this one' }, key: lena.key });
    expect(revoked.res.status).toBe(200);
    const onlyRevoked = await usage('lena-use', lena, '?licence=revoked');
    expect(onlyRevoked.body.images).toEqual([expect.objectContaining({ id: allowed[0], licence: { status: 'revoked', reason: 'not this one' } })]);
    const gone = await fetch(`${f.server.url}${onlyRevoked.body.images[0].image.url}`);
    expect(gone.status).toBe(410);
    const onlyActive = await usage('lena-use', lena, '?licence=active');
    expect(onlyActive.body.images.map((i: { id: string }) => i.id)).not.toContain(allowed[0]);

    // One generation moved 40 days back: outside the default 30 days, inside a range that covers it.
    await sql(`update generation set created_at = created_at - interval '40 days' where id = ?`, [allowed[2]]);
    const day = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect((await usage('lena-use', lena)).body.images.map((i: { id: string }) => i.id)).not.toContain(allowed[2]);
    const old = await usage('lena-use', lena, `?from=${day}&to=${day}`);
    expect(old.body.images.map((i: { id: string }) => i.id)).toEqual([allowed[2]]);
    expect(old.body.perDay).toEqual([{ date: day, generations: 1, refusals: 0 }]);
    expect(old.body.refusals).toEqual({ total: 0, groups: [] });
    const since = await usage('lena-use', lena, `?from=${day}`);
    expect(since.body.perDay).toHaveLength(41);
    expect(since.body.images).toHaveLength(allowed.length);
  });

  it('answers 400 naming the field for a bad day, range, context, licence, cursor or limit', async () => {
    for (const [query, pointer] of [
      ['?from=2026-13-01', '/from'],
      ['?to=yesterday', '/to'],
      ['?from=2026-05-02&to=2026-05-01', '/to'],
      ['?from=2024-01-01&to=2026-01-01', '/to'],
      ['?context=moon', '/context'],
      ['?licence=maybe', '/licence'],
      ['?cursor=not-a-cursor', '/cursor'],
      [`?cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|acct_x').toString('base64url')}`, '/cursor'],
      ['?limit=0', '/limit'],
      ['?limit=101', '/limit'],
      ['?prompt=x', '/prompt'],
    ] as const) {
      const { res, body } = await usage('lena-use', lena, query);
      expect([query, res.status, res.headers.get('content-type')]).toEqual([query, 400, expect.stringContaining('application/problem+json')]);
      expect(body.errors).toContainEqual(expect.objectContaining({ pointer, in: 'query' }));
    }
  });
});
