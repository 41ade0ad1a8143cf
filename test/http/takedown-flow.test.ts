// The whole takedown path through the public API, as a new user meets it: generate an image,
// look it up (licensed), file a takedown naming it, a reviewer actions it, and provenance lookup
// and verification now say not licensed while the manifest and signature stay intact.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { accountWithKey } from '../takedown/staff.ts';

let f: GenerationFixture;
let requester: { key: string };
let reviewer: { key: string };

beforeAll(async () => {
  f = await generationFixture({ RATE_LIMIT_TAKEDOWN: '100' }, [
    { slug: 'ana-flow', active: true },
    { slug: 'bo-flow', active: true },
  ]);
  requester = await requesterWithKey(f.db.orm.em, 'flow@example.org', 'identity', 50);
  reviewer = await accountWithKey(f.db.orm.em, 'flow-reviewer@example.org', ['reviewer']);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const generate = async (creator: string) => {
  const { res, body } = await call(f.server, 'POST', '/api/v1/generate', { key: requester.key, body: { creator, prompt: 'studio portrait, soft light', context: 'portrait' } });
  expect(res.status).toBe(200);
  return body as { id: string; provenance: { manifest: Record<string, unknown>; signature: string } };
};
const lookup = async (id: string) => (await call(f.server, 'GET', `/api/v1/provenance/${id}`)).body;
const takedown = async (body: Record<string, unknown>) => (await call(f.server, 'POST', '/api/v1/takedowns', { body: { kind: 'non-consensual', detail: 'Made and posted without the consent of the person shown.', ...body } })).body.id as string;
const act = (id: string, body: Record<string, unknown>) => call(f.server, 'POST', `/api/v1/takedowns/${id}/action`, { key: reviewer.key, body });

describe('takedown flow over the public API', () => {
  it('a takedown actioned on one generation: licensed true -> false, signatureValid stays true, verify agrees', async () => {
    const made = await generate('ana-flow');
    const kept = await generate('ana-flow');
    expect(await lookup(made.id)).toMatchObject({ licensed: true, signatureValid: true, licence: { status: 'active' } });
    const id = await takedown({ creator: 'ana-flow', generationId: made.id });
    const queue = await call(f.server, 'GET', '/api/v1/takedowns', { key: reviewer.key });
    expect(queue.body.takedowns.map((t: { id: string }) => t.id)).toContain(id);
    expect((await act(id, { action: 'revoke-generation', reason: 'the person shown did not consent' })).res.status).toBe(200);
    const after = await lookup(made.id);
    expect(after).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked', reason: 'the person shown did not consent' }, manifest: made.provenance.manifest, signature: made.provenance.signature });
    expect(after.licence.revokedAt).not.toBeNull();
    const verified = await call(f.server, 'POST', '/api/v1/provenance/verify', { body: { manifest: made.provenance.manifest, signature: made.provenance.signature } });
    expect(verified.body).toMatchObject({ valid: true, licensed: false });
    expect(await lookup(kept.id)).toMatchObject({ licensed: true });
  });

  it("a takedown actioned on a creator: every licence of that creator is revoked, another creator's stay", async () => {
    const ones = [await generate('bo-flow'), await generate('bo-flow')];
    const other = await generate('ana-flow');
    const id = await takedown({ kind: 'impersonation', creator: 'bo-flow' });
    const { body } = await act(id, { action: 'revoke-creator', reason: 'account impersonating the creator' });
    expect(body.resolution.detail).toMatchObject({ creator: 'bo-flow', licencesRevoked: 2 });
    for (const g of ones) expect(await lookup(g.id)).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked' } });
    expect(await lookup(other.id)).toMatchObject({ licensed: true });
  });
});
