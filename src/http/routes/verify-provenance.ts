// POST /api/v1/provenance/verify: any manifest + signature → intact or not, which key signed it,
// the recorded generation it belongs to, and whether that is still licensed. Open: no key.

import { z } from 'zod';
import { verifyProvenance } from '../../provenance/verify-record.ts';
import { defineRoute } from '../route.ts';
import { licenceSchema } from './provenance-schemas.ts';

const body = z.strictObject({
  manifest: z.record(z.string(), z.unknown()).describe('the manifest exactly as issued (provenance.manifest, or read from the PNG)'),
  signature: z.string().max(512).describe('provenance.signature'),
  verify: z.string().max(2000).optional().describe('ignored: lets a client post the `provenance` object of a GenerationResult as it is'),
});

const verdictSchema = z.object({
  valid: z.boolean().describe('the manifest is well formed and the signature matches it under the key it names'),
  keyId: z.string().nullable().describe('the key that verified it'),
  reason: z.enum(['ok', 'unknown-key', 'bad-signature', 'malformed']),
  record: z.string().nullable().describe('the generation whose stored manifest is exactly this one, or null'),
  licensed: z.boolean().describe('valid, on record, and its licence is active'),
  licence: licenceSchema.nullable().describe("the record's licence; null without a record or when it never had one"),
  note: z.string(),
});

export const verifyProvenanceRoute = defineRoute({
  method: 'post',
  path: '/api/v1/provenance/verify',
  operationId: 'verifyProvenance',
  summary: 'Verify a manifest and its signature: intact, which key, which record, still licensed.',
  tags: ['provenance'],
  auth: 'none',
  rateLimit: 'provenance',
  needsDatabase: true,
  body,
  responses: { 200: { description: 'the verdict (an invalid signature is still a 200)', schema: verdictSchema } },
  async handle({ store, deps, body: b }) {
    const verdict: z.infer<typeof verdictSchema> = await verifyProvenance(store, b.manifest, b.signature, deps.keyring);
    return { status: 200, body: verdict, headers: { 'Cache-Control': 'no-store' } };
  },
});
