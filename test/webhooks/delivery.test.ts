// The outbox end to end: a revocation writes its events in its own transaction, the worker
// delivers them signed (Standard Webhooks) to a real receiver on 127.0.0.1, retries through an
// outage with backoff, and the receiver processes each event id exactly once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeConsent, revokeLicence } from '../../src/store/licences.ts';
import { registerEndpoint, redeliverDelivery, rotateEndpointSecret, endpointDeliveries } from '../../src/webhooks/endpoints.ts';
import { deliverDue, type DeliveryContext } from '../../src/webhooks/worker.ts';
import type { WebhookEventType } from '../../src/store/orm/entities/webhook.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { testConfig } from '../support/server.ts';
import { recordGeneration } from '../provenance/records.ts';
import { freshKey, ringOf } from '../provenance/support.ts';
import { acceptedById, startReceiver, verifyWith, type Receiver } from './receiver.ts';
import { storeOf } from '../../src/store/index.ts';

const settings = testConfig({ WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_BACKOFF_BASE_SECONDS: '10', WEBHOOK_BACKOFF_MAX_SECONDS: '20', WEBHOOK_MAX_ATTEMPTS: '4', WEBHOOK_TIMEOUT_MS: '2000' }).webhooks;
const keyring = ringOf(freshKey('wh'));
const SITE = 'https://likeness.test';

let db: TestDatabase;
let receiver: Receiver;
/** The worker's clock: real time plus a skew the tests move forward past retry delays. */
let skew = 0;
const ctx: DeliveryContext = { settings, siteUrl: SITE, now: () => new Date(Date.now() + skew) };
const deliver = () => deliverDue(() => storeOf(db.orm.em.fork()), ctx);
const later = (seconds: number) => (skew += seconds * 1000);

async function requesterWithEndpoint(name: string, eventTypes: WebhookEventType[] = ['licence.revoked'], s = settings) {
  const { accountId } = await requesterWithKey(db.orm.em, `${name}@example.org`, 'identity', 0);
  const made = await registerEndpoint(storeOf(db.orm.em.fork()), accountId, { url: receiver.url(`/${name}`), eventTypes }, s, ctx.now());
  if (!made.ok) throw new Error(made.message);
  return { accountId, endpointId: made.value.endpoint.id, secret: made.value.secret, path: `/${name}` };
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ada-hook', active: true },
    { slug: 'bo-hook', active: true },
  ]);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await db?.drop();
});

describe('licence.revoked deliveries', () => {
  it('reach the requester who made the generation, signed so that the standardwebhooks package verifies them', async () => {
    const me = await requesterWithEndpoint('alice');
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    const revoked = await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'used outside the licence', 'test');
    expect(revoked.ok).toBe(true);
    await deliver();
    const [got, ...more] = at(me.path);
    expect(more).toEqual([]);
    const payload = verifyWith(me.secret, got!) as any;
    expect(got!.id).toMatch(/^msg_/);
    expect(payload).toMatchObject({
      id: got!.id,
      type: 'licence.revoked',
      data: { generationId: gen.id, creator: 'ada-hook', reason: 'used outside the licence', provenanceUrl: `${SITE}/api/v1/provenance/${gen.id}` },
    });
    expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
    expect(payload.data.revokedAt).toBe(payload.timestamp);
    expect(() => verifyWith('whsec_' + Buffer.alloc(32, 1).toString('base64'), got!), 'another secret does not verify').toThrow();
  });

  it('are written only for the requester of each generation, one event per revoked licence when consent is withdrawn', async () => {
    const me = await requesterWithEndpoint('carol');
    const other = await requesterWithEndpoint('dave');
    const mine = [await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'bo-hook' }), await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'bo-hook' })];
    const consent = await revokeConsent(storeOf(db.orm.em.fork()), 'bo-hook', 'I withdraw', 'test');
    expect(consent).toMatchObject({ ok: true, value: { licencesRevoked: 2 } });
    await deliver();
    const got = at(me.path).map((g) => verifyWith(me.secret, g) as any);
    expect(got.map((p) => p.data.generationId).sort()).toEqual(mine.map((g) => g.id).sort());
    expect(got.every((p) => p.data.reason === 'consent revoked: I withdraw')).toBe(true);
    expect(new Set(at(me.path).map((g) => g.id)).size).toBe(2);
    expect(at(other.path)).toEqual([]);
  });

  it('are not written when the revocation is rolled back (same transaction)', async () => {
    const me = await requesterWithEndpoint('erin');
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await revokeLicence(storeOf(tx), gen.id, 'about to fail', 'test');
        throw new Error('crash after the revocation');
      }),
    ).rejects.toThrow('crash');
    const [{ n }] = (await db.orm.em.getConnection().execute(`select count(*)::int as n from webhook_event where data->>'generationId' = ?`, [gen.id])) as [{ n: number }];
    expect(n).toBe(0);
    await deliver();
    expect(at(me.path)).toEqual([]);
  });
});

