// GET /api/v1/takedowns/{id}: one report with its resolution (reviewer or operator key).

import { getTakedown } from '../../store/takedown-queue.ts';
import { reviewerActor } from '../../store/account-roles.ts';
import { defineRoute } from '../route.ts';
import { takedownParams, takedownSchema } from './takedown-schemas.ts';

export const getTakedownRoute = defineRoute({
  method: 'get',
  path: '/api/v1/takedowns/{id}',
  operationId: 'getTakedown',
  summary: 'One takedown report and how it was resolved (reviewer or operator key).',
  tags: ['takedowns'],
  auth: 'key',
  needsDatabase: true,
  params: takedownParams,
  responses: {
    200: { description: 'the report', schema: takedownSchema },
    403: { description: 'the account is not a reviewer or operator' },
    404: { description: 'no such takedown' },
  },
  async handle({ store, deps, params, requester }) {
    const actor = await reviewerActor(store, requester!.accountId);
    if (!actor.ok) return actor;
    const found = await getTakedown(store, params.id, deps.now);
    return found.ok ? { status: 200, body: found.value } : found;
  },
});
