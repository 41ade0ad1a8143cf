// Response pieces shared by the provenance and licence endpoints.

import { z } from 'zod';
import { manifestSchema } from '../../provenance/manifest-schema.ts';

export const licenceSchema = z.object({
  status: z.enum(['active', 'revoked']),
  revokedAt: z.iso.datetime().nullable().describe('ISO 8601; null while active, and for a generation that never had a licence'),
  reason: z.string().nullable(),
});

/** As stored; a row whose manifest no longer parses is still shown (and reads as not intact). */
export const storedManifestSchema = z.union([manifestSchema, z.record(z.string(), z.unknown())]);

export const revokeBody = z.strictObject({
  reason: z.string().trim().min(1).max(500).describe('why; kept with the revocation and in the audit log'),
});

/** Any id is looked up: one that cannot exist (too long, wrong shape) is simply not found (404). */
export const idParams = z.object({ id: z.string().min(1).describe('generation id, `gen_…`') });

/** Generation ids are at most this long; a longer one is a 404 without a query. */
export const MAX_GENERATION_ID_LENGTH = 64;
