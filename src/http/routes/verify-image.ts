// POST /api/v1/provenance/verify-image: a PNG upload → is the image intact against its embedded
// manifest, do its Content Credentials validate, which generation and creator, still licensed.
// Open: no key. A PNG without a manifest is still a 200 verdict; anything but a PNG is a 4xx
// (src/http/upload.ts).

import { z } from 'zod';
import { verifyImage } from '../../provenance/verify-image.ts';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../requests/image-upload.ts';
import { defineRoute } from '../route.ts';
import { licenceSchema } from './provenance-schemas.ts';

export { MAX_IMAGE_UPLOAD_BYTES } from '../../requests/image-upload.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const contentCredentialsSchema = z.object({
  present: z.boolean().describe('a C2PA manifest store is embedded (caBX chunk)'),
  valid: z.boolean().describe('the C2PA validator found no failure: COSE signature, hard binding over the bytes, assertion hashes'),
  signedByThisService: z.boolean().describe("the signing certificate is this service's"),
  failures: z.array(z.string()).describe('C2PA validation status codes of the failures'),
  signer: z.string().nullable().describe('subject of the signing certificate'),
  issuer: z.string().nullable().describe('issuer of the signing certificate'),
  generationId: z.string().nullable().describe("generation id in the service's own assertion (com.likeness-gate.provenance)"),
});

const imageVerdictSchema = z
  .object({
    intact: z.boolean().describe('the embedded manifest signature verifies and the image without the manifest chunks hashes to manifest.contentHash'),
    reason: z.enum(['ok', 'damaged', 'no-manifest', 'malformed', 'unknown-key', 'bad-signature', 'content-changed']),
    signatureValid: z.boolean().describe('the embedded manifest and signature verify (HMAC)'),
    contentHashMatches: z.boolean().describe('the image bytes (without the provenance and C2PA chunks) hash to manifest.contentHash'),
    keyId: z.string().nullable().describe('the provenance key that verified it, or the unknown one the manifest names'),
    generationId: z.string().nullable().describe('the generation the verified manifest names'),
    creator: z.string().nullable().describe('who is depicted, from the verified manifest'),
    record: z.string().nullable().describe('the generation on record whose stored manifest is exactly the embedded one'),
    licensed: z.boolean().describe('intact, on record, and its licence is active'),
    licence: licenceSchema.nullable(),
    contentCredentials: contentCredentialsSchema,
    note: z.string(),
  })
  .meta({ id: 'ImageVerdict' });

export const verifyImageRoute = defineRoute({
  method: 'post',
  path: '/api/v1/provenance/verify-image',
  operationId: 'verifyImage',
  summary: 'Verify an image: intact against its embedded manifest, Content Credentials valid, which creator, still licensed.',
  description: 'Send the PNG itself as the request body (`Content-Type: image/png`). The answer is a 200 verdict for any PNG, with or without a manifest.',
  tags: ['provenance'],
  auth: 'none',
  needsDatabase: true,
  upload: { contentType: 'image/png', maxBytes: MAX_IMAGE_UPLOAD_BYTES, description: 'PNG image', magic: PNG_SIGNATURE },
  responses: { 200: { description: 'the verdict (an altered or foreign image is still a 200)', schema: imageVerdictSchema } },
  async handle({ store, deps, upload }) {
    const verdict: z.infer<typeof imageVerdictSchema> = await verifyImage(store, upload!, deps);
    return { status: 200, body: verdict, headers: { 'Cache-Control': 'no-store' } };
  },
});
