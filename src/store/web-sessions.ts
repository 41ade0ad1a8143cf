// web_session rows: open, find (with the signed-in account), touch, end. Plain SQL through the
// request's unit of work, like the directory queries.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { Role } from './orm/entities/account.ts';
import type { VerificationLevel } from '../vocabulary.ts';
import { expiryAt, newCsrfSecret, newSessionToken, sessionIdOf } from '../web/session/token.ts';

export interface SessionAccount {
  id: string;
  email: string;
  displayName: string | null;
  roles: Role[];
  verification: VerificationLevel;
}

export interface WebSessionState {
  idSha256: string;
  csrfSecret: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  account: SessionAccount | null;
}

interface Row {
  id_sha256: string;
  csrf_secret: string;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
  account_id: string | null;
  email: string | null;
  display_name: string | null;
  roles: Role[] | null;
  verification: VerificationLevel | null;
}

const exec = <T>(store: Store, sql: string, params: unknown[]): Promise<T[]> => sqlIn(store).all(sql, params);

export async function openSession(store: Store, accountId: string | null, now: Date): Promise<{ token: string; expiresAt: Date; csrfSecret: string; idSha256: string }> {
  const { token, idSha256 } = newSessionToken();
  const csrfSecret = newCsrfSecret();
  const expiresAt = expiryAt(accountId !== null, now, now);
  await exec(store, 'insert into web_session (id_sha256, account_id, csrf_secret, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?, ?)', [
    idSha256,
    accountId,
    csrfSecret,
    now,
    expiresAt,
    now,
  ]);
  return { token, expiresAt, csrfSecret, idSha256 };
}

export async function findSession(store: Store, token: string, now: Date): Promise<WebSessionState | null> {
  const rows = await exec<Row>(
    store,
    `select s.id_sha256, s.csrf_secret, s.created_at, s.expires_at, s.last_seen_at, s.account_id,
            a.email, a.display_name, a.roles, a.verification
       from web_session s left join account a on a.id = s.account_id
      where s.id_sha256 = ? and s.expires_at > ?`,
    [sessionIdOf(token), now],
  );
  const r = rows[0];
  if (!r) return null;
  const account = r.account_id && r.email ? { id: r.account_id, email: r.email, displayName: r.display_name, roles: r.roles ?? [], verification: r.verification ?? 'none' } : null;
  return { idSha256: r.id_sha256, csrfSecret: r.csrf_secret, createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at), lastSeenAt: new Date(r.last_seen_at), account };
}

/** Records use and slides the expiry, at most once a minute per session (not a write per page). */
export async function touchSession(store: Store, session: WebSessionState, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < 60_000) return;
  const expiresAt = expiryAt(session.account !== null, session.createdAt, now);
  await exec(store, 'update web_session set last_seen_at = ?, expires_at = ? where id_sha256 = ?', [now, expiresAt, session.idSha256]);
  session.lastSeenAt = now;
  session.expiresAt = expiresAt;
}

export async function endSession(store: Store, idSha256: string): Promise<void> {
  await exec(store, 'delete from web_session where id_sha256 = ?', [idSha256]);
}

/** Expired rows are useless (lookups ignore them); sign-in clears them out as it goes. */
export async function purgeExpiredSessions(store: Store, now: Date): Promise<void> {
  await exec(store, 'delete from web_session where expires_at <= ?', [now]);
}
