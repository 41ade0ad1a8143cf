// POST /api/v1/takedowns/{id}/action: revoke the reported generation's licence or every licence
// of the reported creator, with a reason (reviewer or operator key; audited; once).

import { actionTakedown } from '../../takedown/action.ts';
import { reviewerActor } from '../../store/account-roles.ts';
import { defineRoute } from '../route.ts';
import { takedownActionSchema, takedownParams, takedownSchema } from './takedown-schemas.ts';

export const actionTakedownRoute = defineRoute({
  method: 'post',
  path: '/api/v1/takedowns/{id}/action',
  operationId: 'actionTakedown',
  summary: "Action an open takedown: revoke the named generation's licence, or every licence of a creator (reviewer or operator key; audited).",
  tags: ['takedowns'],
  auth: 'key',
  needsDatabase: true,
  params: takedownParams,
  body: takedownActionSchema,
  responses: {
    200: { description: 'the actioned report; `resolution.detail` says what was revoked', schema: takedownSchema },
    403: { description: 'the account is not a reviewer or operator' },
    404: { description: 'no such takedown, or the generation or creator to revoke does not exist' },
    409: { description: 'the takedown is already closed, or the generation has no licence (a refusal)' },
    422: { description: 'neither the report nor the body names what to revoke' },
  },
  async handle({ store, params, body, requester }) {
    const actor = await reviewerActor(store, requester!.accountId);
    if (!actor.ok) return actor;
    const done = await actionTakedown(store, params.id, { ...body, actor: actor.value });
    return done.ok ? { status: 200, body: done.value } : done;
  },
});
