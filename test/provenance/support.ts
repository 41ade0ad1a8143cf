// Keys and manifests for provenance tests.

import { createHash, randomBytes } from 'node:crypto';
import { keyringOf } from '../../src/provenance/keyring.ts';
import { MANIFEST_TYPE, type Keyring, type Manifest, type ProvenanceKey } from '../../src/provenance/types.ts';

export const freshKey = (id: string): ProvenanceKey => ({ id, secret: randomBytes(32) });
export const keysText = (...keys: ProvenanceKey[]): string => keys.map((k) => `${k.id}:${k.secret.toString('base64')}`).join(',');
export const ringOf = (...keys: ProvenanceKey[]): Keyring => keyringOf(keys);
const hex = (s: string): string => createHash('sha256').update(s).digest('hex');

export function sampleManifest(keyId: string, over: Partial<Manifest> = {}): Manifest {
  return {
    type: MANIFEST_TYPE,
    id: 'gen_0123456789abcdefghjkmnpqrs',
    creator: 'mira-okafor',
    boundaryVersion: 3,
    policyHash: hex('program'),
    requester: 'acct_0123456789abcdefghjkmnpqrs',
    issuedAt: '2026-11-21T05:00:00.000Z',
    promptSha256: hex('studio portrait, soft light'),
    context: 'portrait',
    realism: 'illustrative',
    mode: 'image',
    contentHash: hex('png bytes'),
    keyId,
    ...over,
  };
}
