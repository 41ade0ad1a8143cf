// Expected failures are values with a stable code; src/http/status.ts maps each code to a status.

export const FAILURE_CODES = [
  'invalid_request',
  'unauthenticated',
  'creator_not_found',
  'no_boundary_set',
  'version_not_found',
  'account_not_found',
  'account_exists',
  'key_not_found',
  'key_limit_reached',
  'invalid_signature',
  'replayed_callback',
  'callback_not_configured',
  'policy_rejected',
  'rate_limited',
  'database_unavailable',
  'idempotency_key_reused',
  'idempotency_in_progress',
  // takedowns (issue 4)
  'forbidden',
  'takedown_not_found',
  'takedown_closed',
  'no_takedown_target',
  // provenance and licences (issue 4)
  'generation_not_found',
  'no_licence',
  // images (issue 4)
  'image_not_found',
  'image_revoked',
  // a prompt or reference in a language the gate does not read (issue 8)
  'unsupported_language',
  // webhooks (issue 11)
  'webhook_not_found',
  'delivery_not_found',
  'too_many_webhooks',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** A request field the failure is about: `/prompt`, with what is wrong with it. */
export interface FailureField {
  pointer: string;
  message: string;
}

export interface Failure<C extends FailureCode = FailureCode> {
  ok: false;
  code: C;
  message: string;
  /** The request fields at fault, when the failure is about the body's content. */
  fields?: FailureField[];
}

export type Outcome<T, C extends FailureCode = FailureCode> = { ok: true; value: T } | Failure<C>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <C extends FailureCode>(code: C, message: string, fields?: FailureField[]): Failure<C> =>
  fields === undefined ? { ok: false, code, message } : { ok: false, code, message, fields };
