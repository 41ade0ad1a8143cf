// The one table from failure codes (service and HTTP layer) to HTTP status and problem title.

import type { FailureCode } from '../kernel/outcome.ts';

export type HttpFailureCode = FailureCode | 'malformed_json' | 'payload_too_large' | 'unsupported_media_type' | 'not_found' | 'method_not_allowed' | 'internal_error' | 'request_timeout';

export const STATUS: Record<HttpFailureCode, { status: number; title: string }> = {
  invalid_request: { status: 400, title: 'Request does not match the schema' },
  malformed_json: { status: 400, title: 'Malformed JSON body' },
  unsupported_language: { status: 400, title: 'Prompt in a language the gate does not read' },
  unauthenticated: { status: 401, title: 'Missing, unrecognised or revoked API key' },
  invalid_signature: { status: 401, title: 'Invalid or expired signature' },
  creator_not_found: { status: 404, title: 'Creator not listed' },
  version_not_found: { status: 404, title: 'No such boundary version' },
  account_not_found: { status: 404, title: 'No such account' },
  key_not_found: { status: 404, title: 'No such API key' },
  not_found: { status: 404, title: 'No such resource' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  no_boundary_set: { status: 409, title: 'No boundary set on file' },
  account_exists: { status: 409, title: 'Account already exists' },
  key_limit_reached: { status: 409, title: 'Too many active API keys' },
  replayed_callback: { status: 409, title: 'Callback already processed' },
  idempotency_in_progress: { status: 409, title: 'A request with this Idempotency-Key is still in progress' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Request body must be application/json' },
  policy_rejected: { status: 422, title: 'Policy file rejected' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key already used with a different request' },
  forbidden: { status: 403, title: 'Not permitted for this account' },
  takedown_not_found: { status: 404, title: 'No such takedown' },
  takedown_closed: { status: 409, title: 'Takedown already closed' },
  no_takedown_target: { status: 422, title: 'Takedown names nothing to act on' },
  generation_not_found: { status: 404, title: 'No such generation' },
  image_not_found: { status: 404, title: 'No such image' },
  image_revoked: { status: 410, title: 'Image no longer served' },
  no_licence: { status: 409, title: 'No licence to revoke' },
  webhook_not_found: { status: 404, title: 'No such webhook endpoint' },
  delivery_not_found: { status: 404, title: 'No such webhook delivery' },
  too_many_webhooks: { status: 409, title: 'Webhook endpoint limit reached' },
  rate_limited: { status: 429, title: 'Rate limited' },
  internal_error: { status: 500, title: 'Internal error' },
  callback_not_configured: { status: 503, title: 'Verification callback not configured' },
  database_unavailable: { status: 503, title: 'Database unavailable' },
  request_timeout: { status: 503, title: 'Request took too long' },
};
