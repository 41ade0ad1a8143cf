// A website session (src/web/session/). The cookie holds a random token; only its SHA-256 is
// stored, so a leaked table cannot be replayed as cookies. Anonymous sessions (account null) exist
// only to tie the CSRF token of a sign-in or sign-up form to the browser that asked for it.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const WebSession = defineEntity({
  name: 'WebSession',
  tableName: 'web_session',
  indexes: [
    { properties: ['expiresAt'], name: 'web_session_expires_idx' },
    { properties: ['account'], name: 'web_session_account_idx' },
  ],
  properties: {
    /** Hex SHA-256 of the cookie token. */
    idSha256: p.string().length(64).primary(),
    account: p.manyToOne(Account).nullable().deleteRule('cascade'),
    /** Per-session secret the CSRF tokens of this session are keyed with (csrf-csrf). */
    csrfSecret: p.string().length(64),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime().defaultRaw('now()'),
  },
});