describe('a receiver that is down', () => {
  it('gets the event after it comes back, exactly once per webhook-id, with every attempt logged', async () => {
    const me = await requesterWithEndpoint('frank');
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    await receiver.down();
    try {
      await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'outage test', 'test');
      const [refused] = await deliver();
      expect(refused).toMatchObject({ statusCode: null, error: 'ECONNREFUSED', next: { state: 'pending' } });
      expect(await deliver(), 'not due again before its backoff').toEqual([]);
    } finally {
      await receiver.up();
    }
    receiver.answer = 500;
    later(20);
    const [failed] = await deliver();
    expect(failed).toMatchObject({ statusCode: 500, next: { state: 'pending' } });
    receiver.answer = 204;
    later(20);
    expect((await deliver())[0]).toMatchObject({ statusCode: 204, next: { state: 'delivered' } });
    later(60);
    expect(await deliver(), 'nothing left to send').toEqual([]);

    const seen = at(me.path);
    expect(seen.map((g) => g.answered)).toEqual([500, 204]);
    expect(new Set(seen.map((g) => g.id)).size, 'the same webhook-id on every attempt').toBe(1);
    expect([...acceptedById(seen).values()]).toEqual([1]);
    for (const g of seen) verifyWith(me.secret, g);

    const log = await endpointDeliveries(storeOf(db.orm.em.fork()), me.accountId, me.endpointId, 10);
    expect(log.ok && log.value[0]).toMatchObject({ eventId: seen[0]!.id, state: 'delivered', attempts: [{ attempt: 1, statusCode: null, error: 'ECONNREFUSED' }, { attempt: 2, statusCode: 500 }, { attempt: 3, statusCode: 204, error: null }] });
  });

  it('is marked failed after the last attempt, and a redelivery sends the same webhook-id again', async () => {
    const me = await requesterWithEndpoint('gina');
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'gives up', 'test');
    receiver.answer = 503;
    try {
      for (let i = 1; i <= settings.maxAttempts; i++) {
        const [a] = await deliver();
        expect(a).toMatchObject({ attempt: i, next: { state: i === settings.maxAttempts ? 'failed' : 'pending' } });
        later(30);
      }
      expect(await deliver(), 'a failed delivery is not retried by itself').toEqual([]);
    } finally {
      receiver.answer = 204;
    }
    const log = await endpointDeliveries(storeOf(db.orm.em.fork()), me.accountId, me.endpointId, 10);
    const delivery = log.ok ? log.value[0]! : undefined;
    expect(delivery).toMatchObject({ state: 'failed' });
    expect((await redeliverDelivery(storeOf(db.orm.em.fork()), 'acct_someone_else', delivery!.id, ctx.now())).ok, "someone else's delivery").toBe(false);
    expect((await redeliverDelivery(storeOf(db.orm.em.fork()), me.accountId, delivery!.id, ctx.now())).ok).toBe(true);
    expect((await deliver())[0]).toMatchObject({ next: { state: 'delivered' } });
    const seen = at(me.path);
    expect(seen).toHaveLength(settings.maxAttempts + 1);
    expect(new Set(seen.map((g) => g.id))).toEqual(new Set([delivery!.eventId]));
    expect([...acceptedById(seen).values()]).toEqual([1]);
  });

  it('is never sent twice when two workers run at once (claims skip locked rows)', async () => {
    const me = await requesterWithEndpoint('hank');
    const gens = [];
    for (let i = 0; i < 6; i++) gens.push(await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' }));
    for (const g of gens) await revokeLicence(storeOf(db.orm.em.fork()), g.id, 'parallel', 'test');
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.length + b.length).toBe(6);
    const seen = at(me.path);
    expect(seen).toHaveLength(6);
    expect([...acceptedById(seen).values()].every((n) => n === 1)).toBe(true);
  });
});

describe('secret rotation', () => {
  it('signs with the new secret and, during the grace period, also with the old one', async () => {
    const me = await requesterWithEndpoint('ivy');
    const rotated = await rotateEndpointSecret(storeOf(db.orm.em.fork()), me.accountId, me.endpointId, settings, ctx.now());
    if (!rotated.ok) throw new Error(rotated.message);
    expect(rotated.value.secret).toMatch(/^whsec_/);
    expect(rotated.value.secret).not.toBe(me.secret);
    expect(rotated.value.endpoint.previousSecretValidUntil).not.toBeNull();
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'rotation', 'test');
    await deliver();
    const [got] = at(me.path);
    expect(got!.signature.split(' ')).toHaveLength(2);
    expect(verifyWith(rotated.value.secret, got!)).toMatchObject({ type: 'licence.revoked' });
    expect(verifyWith(me.secret, got!)).toMatchObject({ type: 'licence.revoked' });
  });

  it('stops signing with the old secret once the grace period is over', async () => {
    const noGrace = { ...settings, secretGraceHours: 0 };
    const me = await requesterWithEndpoint('jack', ['licence.revoked'], noGrace);
    const rotated = await rotateEndpointSecret(storeOf(db.orm.em.fork()), me.accountId, me.endpointId, noGrace, ctx.now());
    if (!rotated.ok) throw new Error(rotated.message);
    const gen = await recordGeneration(db.orm.em, keyring, { accountId: me.accountId, creator: 'ada-hook' });
    await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'after grace', 'test');
    later(1);
    await deliver();
    const [got] = at(me.path);
    expect(verifyWith(rotated.value.secret, got!)).toMatchObject({ type: 'licence.revoked' });
    expect(() => verifyWith(me.secret, got!)).toThrow();
  });
});
