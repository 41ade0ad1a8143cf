// GET /api/v1/provenance/{id}: the Provenance record of any recorded generation (refusals too),
// with the stored signature verified again on this read. Open: no key needed.

import { z } from 'zod';
import { provenanceRecord } from '../../provenance/record.ts';
import { fail } from '../../kernel/outcome.ts';
import { defineRoute } from '../route.ts';
import { decisionSchema } from '../schemas.ts';
import { idParams, licenceSchema, MAX_GENERATION_ID_LENGTH, storedManifestSchema } from './provenance-schemas.ts';

export const provenanceRecordSchema = z.object({
  id: z.string(),
  creator: z.string().nullable(),
  decision: decisionSchema,
  licensed: z.boolean().describe('true only when a manifest exists, its signature verifies and the licence is active: the one field to branch on'),
  signatureValid: z.boolean().describe('the stored manifest and signature are intact (false when there is none)'),
  licence: licenceSchema,
  manifest: storedManifestSchema.nullable(),
  signature: z.string().nullable(),
  note: z.string(),
});

export const getProvenance = defineRoute({
  method: 'get',
  path: '/api/v1/provenance/{id}',
  operationId: 'getProvenance',
  summary: 'The provenance record of a generation: decision, manifest, signature (re-verified now) and licence state.',
  tags: ['provenance'],
  auth: 'none',
  rateLimit: 'provenance',
  needsDatabase: true,
  params: idParams,
  responses: {
    200: { description: 'the provenance record', schema: provenanceRecordSchema },
    404: { description: 'no such generation' },
  },
  responseHeaders: { 200: { 'Cache-Control': { description: '`no-store`: the licence state can change at any time', schema: { type: 'string' } } } },
  async handle({ store, deps, params }) {
    const record = params.id.length > MAX_GENERATION_ID_LENGTH ? null : await provenanceRecord(store, params.id, deps.keyring);
    if (!record) return fail('generation_not_found', `no generation ${params.id}`);
    const body: z.infer<typeof provenanceRecordSchema> = record;
    return { status: 200, body, headers: { 'Cache-Control': 'no-store' } };
  },
});
