import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProvenance } from '../../src/render/index.ts';
import { blockingCapCreator, generationFixture, money, one, publishCreatorSource, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';

let f: GenerationFixture;
type Who = { accountId: string; key: string };
let verified: Who;
let ageOnly: Who;
let unverified: Who;
let broke: Who;
const valid = { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' };

beforeAll(async () => {
  f = await generationFixture({}, [
    { slug: 'ana-gen', active: true },
    { slug: 'bo-paused', active: false },
  ]);
  await publishCreatorSource(f.db.orm.em, 'cy-cap', blockingCapCreator('cy-cap', 2));
  verified = await requesterWithKey(f.db.orm.em, 'verified@example.org', 'identity', 100);
  ageOnly = await requesterWithKey(f.db.orm.em, 'age@example.org', 'age', 100);
  unverified = await requesterWithKey(f.db.orm.em, 'new@example.org', 'none', 100);
  broke = await requesterWithKey(f.db.orm.em, 'broke@example.org', 'identity', 0);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const generate = (body: unknown, who: Who = verified, headers: Record<string, string> = {}) => call(f.server, 'POST', '/api/v1/generate', { body, key: who.key, headers });

describe('POST /api/v1/generate: authorised and rendered', () => {
  it('returns every GenerationResult field, charges the cost once and stores a watermarked image carrying its signed manifest', async () => {
    const before = await money(f.db.orm.em, verified.accountId);
    const { res, body } = await generate(valid);
    expect(res.status).toBe(200);
    expect(body.id).toMatch(/^gen_[0-9a-z]{26}$/);
    expect(body).toMatchObject({
      decision: 'allow',
      advisories: [],
      boundary: { version: 1, policyHash: expect.stringMatching(/^[0-9a-f]{64}$/), enforcedForbidden: expect.arrayContaining(['alcohol', 'minors-context']) },
      credits: { charged: 2, cost: 2, remaining: before.paid - 2, source: 'credits' },
      render: { state: 'rendered', watermarked: true, contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(body.render.url).toBe(`${f.server.url}/images/${body.render.contentHash}.png`);
    expect(body.provenance.verify).toBe(`${f.server.url}/api/v1/provenance/${body.id}`);
    const m = body.provenance.manifest;
    expect(m).toMatchObject({ id: body.id, creator: 'ana-gen', boundaryVersion: 1, policyHash: body.boundary.policyHash, requester: verified.accountId, context: 'portrait', realism: 'illustrative', mode: 'image' });
    expect(m.promptSha256).toBe(createHash('sha256').update(valid.prompt).digest('hex'));
    expect(JSON.stringify(body)).not.toContain('soft light');

    // The stored file: its SHA-256 is render.contentHash; without the provenance chunk it hashes to manifest.contentHash.
    const hash: string = body.render.contentHash;
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(`${f.imageDir}/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.png`);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);
    const embedded = readProvenance(bytes)!;
    expect(embedded.manifest).toEqual(m);
    expect(embedded.signature).toBe(body.provenance.signature);
    expect(createHash('sha256').update(embedded.image).digest('hex')).toBe(m.contentHash);

    const after = await money(f.db.orm.em, verified.accountId);
    expect(after.paid).toBe(before.paid - 2);
    expect(after.ledgerPaid).toBe(after.paid);
    expect(after.held).toBe(0);
  });

  it('records the generation with its manifest, licence and charge, and never the prompt', async () => {
    const prompt = 'portrait by the window, unmistakable-marker-words';
    const { body } = await generate({ ...valid, prompt });
    const row = await one(f.db.orm.em, `select * from generation where id = ?`, [body.id]);
    expect(row).toMatchObject({ decision: 'allow', licence_status: 'active', render_state: 'rendered', credits_charged: 2, credits_cost: 2, credits_source: 'credits', signature: body.provenance.signature, content_hash: body.render.contentHash });
    expect(row.manifest).toEqual(body.provenance.manifest);
    expect(JSON.stringify(row)).not.toContain('unmistakable');
  });
});

describe('POST /api/v1/generate: refusals', () => {
  const cases: [string, Record<string, unknown>, () => Who, string][] = [
    ['creator_unavailable', { ...valid, creator: 'bo-paused' }, () => verified, 'creator_unavailable'],
    ['platform_prohibition', { ...valid, prompt: 'portrait of a child' }, () => verified, 'platform_prohibition'],
    ['forbidden_depiction', { ...valid, prompt: 'holding a cold beer' }, () => verified, 'forbidden_depiction'],
    ['excluded_brand', { ...valid, prompt: 'drinking rival cola' }, () => verified, 'excluded_brand'],
    ['context_not_permitted', { ...valid, context: 'gaming-avatar' }, () => verified, 'context_not_permitted'],
    ['realism_exceeds_ceiling', { ...valid, realism: 'photoreal' }, () => verified, 'realism_exceeds_ceiling'],
    ['conversation_not_licensed', { ...valid, mode: 'conversation' }, () => verified, 'conversation_not_licensed'],
    ['age_verification_required', valid, () => unverified, 'age_verification_required'],
    ['identity_verification_required', { ...valid, creator: 'cy-cap', realism: 'photoreal' }, () => ageOnly, 'identity_verification_required'],
    ['insufficient_credit', valid, () => broke, 'insufficient_credit'],
  ];

  it.each(cases)('%s: a 403 Refusal, recorded, charged nothing, identical on repeat', async (_name, request, who, rule) => {
    const first = await generate(request, who());
    const second = await generate(request, who());
    expect(first.res.status).toBe(403);
    expect(first.res.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(first.body).sort()).toEqual(['boundary', 'decision', 'id', 'refusal']);
    expect(first.body.decision).toBe('refuse');
    expect(first.body.refusal.rule).toBe(rule);
    expect(first.body.refusal.category).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(second.res.status).toBe(403);
    expect(second.body.id).not.toBe(first.body.id);
    expect({ refusal: second.body.refusal, boundary: second.body.boundary }).toEqual({ refusal: first.body.refusal, boundary: first.body.boundary });
    const rows = await f.db.orm.em.getConnection().execute(`select decision, rule, refusal, credits_charged, manifest, licence_status from generation where id in (?, ?)`, [first.body.id, second.body.id], 'all');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ decision: 'refuse', rule, refusal: first.body.refusal, credits_charged: 0, manifest: null, licence_status: null });
  });

  it('consent_revoked once the boundary set is revoked', async () => {
    await publishCreatorSource(f.db.orm.em, 'di-revoked', blockingCapCreator('di-revoked', 5));
    await f.db.orm.em.getConnection().execute(`update boundary_version set revoked_at = now(), revoked_reason = 'test' where creator_id = (select id from creator where slug = 'di-revoked')`);
    const { res, body } = await generate({ ...valid, creator: 'di-revoked' });
    expect([res.status, body.refusal.rule]).toEqual([403, 'consent_revoked']);
  });

  it('session_cap_reached once the blocking cap is used up by recorded generations in the window', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'capped@example.org', 'identity', 100);
    const request = { ...valid, creator: 'cy-cap' };
    expect((await generate({ ...request, prompt: 'portrait one' }, who)).res.status).toBe(200);
    expect((await generate({ ...request, prompt: 'portrait two' }, who)).res.status).toBe(200);
    const third = await generate({ ...request, prompt: 'portrait three' }, who);
    expect([third.res.status, third.body.refusal.rule, third.body.refusal.category, third.body.refusal.evidence]).toEqual([403, 'session_cap_reached', 'session-cap', '2 of 2 in 24h']);
  });

  it('a consent refusal wins over missing credit (insufficient_credit is checked last)', async () => {
    const { body } = await generate({ ...valid, prompt: 'holding a cold beer' }, broke);
    expect(body.refusal.rule).toBe('forbidden_depiction');
  });
});

describe('POST /api/v1/generate: advisories', () => {
  it('the variety nudge attaches an advisory (allow_with_advisory) after 4 repeats of a prompt', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'repeat@example.org', 'identity', 100);
    const request = { ...valid, prompt: 'the same portrait again' };
    for (let i = 0; i < 4; i++) expect((await generate(request, who)).body.decision).toBe('allow');
    const fifth = await generate(request, who);
    expect(fifth.res.status).toBe(200);
    expect(fifth.body.decision).toBe('allow_with_advisory');
    expect(fifth.body.advisories.length).toBeGreaterThan(0);
  });

  it('a session cap in advisory mode attaches an advisory (allow_with_advisory) instead of refusing, and still renders and charges', async () => {
    await publishCreatorSource(f.db.orm.em, 'ed-soft', blockingCapCreator('ed-soft', 2).replace('session cap: 2 per 24h, block', 'session cap: 2 per 24h, advisory'));
    const who = await requesterWithKey(f.db.orm.em, 'soft-cap@example.org', 'identity', 100);
    const request = { ...valid, creator: 'ed-soft' };
    expect((await generate({ ...request, prompt: 'portrait one' }, who)).body.decision).toBe('allow');
    expect((await generate({ ...request, prompt: 'portrait two' }, who)).body.decision).toBe('allow');
    const third = await generate({ ...request, prompt: 'portrait three' }, who);
    expect(third.res.status).toBe(200);
    expect(third.body).toMatchObject({ decision: 'allow_with_advisory', render: { state: 'rendered' }, credits: { charged: 2 } });
    expect(third.body.advisories.join(' ')).toMatch(/2 of 2/);
  });
});

