// POST /api/v1/takedowns/{id}/dismiss: close a report without action, with a reason (audited).

import { dismissTakedown } from '../../takedown/resolve.ts';
import { reviewerActor } from '../../store/account-roles.ts';
import { defineRoute } from '../route.ts';
import { takedownDismissSchema, takedownParams, takedownSchema } from './takedown-schemas.ts';

export const dismissTakedownRoute = defineRoute({
  method: 'post',
  path: '/api/v1/takedowns/{id}/dismiss',
  operationId: 'dismissTakedown',
  summary: 'Dismiss an open takedown with a reason (reviewer or operator key; audited).',
  tags: ['takedowns'],
  auth: 'key',
  needsDatabase: true,
  params: takedownParams,
  body: takedownDismissSchema,
  responses: {
    200: { description: 'the dismissed report', schema: takedownSchema },
    403: { description: 'the account is not a reviewer or operator' },
    404: { description: 'no such takedown' },
    409: { description: 'the takedown is already closed' },
  },
  async handle({ store, params, body, requester }) {
    const actor = await reviewerActor(store, requester!.accountId);
    if (!actor.ok) return actor;
    const done = await dismissTakedown(store, params.id, body.reason, actor.value);
    return done.ok ? { status: 200, body: done.value } : done;
  },
});
