// Pages of the reviewer queue: signed in, and allowed by the same reviewerActor check the
// takedown API uses (reviewer or operator role). The handler gets the actor name to record.

import type { AppDeps } from '../app/deps.ts';
import { reviewerActor } from '../store/account-roles.ts';
import { signedInPage, type SignedInPageInput } from './page.ts';
import { renderPage } from './view.ts';

export function reviewerPage(deps: AppDeps, handler: (input: SignedInPageInput & { actor: string }) => Promise<void>) {
  return signedInPage(deps, async (input) => {
    const actor = await reviewerActor(input.store, input.me.id);
    if (!actor.ok) {
      renderPage(input.req, input.res, 'error', { title: 'Not available to this account', message: 'The review queue is for reviewer and operator accounts.' }, 403);
      return;
    }
    await handler({ ...input, actor: actor.value });
  });
}
