// What the database's errors mean to the service. "The database is not reachable": those
// become 503s, not 500s, and the next request tries again (the pool reconnects by itself).
// "A unique constraint refused the row": the store turns it into the caller's own outcome.

import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot
// connect now); 57014 statement timeout, 25P03 idle-in-transaction timeout, 55P03 lock timeout,
// 53300 too many connections: the database is too slow or too busy right now, so try again.
const SQLSTATE = /^(08...|57P0[1-4]|57014|25P03|55P03|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
  /Connection ended unexpectedly/i,
  /\btimeout expired$/i, // node-postgres: connectionTimeoutMillis passed while connecting
  /\bQuery read timeout$/i, // node-postgres: query_timeout passed, the server stopped answering
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error instanceof ConnectionException) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (error.name === 'KnexTimeoutError' || MESSAGES.some((m) => m.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** A unique constraint refused the row (SQLSTATE 23505), as the driver or the ORM reports it. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof UniqueConstraintViolationException || (error instanceof Error && (error as { code?: unknown }).code === '23505');
