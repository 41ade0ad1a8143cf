// A prompt or reference the gate cannot read is refused before the gate: 400 problem+json
// unsupported_language naming the language and the field; nothing recorded, nothing charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationFixture, money, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';

let f: GenerationFixture;
let who: { accountId: string; key: string };
const valid = { creator: 'ana-lang', prompt: 'studio portrait, soft light', context: 'portrait' };

beforeAll(async () => {
  f = await generationFixture({}, [{ slug: 'ana-lang', active: true }]);
  who = await requesterWithKey(f.db.orm.em, 'lang@example.org', 'identity', 100);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(f.server, 'POST', path, { body, key: who.key, headers });
const generations = async () => Number((await f.db.orm.em.getConnection().execute(`select count(*) as n from generation where account_id = ?`, [who.accountId]))[0]!.n);

describe('unsupported_language', () => {
  it('check answers 400 naming the language, with the pointer /prompt', async () => {
    const { res, body } = await post('/api/v1/check', { ...valid, prompt: 'la creadora fumando un cigarrillo en la playa' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body).toMatchObject({ code: 'unsupported_language', type: 'https://likeness.example/problems/unsupported-language', status: 400, title: 'Prompt in a language the gate does not read' });
    expect(body.detail).toContain('Spanish');
    expect(body.detail).toContain('English');
    expect(body.errors).toEqual([{ pointer: '/prompt', in: 'body', message: 'written in Spanish; write it in English' }]);
  });

  it('generate answers the same 400 and records and charges nothing, also with an Idempotency-Key', async () => {
    const before = await money(f.db.orm.em, who.accountId);
    const count = await generations();
    const { res, body } = await post('/api/v1/generate', { ...valid, prompt: 'die Creatorin raucht eine Zigarette auf dem Balkon' }, { 'Idempotency-Key': 'lang-1' });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 'unsupported_language', errors: [{ pointer: '/prompt' }] });
    expect(body.detail).toContain('German');
    expect(await generations()).toBe(count);
    expect(await money(f.db.orm.em, who.accountId)).toEqual(before);
    // The key was not spent on the refused body: the same key with a readable prompt generates.
    const retry = await post('/api/v1/generate', valid, { 'Idempotency-Key': 'lang-1' });
    expect(retry.res.status).toBe(200);
  });

  it('points at /reference when only the reference is unreadable', async () => {
    const { res, body } = await post('/api/v1/check', { ...valid, reference: 'la créatrice fume une cigarette sur la terrasse' });
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ pointer: '/reference', in: 'body', message: 'written in French; write it in English' }]);
  });

  it('judges English full of names, places and loanwords as usual', async () => {
    for (const prompt of ['the creator at a café in Montmartre, croissant and espresso', 'the creator in a kimono in Kyoto at sunrise', 'the creator at a fiesta wearing a sombrero']) {
      const { res, body } = await post('/api/v1/check', { ...valid, prompt });
      expect(res.status, prompt).toBe(200);
      expect(body.decision, prompt).toBe('allow');
    }
  });
});
