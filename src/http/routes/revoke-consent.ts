// POST /api/v1/creators/{slug}/consent/revoke: the creator's own account withdraws consent. The
// current boundary set is revoked (later requests: consent_revoked) and every licence issued
// for the creator's outputs is revoked, with this reason and one time, audited.

import { z } from 'zod';
import { authorityOf, speaksFor } from '../../store/account-authority.ts';
import { revokeConsent } from '../../store/licences.ts';
import { fail } from '../../kernel/outcome.ts';
import { defineRoute } from '../route.ts';
import { slugParams } from '../schemas.ts';
import { revokeBody } from './provenance-schemas.ts';

const responseSchema = z.object({
  creator: z.string(),
  version: z.number().int().describe('the boundary version now revoked'),
  revokedAt: z.iso.datetime(),
  reason: z.string(),
  licencesRevoked: z.number().int().describe('licences revoked by this call'),
  alreadyRevoked: z.boolean().describe('the set was revoked before; its first time and reason are kept'),
});

export const revokeConsentRoute = defineRoute({
  method: 'post',
  path: '/api/v1/creators/{slug}/consent/revoke',
  operationId: 'revokeConsent',
  summary: "Revoke consent: the creator's boundary set and every licence issued for them (creator's own account).",
  tags: ['licences'],
  auth: 'key',
  needsDatabase: true,
  params: slugParams,
  body: revokeBody,
  responses: {
    200: { description: 'consent revoked', schema: responseSchema },
    403: { description: "the key's account is not this creator's account" },
    409: { description: 'the creator has no boundary set' },
  },
  async handle({ store, deps, params, body, requester }) {
    const authority = await authorityOf(store, requester!.accountId);
    if (!speaksFor(authority, params.slug)) return fail('forbidden', `only the account of creator "${params.slug}" can revoke their consent`);
    const result = await revokeConsent(store, params.slug, body.reason, `account:${requester!.accountId}`, deps.now);
    if (!result.ok) return result;
    const value: z.infer<typeof responseSchema> = result.value;
    return { status: 200, body: value };
  },
});
