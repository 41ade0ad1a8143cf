// Recorded generations for provenance tests: rows as generate writes them, with manifests signed
// by the real signer, so lookups, verification and revocation run against true data.

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signManifest } from '../../src/provenance/sign.ts';
import { MANIFEST_TYPE, type Keyring, type Manifest } from '../../src/provenance/types.ts';
import { newId } from '../../src/kernel/ids.ts';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

export interface Recorded {
  id: string;
  manifest: Manifest | null;
  signature: string | null;
}

export async function recordGeneration(
  em: EntityManager,
  keyring: Keyring,
  r: { accountId: string; creator: string; refusedBy?: string; prompt?: string; rendered?: boolean },
): Promise<Recorded> {
  const conn = em.getConnection();
  const [v]: { creator_id: number; version_id: number; version: number; policy_hash: string }[] = await conn.execute(
    `select c.id as creator_id, b.id as version_id, b.version, b.policy_hash from creator c join boundary_version b on b.creator_id = c.id
      where c.slug = ? order by b.version desc limit 1`,
    [r.creator],
  );
  if (!v) throw new Error(`no boundary set for ${r.creator}`);
  const id = newId('gen');
  const promptSha256 = sha(r.prompt ?? `prompt for ${id}`);
  const issuedAt = new Date().toISOString();
  if (r.refusedBy) {
    const refusal = { rule: r.refusedBy, message: 'refused', evidence: 'matched term "beer"', category: 'alcohol' };
    await conn.execute(
      `insert into generation (id, account_id, creator_id, boundary_version_id, decision, rule, prompt_sha256, context, realism, mode, refusal)
         values (?, ?, ?, ?, 'refuse', ?, ?, 'portrait', 'illustrative', 'image', ?)`,
      [id, r.accountId, v.creator_id, v.version_id, r.refusedBy, promptSha256, JSON.stringify(refusal)],
    );
    return { id, manifest: null, signature: null };
  }
  const rendered = r.rendered ?? true;
  const manifest: Manifest = {
    type: MANIFEST_TYPE, id, creator: r.creator, boundaryVersion: v.version, policyHash: v.policy_hash, requester: r.accountId, issuedAt,
    promptSha256, context: 'portrait', realism: 'illustrative', mode: 'image', contentHash: rendered ? sha(`image ${id}`) : null, keyId: keyring.signing.id,
  };
  const signature = signManifest(manifest, keyring);
  await conn.execute(
    `insert into generation (id, account_id, creator_id, boundary_version_id, decision, prompt_sha256, context, realism, mode,
                             manifest, signature, key_id, licence_status, render_state, image_sha256, credits_charged, credits_cost, credits_source)
       values (?, ?, ?, ?, 'allow', ?, 'portrait', 'illustrative', 'image', ?, ?, ?, 'active', ?, ?, ?, 2, ?)`,
    [id, r.accountId, v.creator_id, v.version_id, promptSha256, JSON.stringify(manifest), signature, keyring.signing.id,
     rendered ? 'rendered' : 'unavailable', manifest.contentHash, rendered ? 2 : 0, rendered ? 'credits' : 'none'],
  );
  return { id, manifest, signature };
}
