// The manifest's exact shape. Verification checks it first, so anything that is not a
// well-formed manifest (a missing or extra field, a wrong type, another payload's `type`) is
// `malformed`, never an exception.

import { z } from 'zod';
import { CONTEXTS, MODES, REALISM_TIERS } from '../vocabulary.ts';
import { MANIFEST_TYPE, type Manifest } from './types.ts';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'lower-case hex SHA-256');

export const manifestSchema = z
  .strictObject({
    type: z.literal(MANIFEST_TYPE),
    id: z.string().min(1).max(64),
    creator: z.string().min(1).max(64),
    boundaryVersion: z.number().int().min(1),
    policyHash: sha256Hex,
    requester: z.string().min(1).max(64),
    issuedAt: z.iso.datetime(),
    promptSha256: sha256Hex,
    context: z.enum(CONTEXTS),
    realism: z.enum(REALISM_TIERS),
    mode: z.enum(MODES),
    contentHash: sha256Hex.nullable(),
    keyId: z.string().min(1).max(64),
  })
  .describe('the signed provenance manifest (docs/provenance.md)');

// Compile-time proof that everything the schema accepts is a Manifest (the schema is the
// narrower of the two: it pins context, realism and mode to the vocabulary).
const _isManifest = (m: z.infer<typeof manifestSchema>): Manifest => m;
void _isManifest;

export function parseManifest(value: unknown): Manifest | null {
  const parsed = manifestSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
