// The published TypeScript client (clients/ts) is generated from the served OpenAPI document and
// drives every operation of the API against a real server; each response is also validated
// against the document, so the client, the contract and the server agree.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createLikenessClient, type LikenessClient } from '../../clients/ts/src/index.ts';
import { signCallback } from '../../src/http/routes/verification-callback.ts';
import { clientSchemaSource } from '../../scripts/client-schema.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { expectDocumented } from '../support/server.ts';
import { accountWithKey } from '../takedown/staff.ts';
import { storeOf } from '../../src/store/index.ts';

const CALLBACK_SECRET = 'client-test-callback-secret';

let f: GenerationFixture;
let anonymous: LikenessClient;
let requester: LikenessClient;
let requesterAccount: string;
let creator: LikenessClient;
let reviewer: LikenessClient;
const seen = new Set<string>();

/** Every response the client receives is checked against the document too. */
const documented = (operationId: string) => async (request: Request, response: Response) => {
  seen.add(operationId);
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.clone().json() : await response.clone().text();
  await expectDocumented(f.server, request.method, new URL(request.url).pathname, response, body);
};

function clientFor(apiKey?: string): LikenessClient {
  const client = createLikenessClient({ baseUrl: f.server.url, apiKey });
  client.use({
    async onResponse({ request, response, schemaPath }) {
      const op = `${request.method} ${schemaPath}`;
      await documented(op)(request, response);
      return undefined;
    },
  });
  return client;
}

beforeAll(async () => {
  f = await generationFixture({ VERIFICATION_CALLBACK_SECRET: CALLBACK_SECRET, RATE_LIMIT_TAKEDOWN: '100' }, [
    { slug: 'cleo-client', active: true },
    { slug: 'dan-client', active: true },
  ]);
  const em = f.db.orm.em;
  const made = await requesterWithKey(em, 'client-requester@example.org', 'identity', 20);
  requesterAccount = made.accountId;
  const creatorAccount = await createAccount(storeOf(em.fork()), { email: 'cleo@example.org', roles: ['creator'], actor: 'test' });
  if (!creatorAccount.ok) throw new Error(creatorAccount.message);
  const linked = await linkCreatorAccount(storeOf(em.fork()), 'cleo-client', 'cleo@example.org', 'test');
  if (!linked.ok) throw new Error(linked.message);
  const creatorKey = await createKey(storeOf(em.fork()), creatorAccount.value.id, 'test');
  if (!creatorKey.ok) throw new Error(creatorKey.message);
  const staff = await accountWithKey(em, 'client-reviewer@example.org', ['reviewer']);
  anonymous = clientFor();
  requester = clientFor(made.key);
  creator = clientFor(creatorKey.value.secret);
  reviewer = clientFor(staff.key);
}, 60_000);
afterAll(async () => {
  await f?.close();
});

