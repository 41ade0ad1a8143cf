// Recorded generations for takedown tests: rows as generate records them (an authorised one
// with a signed manifest and an active licence, or a refusal without one), signed with the
// test server's own keyring so that provenance lookups verify them.

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signManifest } from '../../src/provenance/sign.ts';
import { MANIFEST_TYPE, type Keyring, type Manifest } from '../../src/provenance/types.ts';
import { newId } from '../../src/kernel/ids.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export async function recordGeneration(em: EntityManager, keyring: Keyring, opts: { creator: string; accountId: string; refused?: boolean }): Promise<string> {
  const conn = em.getConnection();
  const [version] = await conn.execute<{ id: number; creator_id: number; version: number; policy_hash: string }[]>(
    `select b.id, b.creator_id, b.version, b.policy_hash from boundary_version b join creator c on c.id = b.creator_id where c.slug = ? order by b.version desc limit 1`,
    [opts.creator],
    'all',
  );
  if (!version) throw new Error(`no boundary version for ${opts.creator}`);
  const id = newId('gen');
  const prompt = `studio portrait ${id}`;
  const manifest: Manifest | null = opts.refused
    ? null
    : {
        type: MANIFEST_TYPE,
        id,
        creator: opts.creator,
        boundaryVersion: version.version,
        policyHash: version.policy_hash,
        requester: opts.accountId,
        issuedAt: new Date().toISOString(),
        promptSha256: sha256(prompt),
        context: 'portrait',
        realism: 'illustrative',
        mode: 'image',
        contentHash: null,
        keyId: keyring.signing.id,
      };
  await conn.execute(
    `insert into generation (id, account_id, creator_id, boundary_version_id, decision, rule, prompt_sha256, context, realism, mode,
                             manifest, signature, key_id, licence_status, render_state, render_detail)
     values (?, ?, ?, ?, ?, ?, ?, 'portrait', 'illustrative', 'image', ?, ?, ?, ?, ?, ?)`,
    [
      id,
      opts.accountId,
      version.creator_id,
      version.id,
      opts.refused ? 'refuse' : 'allow',
      opts.refused ? 'forbidden_depiction' : null,
      sha256(prompt),
      manifest ? JSON.stringify(manifest) : null,
      manifest ? signManifest(manifest, keyring) : null,
      manifest ? keyring.signing.id : null,
      manifest ? 'active' : null,
      manifest ? 'skipped' : null,
      manifest ? 'rendering is switched off' : null,
    ],
    'run',
  );
  return id;
}
