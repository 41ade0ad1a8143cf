// Actioning a takedown: revoke the reported generation's licence, or every licence of the
// reported creator (PROVENANCE's revocations), in the same transaction that closes the report.
// A reviewer may name the target when the reporter could not.

import type { Store } from '../store/index.ts';
import { revokeCreatorLicences, revokeLicence } from '../store/licences.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { closeTakedown, type ResolutionWork } from './resolve.ts';
import type { TakedownView } from './view.ts';

export interface TakedownActionInput {
  action: 'revoke-generation' | 'revoke-creator';
  reason: string;
  actor: string;
  /** Overrides the report's own generation id (revoke-generation). */
  generationId?: string;
  /** Overrides the report's own creator slug (revoke-creator). */
  creator?: string;
}

const revokeGeneration =
  (input: TakedownActionInput): ResolutionWork =>
  async (tx, takedown) => {
    const generationId = input.generationId ?? takedown.generationId;
    if (!generationId) return fail('no_takedown_target', `takedown ${takedown.id} names no generation; give the generation id to revoke`);
    const revoked = await revokeLicence(tx, generationId, input.reason, input.actor);
    if (!revoked.ok) return revoked;
    return ok({ generationId, licence: revoked.value });
  };

const revokeCreator =
  (input: TakedownActionInput): ResolutionWork =>
  async (tx, takedown) => {
    const creator = input.creator ?? takedown.creator;
    if (!creator) return fail('no_takedown_target', `takedown ${takedown.id} names no creator; give the creator's slug`);
    const revoked = await revokeCreatorLicences(tx, creator, input.reason, input.actor);
    if (!revoked.ok) return revoked;
    return ok({ creator: revoked.value.creator, licencesRevoked: revoked.value.licencesRevoked, revokedAt: revoked.value.revokedAt });
  };

export function actionTakedown(store: Store, id: string, input: TakedownActionInput): Promise<Outcome<TakedownView>> {
  const work = input.action === 'revoke-generation' ? revokeGeneration(input) : revokeCreator(input);
  return closeTakedown(store, id, input.action, input.reason, input.actor, work);
}
