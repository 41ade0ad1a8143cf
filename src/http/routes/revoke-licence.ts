// POST /api/v1/licences/{id}/revoke: revoke the licence of one generation. Allowed for the
// account of the creator it depicts and for operators. The manifest stays intact.

import { z } from 'zod';
import { authorityOf, isOperator, speaksFor } from '../../store/account-authority.ts';
import { provenanceRowOf } from '../../store/generation-provenance.ts';
import { revokeLicence } from '../../store/licences.ts';
import { fail } from '../../kernel/outcome.ts';
import { defineRoute } from '../route.ts';
import { idParams, licenceSchema, MAX_GENERATION_ID_LENGTH, revokeBody } from './provenance-schemas.ts';

const responseSchema = z.object({
  id: z.string(),
  creator: z.string(),
  licence: licenceSchema,
  changed: z.boolean().describe('false when it was already revoked (the first time and reason are kept)'),
});

export const revokeLicenceRoute = defineRoute({
  method: 'post',
  path: '/api/v1/licences/{id}/revoke',
  operationId: 'revokeLicence',
  summary: "Revoke one generation's licence (the creator's own account, or an operator).",
  tags: ['licences'],
  auth: 'key',
  needsDatabase: true,
  params: idParams,
  body: revokeBody,
  responses: {
    200: { description: 'the licence is revoked', schema: responseSchema },
    403: { description: "neither the depicted creator's account nor an operator" },
    404: { description: 'no such generation' },
    409: { description: 'the generation has no licence (it was refused)' },
  },
  async handle({ store, deps, params, body, requester }) {
    const row = params.id.length > MAX_GENERATION_ID_LENGTH ? null : await provenanceRowOf(store, params.id);
    if (!row) return fail('generation_not_found', `no generation ${params.id}`);
    const authority = await authorityOf(store, requester!.accountId);
    if (!isOperator(authority) && !(row.creator_slug && speaksFor(authority, row.creator_slug))) {
      return fail('forbidden', `only the account of creator "${row.creator_slug}" or an operator can revoke this licence`);
    }
    const result = await revokeLicence(store, params.id, body.reason, `account:${requester!.accountId}`, deps.now);
    if (!result.ok) return result;
    const { id, creator, status, revokedAt, reason, changed } = result.value;
    return { status: 200, body: { id, creator, licence: { status, revokedAt, reason }, changed } satisfies z.infer<typeof responseSchema> };
  },
});
