// The generate page: the same check and generate as the API, for the signed-in account, with
// field-level messages, a per-render Idempotency-Key (a double submit is charged once) and the
// prompt redisplayed inert.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { csrfOf, SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
let site: SiteClient;
let apiKey: string;
let accountId: string;
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  f = await generationFixture();
  const made = await createAccount(storeOf(f.db.orm.em.fork()), { email: 'gen-page@example.org', password: PASSWORD, verification: 'identity', credits: 20, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  accountId = made.value.id;
  const key = await createKey(storeOf(f.db.orm.em.fork()), accountId, 'test');
  if (!key.ok) throw new Error(key.message);
  apiKey = key.value.secret;
  site = new SiteClient(f.server.url);
  await site.submit('/signin', '/signin', { email: 'gen-page@example.org', password: PASSWORD });
}, 60_000);

afterAll(async () => {
  await f.close();
});

const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => f.db.orm.em.fork().getConnection().execute(query, params, 'all');
const idempotencyKeyOf = (html: string): string => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;
const testId = (html: string, id: string): string => {
  const m = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</`).exec(html);
  if (!m) throw new Error(`no ${id} on the page`);
  return textOf(m[1]!).trim();
};

async function post(fields: Record<string, string>, action: 'check' | 'generate') {
  const form = await site.get('/generate');
  return site.post('/generate', { _csrf: csrfOf(form.html), idempotencyKey: idempotencyKeyOf(form.html), action, realism: 'illustrative', mode: 'image', reference: '', ...fields });
}

const apiGenerate = async (body: unknown) => {
  const res = await fetch(`${f.server.url}/api/v1/generate`, { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};

describe('the generate page', () => {
  it('sends a visitor to sign in', async () => {
    const res = await new SiteClient(f.server.url).get('/generate');
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/signin?next=%2Fgenerate');
  });

  it('lists the active creators and carries a fresh Idempotency-Key on every render', async () => {
    const a = await site.get('/generate');
    const b = await site.get('/generate');
    expect(a.status).toBe(200);
    expect(a.html).toContain('<option value="ana-gen"');
    expect(idempotencyKeyOf(a.html)).not.toBe(idempotencyKeyOf(b.html));
  });

  it('checks without recording or charging, with the same decision as POST /api/v1/check', async () => {
    const before = await sql('select id from generation');
    const page = await post({ creator: 'ana-gen', context: 'portrait', prompt: 'holding a cold beer' }, 'check');
    expect(page.status).toBe(200);
    const res = await fetch(`${f.server.url}/api/v1/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ creator: 'ana-gen', context: 'portrait', prompt: 'holding a cold beer' }),
    });
    const api = (await res.json()) as any;
    expect(api.decision).toBe('refuse');
    expect(testId(page.html, 'refusal-rule')).toBe(api.refusal.rule);
    expect(testId(page.html, 'refusal-category')).toBe(api.refusal.category);
    expect(testId(page.html, 'refusal-evidence')).toBe(api.refusal.evidence);
    expect(testId(page.html, 'policy-hash')).toBe(api.boundary.policyHash);
    expect(await sql('select id from generation')).toHaveLength(before.length);
  });

  it('shows a refusal with the same rule, message, evidence, category and boundary as POST /api/v1/generate', async () => {
    const request = { creator: 'ana-gen', context: 'portrait', prompt: 'holding a cold beer' };
    const page = await post(request, 'generate');
    expect(page.status).toBe(403);
    const api = await apiGenerate(request);
    expect(api.status).toBe(403);
    expect(testId(page.html, 'refusal-rule')).toBe(api.body.refusal.rule);
    expect(testId(page.html, 'refusal-message')).toBe(api.body.refusal.message);
    expect(testId(page.html, 'refusal-evidence')).toBe(api.body.refusal.evidence);
    expect(testId(page.html, 'refusal-category')).toBe(api.body.refusal.category);
    expect(testId(page.html, 'boundary-version')).toBe(String(api.body.boundary.version));
    expect(testId(page.html, 'policy-hash')).toBe(api.body.boundary.policyHash);
    const id = testId(page.html, 'record-link');
    expect((await sql<{ decision: string; account_id: string }>('select decision, account_id from generation where id = ?', [id]))[0]).toEqual({ decision: 'refuse', account_id: accountId });
  });

  it('generates an image for the signed-in account, licensed, and a double submit is charged once', async () => {
    const form = await site.get('/generate');
    const fields = { _csrf: csrfOf(form.html), idempotencyKey: idempotencyKeyOf(form.html), action: 'generate', creator: 'ana-gen', context: 'portrait', prompt: 'studio portrait, soft light', realism: 'illustrative', mode: 'image', reference: '' };
    const [first, second] = await Promise.all([site.post('/generate', fields), site.post('/generate', fields)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const id = testId(first.html, 'provenance-link').replace('Provenance record ', '');
    expect(id).toMatch(/^gen_/);
    expect(testId(second.html, 'provenance-link')).toBe(testId(first.html, 'provenance-link'));
    expect(textOf(first.html + second.html)).toContain('this is the result of the first submission');
    expect(testId(first.html, 'render-state')).toBe('rendered');
    expect(testId(first.html, 'licence-status')).toBe('Licensed');
    const image = /<img src="(\/images\/[0-9a-f]{64}\.png)"/.exec(first.html)![1]!;
    expect((await fetch(`${f.server.url}${image}`)).headers.get('content-type')).toBe('image/png');
    const rows = await sql<{ account_id: string; credits_charged: number }>('select account_id, credits_charged from generation where id = ?', [id]);
    expect(rows).toEqual([{ account_id: accountId, credits_charged: 2 }]);
    expect(await sql("select id from credit_ledger where reference = ? and delta < 0", [id])).toHaveLength(1);
  });

  it('gives one message per invalid field and redisplays a prompt holding markup as text', async () => {
    const page = await post({ creator: '', context: 'gamer-avatar', prompt: '' }, 'generate');
    expect(page.status).toBe(400);
    const text = textOf(page.html);
    expect(text).toContain('Choose a creator.');
    expect(text).toContain('Choose the context the image is for.');
    expect(text).toContain('Describe the image in 1 to 2000 characters.');

    const markup = await post({ creator: 'ana-gen', context: 'gaming-avatar', prompt: '<script>alert(1)</script><img src=x onerror=alert(2)>' }, 'check');
    expect(markup.status).toBe(200);
    expect(markup.html).not.toContain('<script>alert(1)');
    expect(markup.html).not.toContain('<img src=x');
    expect(markup.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('says at the prompt field that a prompt in another language cannot be checked, and charges nothing', async () => {
    const before = await sql<{ n: string }>(`select count(*) as n from generation where account_id = ?`, [accountId]);
    for (const action of ['check', 'generate'] as const) {
      const page = await post({ creator: 'ana-gen', context: 'portrait', prompt: 'la creadora fumando un cigarrillo en la playa' }, action);
      expect(page.status).toBe(400);
      const error = /id="prompt-error"[^>]*>([\s\S]*?)<\//.exec(page.html);
      expect(error, action).not.toBeNull();
      expect(textOf(error![1]!)).toContain('written in Spanish; write it in English');
    }
    expect(await sql<{ n: string }>(`select count(*) as n from generation where account_id = ?`, [accountId])).toEqual(before);
  });

  it('refuses a form post without the CSRF token', async () => {
    const res = await site.post('/generate', { action: 'generate', creator: 'ana-gen', context: 'portrait', prompt: 'studio portrait' });
    expect(res.status).toBe(403);
  });
});
