// Provenance lookup and verification over HTTP: every recorded id (refusals too), the stored
// signature re-verified on each read, rotation, and the verify endpoint's verdicts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signManifest } from '../../src/provenance/sign.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { recordGeneration, type Recorded } from '../provenance/records.ts';
import { freshKey, keysText, ringOf } from '../provenance/support.ts';

let db: TestDatabase;
let server: TestServer;
let requester: { accountId: string; key: string };
let allowed: Recorded;
let refused: Recorded;
let unrendered: Recorded;
const oldKey = freshKey('k-2026-05');
const newKey = freshKey('k-2026-11');

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'pia-prov', active: true }]);
  requester = await requesterWithKey(db.orm.em, 'req@example.org', 'identity', 10);
  server = await startServer(db.orm, db.url, { PROVENANCE_KEYS: keysText(oldKey) });
  allowed = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov' });
  refused = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov', refusedBy: 'forbidden_depiction' });
  unrendered = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov', rendered: false });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const lookup = (id: string, s = server) => call(s, 'GET', `/api/v1/provenance/${id}`);
const verify = (body: unknown, s = server) => call(s, 'POST', '/api/v1/provenance/verify', { body });

describe('GET /api/v1/provenance/{id}', () => {
  it('shows an authorised generation as licensed: manifest, signature re-verified, licence active', async () => {
    const { res, body } = await lookup(allowed.id);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      id: allowed.id,
      creator: 'pia-prov',
      decision: 'allow',
      licensed: true,
      signatureValid: true,
      licence: { status: 'active', revokedAt: null, reason: null },
      manifest: allowed.manifest,
      signature: allowed.signature,
      note: expect.stringMatching(/^Licensed: .*key k-2026-05/),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a refusal too: no manifest, no signature, never licensed, and a note naming the rule', async () => {
    const { res, body } = await lookup(refused.id);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: refused.id, creator: 'pia-prov', decision: 'refuse', licensed: false, signatureValid: false, manifest: null, signature: null });
    expect(body.licence).toEqual({ status: 'revoked', revokedAt: null, reason: expect.stringContaining('refused (forbidden_depiction)') });
    expect(body.note).toMatch(/^Refused by pia-prov's boundary set v1 \(forbidden_depiction\)/);
  });

  it('keeps an authorised but unrendered generation licensed and says no image was produced', async () => {
    const { body } = await lookup(unrendered.id);
    expect(body).toMatchObject({ licensed: true, signatureValid: true, manifest: { contentHash: null } });
    expect(body.note).toContain('No image was produced (render state unavailable)');
  });

  it('is a 404 problem for an unknown id, however long (the spec has no 400 for lookup)', async () => {
    const { res, body } = await lookup('gen_doesnotexist');
    expect([res.status, body.code]).toEqual([404, 'generation_not_found']);
    const long = await lookup('x'.repeat(100));
    expect([long.res.status, long.body.code]).toEqual([404, 'generation_not_found']);
  });

  it('re-verifies on every read: a stored manifest edited in the database reads as not intact and unlicensed', async () => {
    const victim = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov' });
    expect((await lookup(victim.id)).body.signatureValid).toBe(true);
    await db.orm.em.getConnection().execute(`update generation set manifest = jsonb_set(manifest, '{realism}', '"photoreal"') where id = ?`, [victim.id]);
    const { body } = await lookup(victim.id);
    expect(body).toMatchObject({ signatureValid: false, licensed: false, licence: { status: 'active' } });
    expect(body.note).toContain('does not verify (bad-signature)');
  });

  it("does not accept another generation's valid manifest and signature copied onto a row", async () => {
    const target = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov' });
    await db.orm.em.getConnection().execute(`update generation set manifest = ?, signature = ? where id = ?`, [JSON.stringify(allowed.manifest), allowed.signature, target.id]);
    expect((await lookup(target.id)).body).toMatchObject({ signatureValid: false, licensed: false });
  });

  it('keeps old manifests valid after key rotation; new ones name the new key', async () => {
    const rotated = await startServer(db.orm, db.url, { PROVENANCE_KEYS: keysText(newKey, oldKey) });
    try {
      expect((await lookup(allowed.id, rotated)).body).toMatchObject({ signatureValid: true, licensed: true });
      const fresh = await recordGeneration(db.orm.em, rotated.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov' });
      expect(fresh.manifest!.keyId).toBe('k-2026-11');
      expect((await lookup(fresh.id, rotated)).body.signatureValid).toBe(true);
      // The old deployment never held the new key: it cannot vouch for the new manifest.
      expect((await lookup(fresh.id)).body).toMatchObject({ signatureValid: false, note: expect.stringContaining('unknown-key') });
    } finally {
      await rotated.close();
    }
  });
});

describe('POST /api/v1/provenance/verify', () => {
  it('answers intact, which key, which record and licensed for a manifest as issued', async () => {
    const { res, body } = await verify({ manifest: allowed.manifest, signature: allowed.signature });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      valid: true, keyId: 'k-2026-05', reason: 'ok', record: allowed.id, licensed: true,
      licence: { status: 'active', revokedAt: null, reason: null }, note: expect.stringContaining('licensed'),
    });
  });

  it('finds a single changed field: not intact, and not that record', async () => {
    const { body } = await verify({ manifest: { ...allowed.manifest, requester: 'acct_someoneelse' }, signature: allowed.signature });
    expect(body).toMatchObject({ valid: false, keyId: null, reason: 'bad-signature', record: null, licensed: false, licence: null });
  });

  it('finds a changed signature', async () => {
    const sig = allowed.signature!;
    const { body } = await verify({ manifest: allowed.manifest, signature: `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}` });
    expect(body).toMatchObject({ valid: false, reason: 'bad-signature', licensed: false, record: allowed.id });
    expect(body.note).toMatch(/does not match/);
  });

  it('names an unknown key, a malformed manifest, and an intact manifest that is on no record here', async () => {
    const foreign = ringOf(freshKey('elsewhere'));
    const alien = { ...allowed.manifest!, keyId: 'elsewhere' };
    const unknown = await verify({ manifest: alien, signature: signManifest(alien, foreign) });
    expect(unknown.body).toMatchObject({ valid: false, reason: 'unknown-key', keyId: null, record: null, licensed: false });
    expect(unknown.body.note).toContain('"elsewhere"');
    const malformed = await verify({ manifest: { hello: 'world' }, signature: 'x' });
    expect(malformed.body).toMatchObject({ valid: false, reason: 'malformed', record: null, licensed: false });
    const stray = { ...allowed.manifest!, id: 'gen_00000000000000000000000000' };
    const offRecord = await verify({ manifest: stray, signature: signManifest(stray, server.deps.keyring) });
    expect(offRecord.body).toMatchObject({ valid: true, keyId: 'k-2026-05', record: null, licensed: false, licence: null });
    expect(offRecord.body.note).toContain('no generation on record');
  });

  it('is a 400 with every invalid field for a body that is not {manifest: object, signature: string}', async () => {
    const { res, body } = await verify({ manifest: [1, 2], signature: 5, extra: true });
    expect(res.status).toBe(400);
    expect(body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/extra', '/manifest', '/signature']);
    expect((await verify({ manifest: allowed.manifest })).res.status).toBe(400);
  });
});
