// The webhook API: register (secret shown once), list, delete, rotate, the delivery log and
// redelivery, with problem+json for bad input and someone else's endpoint; and the events a
// generation and a takedown action send, verified by a real receiver with standardwebhooks.

import { storeOf } from '../../src/store/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../../src/webhooks/worker.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { accountWithKey } from '../takedown/staff.ts';
import { startReceiver, verifyWith, type Receiver } from '../webhooks/receiver.ts';

let f: GenerationFixture;
let receiver: Receiver;
type Who = { accountId: string; key: string };
let alice: Who;
let bob: Who;
let reviewer: Who;

const deliver = () => deliverDue(() => storeOf(f.db.orm.em.fork()), { settings: f.server.deps.config.webhooks, siteUrl: f.server.url, now: () => new Date() });
const register = (who: Who, body: unknown) => call(f.server, 'POST', '/api/v1/webhooks', { key: who.key, body });
const at = (path: string) => receiver.received.filter((r) => r.path === path);

beforeAll(async () => {
  f = await generationFixture({ WEBHOOK_ALLOW_LOOPBACK: 'true', RATE_LIMIT_TAKEDOWN: '100' });
  receiver = await startReceiver();
  alice = await requesterWithKey(f.db.orm.em, 'alice-hooks@example.org', 'identity', 100);
  bob = await requesterWithKey(f.db.orm.em, 'bob-hooks@example.org', 'identity', 100);
  reviewer = await accountWithKey(f.db.orm.em, 'reviewer-hooks@example.org', ['reviewer']);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await f?.close();
});