describe('the generated TypeScript client', () => {
  it('is what openapi-typescript makes of the served document today (npm run build:client)', async () => {
    const committed = readFileSync(new URL('../../clients/ts/src/schema.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await clientSchemaSource());
  });

  it('drives the directory, check and generate, provenance, licences, takedowns, webhooks, the callback and the meta routes', async () => {
    const list = await anonymous.GET('/api/v1/creators', { params: { query: { limit: 10 } } });
    expect(list.data?.creators.map((c) => c.slug)).toContain('cleo-client');
    const profile = await anonymous.GET('/api/v1/creators/{slug}', { params: { path: { slug: 'cleo-client' } } });
    expect(profile.data?.slug).toBe('cleo-client');
    const boundaries = await anonymous.GET('/api/v1/creators/{slug}/boundaries', { params: { path: { slug: 'cleo-client' } } });
    const version = boundaries.data!.version;
    const atVersion = await anonymous.GET('/api/v1/creators/{slug}/boundaries/versions/{version}', { params: { path: { slug: 'cleo-client', version } } });
    expect(atVersion.data?.version).toBe(version);
    const diff = await anonymous.GET('/api/v1/creators/{slug}/boundaries/diff', { params: { path: { slug: 'cleo-client' }, query: { from: version, to: version } } });
    expect(diff.response.status).toBe(200);

    const request = { creator: 'cleo-client', prompt: 'studio portrait, soft light', context: 'portrait' as const };
    const checked = await requester.POST('/api/v1/check', { body: request });
    expect(checked.response.status).toBe(200);
    const unauthenticated = await anonymous.POST('/api/v1/check', { body: request });
    expect(unauthenticated.error?.code).toBe('unauthenticated');

    // Registered before anything happens, so the licence revocation below is queued for it (no worker runs here).
    const hook = await requester.POST('/api/v1/webhooks', { body: { url: 'https://hooks.example.org/likeness', eventTypes: ['licence.revoked'] } });
    expect(hook.data?.secret).toMatch(/^whsec_/);
    const hookId = { params: { path: { id: hook.data!.endpoint.id } } };

    const made = await requester.POST('/api/v1/generate', { body: request, params: { header: { 'Idempotency-Key': 'client-test-1' } } });
    expect(made.data?.render.state).toBe('rendered');
    const replay = await requester.POST('/api/v1/generate', { body: request, params: { header: { 'Idempotency-Key': 'client-test-1' } } });
    expect([replay.data?.id, replay.response.headers.get('idempotent-replayed')]).toEqual([made.data?.id, 'true']);
    const refused = await requester.POST('/api/v1/generate', { body: { ...request, context: 'gaming-avatar' } });
    expect([refused.response.status, refused.error && 'refusal' in refused.error ? refused.error.refusal.rule : undefined]).toEqual([403, 'context_not_permitted']);

    const image = await anonymous.GET('/images/{hash}.png', { params: { path: { hash: made.data!.render.contentHash } }, parseAs: 'arrayBuffer' });
    expect(image.response.headers.get('content-type')).toBe('image/png');
    const record = await anonymous.GET('/api/v1/provenance/{id}', { params: { path: { id: made.data!.id } } });
    expect(record.data).toMatchObject({ licensed: true, signatureValid: true });
    const verified = await anonymous.POST('/api/v1/provenance/verify', { body: { manifest: made.data!.provenance.manifest, signature: made.data!.provenance.signature } });
    expect(verified.data).toMatchObject({ valid: true, licensed: true });
    const png = new Uint8Array(image.data as ArrayBuffer);
    const byImage = await anonymous.POST('/api/v1/provenance/verify-image', { body: png as never, bodySerializer: (b: unknown) => b as Uint8Array, headers: { 'content-type': 'image/png' } });
    expect(byImage.data).toMatchObject({ intact: true, licensed: true, contentCredentials: { valid: true, signedByThisService: true } });

    const licence = await creator.POST('/api/v1/licences/{id}/revoke', { params: { path: { id: made.data!.id } }, body: { reason: 'not the look I agreed to' } });
    expect(licence.data?.licence.status).toBe('revoked');

    const second = await requester.POST('/api/v1/generate', { body: { ...request, creator: 'dan-client' } });
    const filed = await anonymous.POST('/api/v1/takedowns', {
      body: { kind: 'non-consensual', creator: 'dan-client', generationId: second.data!.id, detail: 'Posted without the consent of the person shown.' },
    });
    expect(filed.response.status).toBe(201);
    const queue = await reviewer.GET('/api/v1/takedowns', {});
    expect(queue.data?.takedowns.map((t) => t.id)).toContain(filed.data!.id);
    const one = await reviewer.GET('/api/v1/takedowns/{id}', { params: { path: { id: filed.data!.id } } });
    expect(one.data?.id).toBe(filed.data!.id);
    const actioned = await reviewer.POST('/api/v1/takedowns/{id}/action', { params: { path: { id: filed.data!.id } }, body: { action: 'revoke-generation', reason: 'the person shown did not consent' } });
    expect(actioned.response.status).toBe(200);
    const other = await anonymous.POST('/api/v1/takedowns', { body: { kind: 'other', creator: 'dan-client', detail: 'A second report that turns out to be a mistake.' } });
    const dismissed = await reviewer.POST('/api/v1/takedowns/{id}/dismiss', { params: { path: { id: other.data!.id } }, body: { reason: 'the report names nothing wrong' } });
    expect(dismissed.response.status).toBe(200);

    const usage = await creator.GET('/api/v1/creators/{slug}/usage', { params: { path: { slug: 'cleo-client' }, query: { limit: 5, context: 'portrait' } } });
    expect([usage.response.status, usage.data?.creator]).toEqual([200, 'cleo-client']);
    const ownProfile = await creator.PUT('/api/v1/creators/{slug}/profile', { params: { path: { slug: 'cleo-client' } }, body: { bio: 'Cleo, for the client test.', links: ['https://cleo.example'], samples: [] } });
    expect(ownProfile.data).toMatchObject({ slug: 'cleo-client', bio: 'Cleo, for the client test.', links: ['https://cleo.example/'], samples: [], avatarUrl: null });
    const notTheirs = await requester.PUT('/api/v1/creators/{slug}/profile', { params: { path: { slug: 'cleo-client' } }, body: { bio: 'taken over', links: [] } });
    expect(notTheirs.response.status).toBe(403);

    const consent = await creator.POST('/api/v1/creators/{slug}/consent/revoke', { params: { path: { slug: 'cleo-client' } }, body: { reason: 'I withdraw consent' } });
    expect(consent.response.status).toBe(200);

    const event = { eventId: 'evt-client-1', accountId: requesterAccount, level: 'identity' };
    const raw = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const callback = await anonymous.POST('/api/v1/verification/callback', {
      body: event as never,
      bodySerializer: () => raw,
      params: { header: { 'x-likeness-timestamp': String(timestamp), 'x-likeness-signature': signCallback(CALLBACK_SECRET, timestamp, raw) } as never },
    });
    expect(callback.response.status).toBe(200);

    const hooks = await requester.GET('/api/v1/webhooks', {});
    expect(hooks.data?.webhooks.map((w) => w.id)).toEqual([hook.data!.endpoint.id]);
    const rotated = await requester.POST('/api/v1/webhooks/{id}/rotate-secret', hookId);
    expect(rotated.data?.secret).not.toBe(hook.data!.secret);
    const deliveries = await requester.GET('/api/v1/webhooks/{id}/deliveries', hookId);
    // The creator's revocation and the takedown action: one licence.revoked each, waiting for a worker.
    expect(deliveries.data?.deliveries.map((d) => [d.type, d.state])).toEqual([
      ['licence.revoked', 'pending'],
      ['licence.revoked', 'pending'],
    ]);
    const redelivered = await requester.POST('/api/v1/webhooks/deliveries/{id}/redeliver', { params: { path: { id: deliveries.data!.deliveries[0]!.id } } });
    expect(redelivered.response.status).toBe(202);
    const deleted = await requester.DELETE('/api/v1/webhooks/{id}', hookId);
    expect(deleted.response.status).toBe(204);

    const document = await anonymous.GET('/api/v1/openapi.json', {});
    expect(document.data).toHaveProperty('openapi', '3.1.0');
    const page = await anonymous.GET('/api/v1/docs', { parseAs: 'text' });
    expect(page.response.status).toBe(200);

    const paths = (document.data as { paths: Record<string, Record<string, unknown>> }).paths;
    const operations = Object.entries(paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect([...seen].sort()).toEqual(operations.sort());
  });
});
