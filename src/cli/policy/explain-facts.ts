// The requester facts `explain` judges with: a fully verified requester with credit (the facts
// of `expect` lines), with any field overridden by `--facts '{"sessionCount": 30}'` to see caps,
// advisories, verification and credit refusals.

import { z } from 'zod';
import { VERIFIED_REQUESTER } from '../../expect/index.ts';
import type { GateFacts } from '../../gate/types.ts';
import { CREATOR_STATES, VERIFICATION_LEVELS } from '../../vocabulary.ts';
import { CliError } from '../errors.ts';

const count = z.number().int().min(0);

export const FactsOverride = z.strictObject({
  creatorState: z.enum(CREATOR_STATES),
  consentRevoked: z.boolean(),
  verification: z.enum(VERIFICATION_LEVELS),
  sessionCount: count,
  varietyCount: count,
  cost: count,
  balance: count,
}).partial();

export function explainFacts(json: string | undefined): GateFacts {
  if (json === undefined) return { ...VERIFIED_REQUESTER };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new CliError('bad-facts', `--facts is not JSON: ${json}`);
  }
  const parsed = FactsOverride.safeParse(value);
  if (!parsed.success) {
    throw new CliError('bad-facts', `invalid --facts: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  const facts: GateFacts = { ...VERIFIED_REQUESTER };
  for (const [key, v] of Object.entries(parsed.data)) if (v !== undefined) Object.assign(facts, { [key]: v });
  return facts;
}
