// Revocation over HTTP, as the spec's state table says: licence active → revoked when the creator
// revokes consent or a single licence is revoked; the manifest stays intact (signatureValid true)
// and licensed becomes false; later requests are refused with consent_revoked until a new set
// is published.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { publishCreator } from '../../src/service/publish/publish.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { creatorFile } from '../support/policies.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call } from '../support/server.ts';
import { recordGeneration } from '../provenance/records.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
type Who = { accountId: string; key: string };
let requester: Who;
let mila: Who; // the account of creator mila-rev
let nico: Who; // the account of creator nico-rev
let operator: Who;

async function accountWith(email: string, roles: ('creator' | 'operator')[], creator?: string): Promise<Who> {
  const em = f.db.orm.em;
  const made = await createAccount(storeOf(em.fork()), { email, roles, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  if (creator) {
    const linked = await linkCreatorAccount(storeOf(em.fork()), creator, email, 'test');
    if (!linked.ok) throw new Error(linked.message);
  }
  const key = await createKey(storeOf(em.fork()), made.value.id, 'test');
  if (!key.ok) throw new Error(key.message);
  return { accountId: made.value.id, key: key.value.secret };
}

beforeAll(async () => {
  f = await generationFixture({ IMAGE_PROVIDER: 'off' }, [
    { slug: 'mila-rev', active: true },
    { slug: 'nico-rev', active: true },
  ]);
  requester = await requesterWithKey(f.db.orm.em, 'req@example.org', 'identity', 100);
  mila = await accountWith('mila@example.org', ['creator'], 'mila-rev');
  nico = await accountWith('nico@example.org', ['creator'], 'nico-rev');
  operator = await accountWith('ops@example.org', ['operator']);
}, 60_000);
afterAll(async () => {
  await f.close();
});

const lookup = (id: string) => call(f.server, 'GET', `/api/v1/provenance/${id}`).then((r) => r.body);
const generate = (creator: string, prompt = 'studio portrait, soft light') => call(f.server, 'POST', '/api/v1/generate', { body: { creator, prompt, context: 'portrait' }, key: requester.key });
const revokeLicence = (id: string, who: Who, reason = 'not as agreed') => call(f.server, 'POST', `/api/v1/licences/${id}/revoke`, { body: { reason }, key: who.key });
const revokeConsent = (slug: string, who: Who, reason = 'I withdraw consent') => call(f.server, 'POST', `/api/v1/creators/${slug}/consent/revoke`, { body: { reason }, key: who.key });

describe('POST /api/v1/licences/{id}/revoke', () => {
  it("lets the depicted creator's account revoke one licence: still intact, no longer licensed, the others untouched", async () => {
    const one = await generate('mila-rev');
    const other = await generate('mila-rev', 'a second portrait');
    expect(one.res.status).toBe(200);
    expect(await lookup(one.body.id)).toMatchObject({ licensed: true, signatureValid: true });
    const { res, body } = await revokeLicence(one.body.id, mila);
    expect(res.status).toBe(200);
    expect(body).toEqual({ id: one.body.id, creator: 'mila-rev', licence: { status: 'revoked', revokedAt: expect.any(String), reason: 'not as agreed' }, changed: true });
    const record = await lookup(one.body.id);
    expect(record).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked', reason: 'not as agreed' }, manifest: one.body.provenance.manifest });
    expect(record.note).toContain('must not be reused');
    const verdict = await call(f.server, 'POST', '/api/v1/provenance/verify', { body: one.body.provenance });
    expect(verdict.body).toMatchObject({ valid: true, record: one.body.id, licensed: false, licence: { status: 'revoked' } });
    expect((await lookup(other.body.id)).licensed).toBe(true);
    // Again: nothing changes, the first time and reason are kept.
    const again = await revokeLicence(one.body.id, mila, 'another reason');
    expect(again.body).toMatchObject({ changed: false, licence: { reason: 'not as agreed', revokedAt: body.licence.revokedAt } });
  });

  it('lets an operator revoke any licence, and no one else', async () => {
    const g = await generate('mila-rev', 'for the operator');
    for (const who of [requester, nico]) {
      const denied = await revokeLicence(g.body.id, who);
      expect([denied.res.status, denied.body.code]).toEqual([403, 'forbidden']);
    }
    expect((await lookup(g.body.id)).licensed).toBe(true);
    expect((await revokeLicence(g.body.id, operator)).res.status).toBe(200);
    expect((await lookup(g.body.id)).licensed).toBe(false);
  });

  it('is a 404 for an unknown generation, a 409 for a refusal, a 400 without a reason and a 401 without a key', async () => {
    expect((await revokeLicence('gen_nope', operator)).body.code).toBe('generation_not_found');
    const refused = await generate('mila-rev', 'holding a cold beer');
    expect(refused.res.status).toBe(403);
    const r = await revokeLicence(refused.body.id, operator);
    expect([r.res.status, r.body.code]).toEqual([409, 'no_licence']);
    const blank = await call(f.server, 'POST', `/api/v1/licences/${refused.body.id}/revoke`, { body: { reason: '  ' }, key: operator.key });
    expect(blank.res.status).toBe(400);
    expect((await call(f.server, 'POST', `/api/v1/licences/${refused.body.id}/revoke`, { body: { reason: 'x' } })).res.status).toBe(401);
  });
});

describe('POST /api/v1/creators/{slug}/consent/revoke', () => {
  it("is refused (403) for any account but the creator's own", async () => {
    for (const who of [requester, operator, mila]) {
      const r = await revokeConsent('nico-rev', who);
      expect([r.res.status, r.body.code]).toEqual([403, 'forbidden']);
    }
  });

  it('revokes the set and every licence at once; the manifests stay intact; later requests get consent_revoked', async () => {
    const before = await Promise.all([generate('nico-rev', 'one'), generate('nico-rev', 'two'), generate('nico-rev', 'three')]);
    const refusal = await generate('nico-rev', 'holding a cold beer');
    const elsewhere = await generate('mila-rev', 'unaffected');
    const { res, body } = await revokeConsent('nico-rev', nico);
    expect(res.status).toBe(200);
    expect(body).toEqual({ creator: 'nico-rev', version: 1, revokedAt: expect.any(String), reason: 'I withdraw consent', licencesRevoked: 3, alreadyRevoked: false });
    for (const g of before) {
      expect(await lookup(g.body.id)).toMatchObject({
        licensed: false,
        signatureValid: true,
        licence: { status: 'revoked', revokedAt: body.revokedAt, reason: 'consent revoked: I withdraw consent' },
        manifest: g.body.provenance.manifest,
      });
    }
    expect((await lookup(refusal.body.id)).licensed).toBe(false);
    expect((await lookup(elsewhere.body.id)).licensed).toBe(true);

    const later = await generate('nico-rev', 'after the revocation');
    expect(later.res.status).toBe(403);
    expect(later.body.refusal.rule).toBe('consent_revoked');
    const checked = await call(f.server, 'POST', '/api/v1/check', { body: { creator: 'nico-rev', prompt: 'x', context: 'portrait' }, key: requester.key });
    expect(checked.body.refusal.rule).toBe('consent_revoked');
    expect((await lookup(later.body.id)).licensed).toBe(false);

    const boundaries = await call(f.server, 'GET', '/api/v1/creators/nico-rev/boundaries');
    expect(boundaries.body.history[0]).toMatchObject({ version: 1, revokedAt: body.revokedAt, revokedReason: 'I withdraw consent' });

    const again = await revokeConsent('nico-rev', nico, 'twice');
    expect(again.body).toMatchObject({ alreadyRevoked: true, licencesRevoked: 0, reason: 'I withdraw consent', revokedAt: body.revokedAt });
  });

  it('treats a licence recorded concurrently with the revocation as revoked', async () => {
    // A generate that passed the gate just before the revocation and commits just after it.
    const late = await recordGeneration(f.db.orm.em, f.server.deps.keyring, { accountId: requester.accountId, creator: 'nico-rev' });
    expect(await lookup(late.id)).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked', reason: 'consent revoked: I withdraw consent' } });
  });

  it('a later publish opens a new set, even of the same file; old licences stay revoked', async () => {
    const old = await f.db.orm.em.getConnection().execute(`select id from generation where licence_status = 'revoked' and creator_id = (select id from creator where slug = 'nico-rev')`);
    const republished = await publishCreator(storeOf(f.db.orm.em.fork()), { source: creatorFile('nico-rev'), fileName: 'nico-rev.boundary' }, 'test');
    expect(republished).toMatchObject({ ok: true, status: 'published', version: 2 });
    const fresh = await generate('nico-rev', 'under the new set');
    expect(fresh.res.status).toBe(200);
    expect(fresh.body.boundary.version).toBe(2);
    expect((await lookup(fresh.body.id)).licensed).toBe(true);
    for (const { id } of old) expect((await lookup(id)).licensed).toBe(false);
  });
});
