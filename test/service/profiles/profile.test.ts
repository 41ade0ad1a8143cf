// Editing a profile against the real PostgreSQL: only the creator's own account may, each edit is
// written whole or not at all and audited with the account, samples must be the creator's own
// licensed images, and a sample whose licence is later revoked is no longer shown.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../../src/store/account-authority.ts';
import { revokeLicence } from '../../../src/store/licences.ts';
import { createAccount } from '../../../src/service/accounts/accounts.ts';
import { setAvatar, updateProfile } from '../../../src/service/profiles/profile.ts';
import { avatarOf, chosenSampleIds, profileOf, samplesOf } from '../../../src/store/profiles.ts';
import { sqlOf } from '../../../src/store/sql.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../../support/seed.ts';
import { startServer, type TestServer } from '../../support/server.ts';
import { storeOf } from '../../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let ada: string;
let bo: string;
let adaId: number;
const generated: Record<string, string[]> = { 'ada-stone': [], 'bo-lind': [] };
const clock = () => new Date('2026-11-23T12:00:00Z');
const em = () => db.orm.em.fork();

async function account(email: string, slug?: string): Promise<string> {
  const made = await createAccount(storeOf(em()), { email, password: 'a long enough password', actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  if (slug) {
    const linked = await linkCreatorAccount(storeOf(em()), slug, email, 'test');
    if (!linked.ok) throw new Error(linked.message);
  }
  return made.value.id;
}

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(em(), [
    { slug: 'ada-stone', active: true },
    { slug: 'bo-lind', active: true },
  ]);
  server = await startServer(db.orm, db.url);
  const { key } = await requesterWithKey(em(), 'req@example.org', 'identity', 50);
  for (const [creator, n] of [['ada-stone', 3], ['bo-lind', 1]] as const) {
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${server.url}/api/v1/generate`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ creator, prompt: `studio portrait number ${i}`, context: 'portrait' }) });
      expect(res.status).toBe(200);
      generated[creator]!.push(((await res.json()) as { id: string }).id);
    }
  }
  ada = await account('ada@example.org', 'ada-stone');
  bo = await account('bo@example.org', 'bo-lind');
  adaId = (await sqlOf(em()).one<{ id: number }>('select id from creator where slug = ?', ['ada-stone']))!.id;
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const auditOf = (action: string) => sqlOf(em()).all<{ actor: string; subject_id: string; detail: Record<string, unknown> }>('select actor, subject_id, detail from audit_log where action = ? order by id', [action]);

describe('editing a profile', () => {
  it('saves the bio, links and samples of the creator’s own account, audited with that account', async () => {
    const samples = generated['ada-stone']!.slice(0, 2).reverse();
    const r = await updateProfile(storeOf(em(), { clock }), 'ada-stone', ada, { bio: 'Climber and photographer.', links: ['https://ada.example/portfolio'], samples });
    expect(r.ok).toBe(true);
    const profile = await profileOf(storeOf(em()), adaId);
    expect(profile).toMatchObject({ bio: 'Climber and photographer.', links: ['https://ada.example/portfolio'], avatarHash: null });
    expect((await samplesOf(storeOf(em()), adaId)).map((s) => s.generationId)).toEqual(samples);
    const entries = await auditOf('creator.profile.update');
    expect(entries.at(-1)).toMatchObject({ actor: `account:${ada}`, subject_id: 'ada-stone', detail: { links: ['https://ada.example/portfolio'], samples } });
  });

  it('refuses another creator’s account and a plain account with forbidden, changing nothing', async () => {
    const plain = await account('plain@example.org');
    for (const who of [bo, plain]) {
      const r = await updateProfile(storeOf(em(), { clock }), 'ada-stone', who, { bio: 'taken over', links: [] });
      expect(r).toMatchObject({ ok: false, code: 'forbidden' });
      expect(await setAvatar(storeOf(em(), { clock }), 'ada-stone', who, null)).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect((await profileOf(storeOf(em()), adaId)).bio).toBe('Climber and photographer.');
  });

  it('refuses samples that are another creator’s or unknown, and a bad link, writing nothing at all', async () => {
    const before = await chosenSampleIds(storeOf(em()), adaId);
    const r = await updateProfile(storeOf(em(), { clock }), 'ada-stone', ada, { bio: 'New bio', links: ['https://ok.example', 'ftp://files.example'], samples: [generated['ada-stone']![2]!, generated['bo-lind']![0]!, 'gen_unknown'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields?.map((f) => f.pointer)).toEqual(['/links/1', '/samples/1', '/samples/2']);
    expect((await profileOf(storeOf(em()), adaId)).bio).toBe('Climber and photographer.');
    expect(await chosenSampleIds(storeOf(em()), adaId)).toEqual(before);
  });

  it('stops showing a sample once its licence is revoked', async () => {
    const [first] = await chosenSampleIds(storeOf(em()), adaId);
    const revoked = await revokeLicence(storeOf(em()), first!, 'no longer happy with it', `account:${ada}`);
    expect(revoked.ok).toBe(true);
    expect((await samplesOf(storeOf(em()), adaId)).map((s) => s.generationId)).not.toContain(first);
  });

  it('stores a checked avatar and removes it again, each audited; a refused file stores nothing', async () => {
    const refused = await setAvatar(storeOf(em(), { clock }), 'ada-stone', ada, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(refused).toMatchObject({ ok: false, code: 'invalid_request', fields: [{ pointer: '/avatar' }] });
    expect(await avatarOf(storeOf(em()), 'ada-stone', 'large')).toBeUndefined();

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const saved = await setAvatar(storeOf(em(), { clock }), 'ada-stone', ada, png);
    if (!saved.ok) throw new Error(saved.message);
    const small = await avatarOf(storeOf(em()), 'ada-stone', 'small');
    expect(small?.hash).toBe(saved.value.hash);
    expect((await sharp(small!.bytes).metadata()).width).toBe(64);
    expect((await auditOf('creator.profile.avatar')).at(-1)).toMatchObject({ actor: `account:${ada}`, detail: { sha256: saved.value.hash } });
    // The text edit does not touch the avatar.
    expect((await profileOf(storeOf(em()), adaId)).avatarHash).toBe(saved.value.hash);

    expect((await setAvatar(storeOf(em(), { clock }), 'ada-stone', ada, null)).ok).toBe(true);
    expect(await avatarOf(storeOf(em()), 'ada-stone', 'large')).toBeUndefined();
    expect((await auditOf('creator.profile.avatar-remove')).length).toBe(1);
  });
});
