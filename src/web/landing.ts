// Where an account lands after signing in, when it was not on its way somewhere: the page for
// the work its role does.

import type { Role } from '../store/orm/entities/account.ts';

export function landingFor(roles: readonly Role[]): string {
  if (roles.includes('creator')) return '/console';
  if (roles.includes('reviewer') || roles.includes('operator')) return '/review';
  return '/dashboard';
}
