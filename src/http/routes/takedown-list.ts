// GET /api/v1/takedowns: the reviewers' queue, overdue first, then by due time.

import { z } from 'zod';
import { TAKEDOWN_STATES } from '../../store/orm/entities/takedown.ts';
import { listTakedowns } from '../../store/takedown-queue.ts';
import { reviewerActor } from '../../store/account-roles.ts';
import { defineRoute } from '../route.ts';
import { takedownSchema } from './takedown-schemas.ts';

const query = z.strictObject({
  status: z.enum([...TAKEDOWN_STATES, 'all']).default('open').describe('which reports; default `open`'),
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('page size, 1-200'),
  offset: z.coerce.number().int().min(0).default(0),
});

const responseSchema = z.object({ takedowns: z.array(takedownSchema) });

export const listTakedownsRoute = defineRoute({
  method: 'get',
  path: '/api/v1/takedowns',
  operationId: 'listTakedowns',
  summary: 'The takedown queue (reviewer or operator key): overdue reports first, then by due time.',
  tags: ['takedowns'],
  auth: 'key',
  needsDatabase: true,
  query,
  responses: { 200: { description: 'one page of the queue', schema: responseSchema }, 403: { description: 'the account is not a reviewer or operator' } },
  async handle({ store, deps, query: q, requester }) {
    const actor = await reviewerActor(store, requester!.accountId);
    if (!actor.ok) return actor;
    const takedowns = await listTakedowns(store, { status: q.status === 'all' ? undefined : q.status, limit: q.limit, offset: q.offset }, deps.now);
    const body: z.infer<typeof responseSchema> = { takedowns };
    return { status: 200, body };
  },
});
