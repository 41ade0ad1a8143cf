// An account: requester, creator, reviewer and/or operator. The verification level is what the
// gate reads; every change of it is kept in verification_event and the audit log.

import { defineEntity, p } from '@mikro-orm/core';
import { VERIFICATION_LEVELS } from '../../../vocabulary.ts';
import { Creator } from './creator.ts';

export const ROLES = ['requester', 'creator', 'reviewer', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const Account = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: p.string().length(40).primary(),
    email: p.string().length(320).unique(),
    /** scrypt hash (see src/service/accounts/password.ts); null = cannot sign in, API keys only. */
    passwordHash: p.string().length(300).nullable(),
    /** Shown on the website (optional at sign-up); always rendered escaped. */
    displayName: p.string().length(80).nullable(),
    roles: p.array().$type<Role[]>(),
    creator: p.manyToOne(Creator).nullable().deleteRule('set null'),
    verification: p.enum([...VERIFICATION_LEVELS]).default('none'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