describe('registering endpoints', () => {
  it('answers 201 with the endpoint and its whsec_ secret once; listings never show the secret', async () => {
    const { res, body } = await register(alice, { url: receiver.url('/alice-list'), eventTypes: ['licence.revoked'] });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/v1/webhooks/${body.endpoint.id}`);
    expect(body).toMatchObject({ endpoint: { id: expect.stringMatching(/^whe_/), url: receiver.url('/alice-list'), eventTypes: ['licence.revoked'], previousSecretValidUntil: null }, secret: expect.stringMatching(/^whsec_/) });
    const list = await call(f.server, 'GET', '/api/v1/webhooks', { key: alice.key });
    expect(list.res.status).toBe(200);
    expect(list.body.webhooks).toEqual([body.endpoint]);
    expect(JSON.stringify(list.body)).not.toContain(body.secret);
    expect((await call(f.server, 'GET', '/api/v1/webhooks', { key: bob.key })).body.webhooks).toEqual([]);
  });

  it.each([
    ['not a URL', 'hooks.example.org/x', /url must be an absolute URL/],
    ['plain http to a public host', 'http://hooks.example.org/x', /url must be an https:\/\/ URL/],
    ['another scheme', 'ftp://hooks.example.org/x', /url must be an https:\/\/ URL/],
    ['credentials in the URL', 'https://user:pw@hooks.example.org/x', /url must not contain a user name or password/],
  ])('refuses %s with a 400 naming the url', async (_, url, detail) => {
    const { res, body } = await register(alice, { url, eventTypes: ['licence.revoked'] });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_request', detail: expect.stringMatching(detail) });
  });

  it('refuses an unknown event type, no event type, or unknown fields with errors[] pointing at them', async () => {
    const unknown = await register(alice, { url: 'https://hooks.example.org/x', eventTypes: ['licence.created'] });
    expect(unknown.res.status).toBe(400);
    expect(unknown.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/eventTypes/0']);
    const none = await register(alice, { url: 'https://hooks.example.org/x', eventTypes: [] });
    expect(none.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/eventTypes']);
    const extra = await register(alice, { url: 'https://hooks.example.org/x', eventTypes: ['licence.revoked'], secret: 'mine' });
    expect(extra.res.status).toBe(400);
    const missing = await register(alice, {});
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/eventTypes', '/url']);
    expect((await call(f.server, 'POST', '/api/v1/webhooks', { body: { url: 'https://hooks.example.org/x', eventTypes: ['licence.revoked'] } })).res.status).toBe(401);
  });

  it("answers 404 for someone else's endpoint or delivery, and changes nothing", async () => {
    const { body } = await register(alice, { url: receiver.url('/alice-private'), eventTypes: ['licence.revoked'] });
    const id = body.endpoint.id;
    expect((await call(f.server, 'DELETE', `/api/v1/webhooks/${id}`, { key: bob.key })).res.status).toBe(404);
    expect((await call(f.server, 'POST', `/api/v1/webhooks/${id}/rotate-secret`, { key: bob.key })).res.status).toBe(404);
    expect((await call(f.server, 'GET', `/api/v1/webhooks/${id}/deliveries`, { key: bob.key })).res.status).toBe(404);
    expect((await call(f.server, 'POST', '/api/v1/webhooks/deliveries/whd_nothing/redeliver', { key: bob.key })).res.status).toBe(404);
    expect((await call(f.server, 'GET', '/api/v1/webhooks', { key: alice.key })).body.webhooks.map((w: { id: string }) => w.id)).toContain(id);
    expect((await call(f.server, 'DELETE', `/api/v1/webhooks/${id}`, { key: alice.key })).res.status).toBe(204);
    expect((await call(f.server, 'DELETE', `/api/v1/webhooks/${id}`, { key: alice.key })).res.status).toBe(404);
  });
});

describe('events through the API', () => {
  it('sends generation.completed for a generation and licence.revoked when a takedown revokes it; log, rotation and redelivery work', async () => {
    const { body: made } = await register(bob, { url: receiver.url('/bob'), eventTypes: ['generation.completed', 'licence.revoked'] });
    const gen = await call(f.server, 'POST', '/api/v1/generate', { key: bob.key, body: { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' } });
    expect(gen.res.status).toBe(200);
    await deliver();
    const [completed] = at('/bob');
    expect(verifyWith(made.secret, completed!)).toMatchObject({
      type: 'generation.completed',
      data: { generationId: gen.body.id, creator: 'ana-gen', decision: 'allow', renderState: 'rendered', provenanceUrl: gen.body.provenance.verify },
    });

    const rotated = await call(f.server, 'POST', `/api/v1/webhooks/${made.endpoint.id}/rotate-secret`, { key: bob.key });
    expect(rotated.res.status).toBe(200);
    expect(rotated.body.secret).not.toBe(made.secret);
    expect(rotated.body.endpoint.previousSecretValidUntil).not.toBeNull();

    const report = await call(f.server, 'POST', '/api/v1/takedowns', { body: { kind: 'non-consensual', generationId: gen.body.id, detail: 'This image was made without consent.' } });
    const action = await call(f.server, 'POST', `/api/v1/takedowns/${report.body.id}/action`, { key: reviewer.key, body: { action: 'revoke-generation', reason: 'confirmed non-consensual' } });
    expect(action.res.status).toBe(200);
    await deliver();
    const revoked = at('/bob')[1]!;
    for (const secret of [rotated.body.secret, made.secret]) {
      expect(verifyWith(secret, revoked)).toMatchObject({ type: 'licence.revoked', data: { generationId: gen.body.id, reason: 'confirmed non-consensual' } });
    }

    const log = await call(f.server, 'GET', `/api/v1/webhooks/${made.endpoint.id}/deliveries`, { key: bob.key });
    expect(log.res.status).toBe(200);
    expect(log.body.deliveries.map((d: { type: string; state: string }) => [d.type, d.state])).toEqual([
      ['licence.revoked', 'delivered'],
      ['generation.completed', 'delivered'],
    ]);
    expect(log.body.deliveries[0].attempts).toEqual([{ attempt: 1, attemptedAt: expect.any(String), statusCode: 204, error: null, durationMs: expect.any(Number) }]);

    const again = await call(f.server, 'POST', `/api/v1/webhooks/deliveries/${log.body.deliveries[0].id}/redeliver`, { key: bob.key });
    expect(again.res.status).toBe(202);
    expect((await call(f.server, 'POST', `/api/v1/webhooks/deliveries/${log.body.deliveries[0].id}/redeliver`, { key: alice.key })).res.status).toBe(404);
    await deliver();
    const resent = at('/bob')[2]!;
    expect(resent.id, 'the same webhook-id as the first delivery').toBe(revoked.id);
    expect(resent.body).toBe(revoked.body);

    expect((await call(f.server, 'GET', `/api/v1/webhooks/${made.endpoint.id}/deliveries`, { key: bob.key })).body.deliveries[0].attempts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
  });
});
