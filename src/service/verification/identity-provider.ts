// Self-serve verification: the dashboard sends a requester to an identity provider's hosted page
// (start), and the provider reports the result through the signed callback
// (POST /api/v1/verification/callback), the only way a provider changes a level.

import type { Config } from '../../config/index.ts';
import { developmentProvider } from './development-provider.ts';

/** The levels a requester can ask a provider for (none is where everyone starts). */
export const VERIFIABLE_LEVELS = ['age', 'identity'] as const;
export type VerifiableLevel = (typeof VERIFIABLE_LEVELS)[number];

export interface VerificationStart {
  accountId: string;
  level: VerifiableLevel;
  /** A path on this site to come back to once the provider is done. */
  returnTo: string;
}

export interface IdentityProvider {
  /** Shown to the requester: who they are about to verify with. */
  readonly displayName: string;
  /** The provider's hosted page for this request: the browser is redirected there. */
  start(request: VerificationStart, now: Date): string;
}

/** The configured provider, or null: then the dashboard says how an operator sets a level instead. */
export function identityProviderFor(config: Config): IdentityProvider | null {
  if (config.identityProvider === 'development' && config.verificationCallback.secret) return developmentProvider(config.verificationCallback.secret);
  return null;
}
