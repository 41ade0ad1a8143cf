// Revoking licences and consent. Each is one transaction with its audit entry; manifests and
// signatures are never touched (the record stays intact, only `licensed` changes). Repeating
// a revocation changes nothing and keeps the first time and reason.

import { type Clock } from './clock.ts';
import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import { actorOf } from '../kernel/actor.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { enqueueLicenceRevoked } from './webhooks.ts';
import { consentRevokedReason, type LicenceView } from '../provenance/licence.ts';

async function run<T>(store: Store, sql: string, params: unknown[]): Promise<T[]> {
  return sqlIn(store).all(sql, params);
}

const iso = (v: Date | string): string => new Date(v).toISOString();

export interface LicenceRevocation extends LicenceView {
  id: string;
  creator: string;
  /** false when the licence was already revoked (nothing changed). */
  changed: boolean;
}

interface LicenceRow {
  id: string;
  slug: string;
  licence_status: 'active' | 'revoked' | null;
  licence_revoked_at: Date | null;
  licence_reason: string | null;
}

export async function revokeLicence(store: Store, generationId: string, reason: string, actor: string, clock: Clock = store.clock): Promise<Outcome<LicenceRevocation, 'generation_not_found' | 'no_licence'>> {
  return store.transaction(async (tx) => {
    const [row] = await run<LicenceRow>(
      tx,
      `select g.id, c.slug, g.licence_status, g.licence_revoked_at, g.licence_reason
         from generation g join creator c on c.id = g.creator_id where g.id = ? for update of g`,
      [generationId],
    );
    if (!row) return fail('generation_not_found', `no generation ${generationId}`);
    if (row.licence_status === null) return fail('no_licence', `generation ${generationId} has no licence to revoke (it was refused or never signed)`);
    if (row.licence_status === 'revoked') {
      return ok({ id: row.id, creator: row.slug, status: 'revoked', revokedAt: row.licence_revoked_at && iso(row.licence_revoked_at), reason: row.licence_reason, changed: false });
    }
    const [after] = await run<{ licence_revoked_at: Date }>(
      tx,
      `update generation set licence_status = 'revoked', licence_revoked_at = ?, licence_reason = ? where id = ? returning licence_revoked_at`,
      [clock(), reason, generationId],
    );
    await enqueueLicenceRevoked(sqlIn(tx), [generationId]);
    await tx.audit.record({ actor, action: 'licence.revoke', subjectType: 'generation', subjectId: generationId, detail: { creator: row.slug, reason } });
    return ok({ id: row.id, creator: row.slug, status: 'revoked', revokedAt: iso(after!.licence_revoked_at), reason, changed: true });
  });
}

/** Revokes every active licence of the creator inside the caller's transaction; returns the ids. */
async function sweepLicences(tx: Store, creatorId: number, reason: string, at: Date): Promise<string[]> {
  const rows = await run<{ id: string }>(
    tx,
    `update generation set licence_status = 'revoked', licence_revoked_at = ?, licence_reason = ?
      where creator_id = ? and licence_status = 'active' returning id`,
    [at, reason, creatorId],
  );
  const ids = rows.map((r) => r.id);
  await enqueueLicenceRevoked(sqlIn(tx), ids);
  return ids;
}

async function lockCreator(tx: Store, creator: number | string): Promise<{ id: number; slug: string } | undefined> {
  const column = typeof creator === 'number' ? 'id' : 'slug';
  return (await run<{ id: number; slug: string }>(tx, `select id, slug from creator where ${column} = ? for update`, [creator]))[0];
}

export interface CreatorRevocation {
  creator: string;
  revokedAt: string;
  reason: string;
  /** Licences revoked now (already revoked ones are not counted again). */
  licencesRevoked: number;
}

/** Every active licence of a creator (by numeric id or slug), e.g. a takedown action. The boundary set stays as it is. */
export async function revokeCreatorLicences(store: Store, creator: number | string, reason: string, actor: string, clock: Clock = store.clock): Promise<Outcome<CreatorRevocation, 'creator_not_found'>> {
  return store.transaction(async (tx) => {
    const found = await lockCreator(tx, creator);
    if (!found) return fail('creator_not_found', `no creator ${creator}`);
    const now = clock();
    const ids = await sweepLicences(tx, found.id, reason, now);
    await tx.audit.record({ actor, action: 'licence.revoke-all', subjectType: 'creator', subjectId: found.slug, detail: { reason, licencesRevoked: ids.length } });
    return ok({ creator: found.slug, revokedAt: iso(now), reason, licencesRevoked: ids.length });
  });
}

export interface ConsentRevocation extends CreatorRevocation {
  /** The boundary version now revoked (the creator's current one). */
  version: number;
  /** true when the set was already revoked (its first time and reason are kept). */
  alreadyRevoked: boolean;
}

/**
 * A creator withdraws consent: their current boundary set is revoked (every later request is
 * refused with consent_revoked until a new set is published) and every licence issued for
 * their outputs is revoked with the same time and reason, all in one transaction.
 */
export async function revokeConsent(store: Store, slug: string, reason: string, actor: string, clock: Clock = store.clock): Promise<Outcome<ConsentRevocation, 'creator_not_found' | 'no_boundary_set'>> {
  return store.transaction(async (tx) => {
    const found = await lockCreator(tx, slug);
    if (!found) return fail('creator_not_found', `no creator "${slug}"`);
    const [current] = await run<{ id: number; version: number; revoked_at: Date | null; revoked_reason: string | null }>(
      tx,
      'select id, version, revoked_at, revoked_reason from boundary_version where id = (select id from live_boundary(?)) for update',
      [found.id],
    );
    if (!current) return fail('no_boundary_set', `creator "${slug}" has no boundary set to revoke`);
    const alreadyRevoked = current.revoked_at !== null;
    let revokedAt = current.revoked_at;
    let setReason = current.revoked_reason ?? reason;
    const now = clock();
    if (!alreadyRevoked) {
      const by = actorOf(actor);
      const [after] = await run<{ revoked_at: Date }>(
        tx,
        'update boundary_version set revoked_at = ?, revoked_reason = ?, revoked_by_kind = ?, revoked_by_id = ? where id = ? returning revoked_at',
        [now, reason, by.kind, by.id, current.id],
      );
      revokedAt = after!.revoked_at;
      setReason = reason;
    }
    const ids = await sweepLicences(tx, found.id, consentRevokedReason(setReason), now);
    if (!alreadyRevoked || ids.length > 0) await tx.audit.record({ actor, action: 'consent.revoke', subjectType: 'creator', subjectId: found.slug, detail: { version: current.version, reason: setReason, alreadyRevoked, licencesRevoked: ids.length } });
    return ok({ creator: found.slug, version: current.version, revokedAt: iso(revokedAt!), reason: setReason, licencesRevoked: ids.length, alreadyRevoked });
  });
}
