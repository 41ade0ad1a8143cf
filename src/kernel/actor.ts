// Who did something to a creator's boundaries, as the version history records it. Callers that
// name themselves `operator:…` or `system:…` (the operator CLI, `npm start`) act as an operator;
// the console and the API act for a signed-in account, which only a creator's own account
// reaches for publishing and revoking (they check the link first).

import type { ActorKind } from '../store/orm/entities/boundary-version.ts';

export type { ActorKind } from '../store/orm/entities/boundary-version.ts';

export interface Actor {
  kind: ActorKind;
  /** `account:<id>`, `operator:cli`, `system:start`. */
  id: string;
}

export function actorOf(actor: string, kind?: ActorKind): Actor {
  if (kind) return { kind, id: actor };
  return { kind: /^(operator|system):/.test(actor) ? 'operator' : 'creator', id: actor };
}
