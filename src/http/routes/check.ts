// POST /api/v1/check: the dry run. Same evaluation as generate; no model call, no credit, nothing
// recorded. A refusal comes back inside the 200.

import { z } from 'zod';
import { dryRun } from '../../service/dry-run/dry-run.ts';
import { requestIdOf } from '../../middleware/request-id.ts';
import { defineRoute } from '../route.ts';
import { boundaryStampSchema, decisionSchema, generationRequestSchema, refusalSchema } from '../schemas.ts';

const responseSchema = z.object({
  creator: z.string(),
  decision: decisionSchema,
  refusal: refusalSchema.optional(),
  advisories: z.array(z.string()),
  boundary: boundaryStampSchema,
  credits: z.object({
    cost: z.number().int().describe('what generate would charge for an image'),
    available: z.number().int().describe("the requester's spendable balance now"),
    sufficient: z.boolean().describe('whether the balance covers the cost'),
  }),
});

export const check = defineRoute({
  method: 'post',
  path: '/api/v1/check',
  operationId: 'check',
  summary: 'Evaluate a generation request against the live boundary set without generating, charging or recording anything.',
  tags: ['generation'],
  auth: 'key',
  rateLimit: 'check',
  readsGateFacts: true,
  needsDatabase: true,
  body: generationRequestSchema,
  responses: {
    200: { description: 'the evaluation (a refusal is a 200 here)', schema: responseSchema },
    400: {
      description:
        'problem+json. `invalid_request` (or `malformed_json`): the body does not match the schema. `unsupported_language`: the prompt or reference is written in a language the gate does not read (English); `detail` names the language detected, `errors[].pointer` is `/prompt` or `/reference`, and nothing was judged, recorded or charged.',
    },
    404: { description: 'no such creator' },
  },
  async handle({ store, admitted, deps, body, requester, req }) {
    const { creator, ...request } = body;
    const result = await dryRun(store, deps.config, requester!, creator, request, { log: deps.log, requestId: requestIdOf(req) }, admitted);
    if (!result.ok) return result;
    const value: z.infer<typeof responseSchema> = result.value;
    return { status: 200, body: value };
  },
});
