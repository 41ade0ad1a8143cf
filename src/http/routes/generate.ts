// POST /api/v1/generate: the gate, then (only when authorised) credit reservation, rendering and
// the signed manifest. A refusal is a 403 with the Refusal body; every decision is recorded.
// An Idempotency-Key header makes a retry return the first answer (same id, no second charge).

import { z } from 'zod';
import { generate } from '../../generation/generate.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../generation/idempotency.ts';
import { runtimeFor } from '../../generation/runtime.ts';
import { manifestSchema } from '../../provenance/manifest-schema.ts';
import { fail } from '../../kernel/outcome.ts';
import { requestIdOf } from '../../middleware/request-id.ts';
import { defineRoute } from '../route.ts';
import { boundaryStampSchema, generationRequestSchema, refusalSchema } from '../schemas.ts';

const refusalBodySchema = z
  .object({
    id: z.string().describe('record identifier (gen_…), usable in provenance lookup'),
    decision: z.literal('refuse'),
    refusal: refusalSchema,
    boundary: boundaryStampSchema,
  })
  .meta({ id: 'Refusal' });

const resultSchema = z
  .object({
    id: z.string().describe('record identifier (gen_…), usable in provenance lookup'),
    decision: z.enum(['allow', 'allow_with_advisory']),
    advisories: z.array(z.string()).describe('session cap or variety nudge advisories; surface them'),
    boundary: boundaryStampSchema,
    credits: z.object({
      charged: z.number().int().describe('0 unless an image exists'),
      cost: z.number().int(),
      remaining: z.number().int().describe('the spendable balance after this request'),
      source: z.enum(['free', 'credits', 'subscription', 'none']).describe('the first pot the charge came from; none when nothing was charged'),
    }),
    render: z.object({
      state: z.enum(['rendered', 'unavailable', 'declined', 'skipped']),
      detail: z.string(),
      url: z.union([z.url(), z.literal('')]).describe('absolute URL of the image; empty string unless rendered'),
      contentHash: z.string().describe('SHA-256 of the served bytes; empty string unless rendered'),
      watermarked: z.boolean(),
    }),
    provenance: z.object({
      manifest: manifestSchema,
      signature: z.string().describe('base64url HMAC-SHA256 over the RFC 8785 canonical manifest'),
      verify: z.url().describe('absolute URL of the provenance record'),
    }),
  })
  .meta({ id: 'GenerationResult' });

export const generateRoute = defineRoute({
  method: 'post',
  path: '/api/v1/generate',
  operationId: 'generate',
  summary: 'Evaluate a generation request against the live boundary set and, only if authorised, render it with a signed provenance manifest.',
  tags: ['generation'],
  auth: 'key',
  rateLimit: 'generate',
  readsGateFacts: true,
  needsDatabase: true,
  body: generationRequestSchema,
  headerParameters: [
    {
      name: 'Idempotency-Key',
      description: 'up to 200 printable ASCII characters; a retry with the same key and body returns the first result (same id, no second charge)',
      schema: { type: 'string', minLength: 1, maxLength: 200, pattern: IDEMPOTENCY_KEY_PATTERN.source },
    },
  ],
  responses: {
    200: { description: 'authorised: GenerationResult (check render.state: authorised and rendered are different outcomes)', schema: resultSchema },
    403: { description: 'refused by the consent gate: Refusal', schema: refusalBodySchema },
    400: {
      description:
        'problem+json. `invalid_request` (or `malformed_json`): the body does not match the schema. `unsupported_language`: the prompt or reference is written in a language the gate does not read (English); `detail` names the language detected, `errors[].pointer` is `/prompt` or `/reference`, and nothing was judged, recorded or charged.',
    },
    404: { description: 'no such creator' },
    409: { description: 'a request with this Idempotency-Key is still in progress' },
    422: { description: 'this Idempotency-Key was already used with a different body' },
  },
  responseHeaders: {
    200: { 'Idempotent-Replayed': { description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key (nothing was charged again)', schema: { type: 'string', enum: ['true'] } } },
    403: { 'Idempotent-Replayed': { description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] } } },
  },
  async handle({ store, admitted, deps, body, requester, req }) {
    const key = req.get('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) return fail('invalid_request', 'the Idempotency-Key header must be 1 to 200 printable ASCII characters');
    // Configuration only: a request's Host header must never reach a signed result or a stored replay.
    const origin = deps.config.publicUrl;
    const { creator, ...request } = body;
    const report = { log: deps.log, requestId: requestIdOf(req) };
    const result = await generate(store, { config: deps.config, runtime: runtimeFor(deps), now: deps.now, report }, { requester: requester!, creator, request, idempotencyKey: key, origin, admitted });
    if (!result.ok) return result;
    const generation = result.value;
    const headers = generation.replayed ? { 'Idempotent-Replayed': 'true' } : undefined;
    // The API's statuses for the two decisions: a refusal is a 403 carrying the Refusal.
    if (generation.kind === 'refused') return { status: 403, body: generation.refusal, headers };
    return { status: 200, body: generation.result, headers };
  },
});
