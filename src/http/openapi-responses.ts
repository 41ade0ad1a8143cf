// What the OpenAPI document says of responses every route can give, and of the headers the
// pipeline sets (src/http/pipeline.ts, src/middleware/rate-limit.ts): one place, so the document and
// the server cannot drift apart silently (test/http/openapi-contract.test.ts checks the headers).

import type { RouteDef } from './route.ts';

type Json = Record<string, unknown>;

/** Descriptions of the statuses the pipeline itself answers, whatever the route. */
export const COMMON_RESPONSES: Record<number, string> = {
  400: 'The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON.',
  401: 'Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`).',
  413: 'The request body is larger than the configured limit.',
  415: 'The request body is not `application/json`.',
  429: 'Rate limited: retry after `Retry-After` seconds.',
  500: 'An unexpected server error (no details are disclosed).',
  503: 'The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds.',
};

const integerSeconds = { type: 'integer', minimum: 0 };

const RATE_LIMIT_HEADERS: Json = {
  RateLimit: {
    description: 'The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers).',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': { description: 'The quota and its window in seconds: `60;w=60`.', schema: { type: 'string' } },
};

const RETRY_AFTER: Json = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: integerSeconds } };

/** The headers a route documents for a status, or undefined when it sets none worth naming. */
export function responseHeadersFor(route: RouteDef, status: number): Json | undefined {
  const headers: Json = {};
  if (route.rateLimit && status !== 503 && status !== 401 && status !== 500) Object.assign(headers, RATE_LIMIT_HEADERS);
  if (status === 429 || status === 503) Object.assign(headers, RETRY_AFTER);
  if (status === 401 && route.auth === 'key') {
    headers['WWW-Authenticate'] = { description: 'The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented.', schema: { type: 'string' } };
  }
  Object.assign(headers, route.responseHeaders?.[status] ?? {});
  return Object.keys(headers).length > 0 ? headers : undefined;
}