describe('POST /api/v1/generate: Idempotency-Key', () => {
  it('a retry returns the first result (same id, no second charge); another body with the key is a 422', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'retry@example.org', 'identity', 10);
    const headers = { 'Idempotency-Key': 'order-7781' };
    const first = await generate(valid, who, headers);
    const again = await generate(valid, who, headers);
    expect(first.res.status).toBe(200);
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect((await money(f.db.orm.em, who.accountId)).paid).toBe(8);
    const other = await generate({ ...valid, prompt: 'something else entirely' }, who, headers);
    expect([other.res.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    const refused = await generate({ ...valid, prompt: 'a cold beer' }, who, { 'Idempotency-Key': 'order-7782' });
    const refusedAgain = await generate({ ...valid, prompt: 'a cold beer' }, who, { 'Idempotency-Key': 'order-7782' });
    expect(refusedAgain.res.status).toBe(403);
    expect(refusedAgain.body).toEqual(refused.body);
  });

  it('rejects a malformed key with a 400', async () => {
    const { res, body } = await generate(valid, verified, { 'Idempotency-Key': 'x'.repeat(201) });
    expect([res.status, body.code]).toEqual([400, 'invalid_request']);
  });
});

describe('POST /api/v1/generate: request errors', () => {
  it('400 for an invalid body, 401 without a key, 404 for an unknown creator', async () => {
    const bad = await generate({ ...valid, prompt: 'x'.repeat(2001), extra: 1 });
    expect(bad.res.status).toBe(400);
    const anonymous = await call(f.server, 'POST', '/api/v1/generate', { body: valid });
    expect(anonymous.res.status).toBe(401);
    const unknown = await generate({ ...valid, creator: 'no-such-creator' });
    expect([unknown.res.status, unknown.body.code]).toEqual([404, 'creator_not_found']);
  });
});
