// The steps every endpoint goes through, in order: database present → authenticate → rate limit
// → body well-formed → schema-valid → handler (a route with limitValidOnly is limited after
// validation instead, so that only valid requests count). Each step ends the request with a
// problem+json when it fails; the handler's Failure values are mapped through src/http/status.ts.

import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { authenticate, type Requester, presentedKey } from '../service/accounts/keys.ts';
import type { Failure } from '../kernel/outcome.ts';
import type { AppDeps } from '../app/deps.ts';
import { isDatabaseUnavailable } from '../store/errors.ts';
import { problemOf, sendProblem, type FieldError } from './problem.ts';
import { reviewersContact } from '../takedown/contact.ts';
import { consumeForRequester, limitKey, RateLimitStoreError, verdictOfBuckets, type LimitVerdict } from '../middleware/rate-limit.ts';
import { admitKey, type AdmissionResult } from '../service/judge/admission.ts';
import { promptHashOf } from '../service/judge/judge.ts';
import { storeFor, type Store } from '../store/index.ts';
import type { Reply, RouteDef } from './route.ts';
import { fieldErrors } from './validation.ts';
import { UNSTORABLE_MESSAGE, unstorablePointers } from '../requests/storable-text.ts';
import type { UploadState } from './upload.ts';

/** Set by the body parser step when the body could not be read (deferred until after auth). */
export interface BodyState {
  bodyError?: 'malformed_json' | 'payload_too_large' | 'unsupported_media_type';
  /** Why the JSON was refused, and where (a duplicated or prototype member). */
  bodyErrorDetail?: { message: string; pointer?: string };
  rawBody?: Buffer;
}

const unavailable = () => problemOf('database_unavailable', 'the database is not configured or not reachable; try again shortly');

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: FieldError['in'], errors: FieldError[]): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors.push(...fieldErrors(result.error, where));
  return undefined as T;
}

const isFailure = (r: Reply | Failure): r is Failure => (r as Failure).ok === false;

function bearerOf(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : '';
}

/** Strings the database cannot store, wherever they are in the request, as field errors. */
function unstorableFields(req: Request): FieldError[] {
  const where: [FieldError['in'], unknown][] = [['path', req.params], ['query', req.query], ['body', req.body]];
  return where.flatMap(([inWhere, value]) => unstorablePointers(value).map((pointer) => ({ pointer, in: inWhere, message: UNSTORABLE_MESSAGE })));
}

const denied = (presented: string | undefined) => ({
  message: 'a valid API key is required: send Authorization: Bearer <key>',
  challenge: presented === undefined ? 'Bearer realm="likeness"' : 'Bearer realm="likeness", error="invalid_token"',
});

/**
 * Check and generate: the key, the rate limit (when its buckets live in this database) and the
 * gate's facts in one statement. The creator and prompt are read from the body as it came (it
 * is validated after the limit, as on every route); the handler uses the facts only when they
 * match the validated body.
 */
/** The rate-limit buckets are in the database the store uses (not Redis, not another server). */
const limitsInStoreDatabase = (deps: AppDeps): boolean =>
  deps.limiters.databaseUrl !== null && deps.orm !== null && deps.limiters.databaseUrl === deps.orm.config.get('clientUrl');

async function admitRequest(store: Store, deps: AppDeps, route: RouteDef, req: Request, presented: string | undefined, storable: boolean): Promise<AdmissionResult | null> {
  const key = presented ? presentedKey(presented) : null;
  if (!key) return null;
  const body = (req.body ?? {}) as { creator?: unknown; prompt?: unknown };
  const slug = storable && typeof body.creator === 'string' ? body.creator : null;
  const prompt = storable && typeof body.prompt === 'string' ? body.prompt : null;
  const name = route.rateLimit;
  const size = name ? deps.config.rateLimits[name] : undefined;
  const limit = name && size && limitsInStoreDatabase(deps) ? { name, points: size.points, windowSeconds: size.windowSeconds } : null;
  const due = { amount: deps.config.credits.freeAllowance, periodDays: deps.config.credits.freeAllowancePeriodDays };
  return admitKey(store, { ...key, slug, promptSha256: prompt === null ? null : promptHashOf(prompt), due, limit });
}

export function runRoute(route: RouteDef, deps: AppDeps) {
  return async (req: Request & BodyState & UploadState, res: Response, _next: NextFunction): Promise<void> => {
    const instance = req.originalUrl.split('?')[0];
    try {
      if (route.needsDatabase && !deps.orm) return sendProblem(res, unavailable());
      // Without a database only routes that never touch it get here (needsDatabase above).
      const store = (deps.orm ? storeFor(deps.orm, { clock: deps.now, observe: deps.statements }) : null) as Store;
      let requester: Requester | undefined;
      let admission: AdmissionResult | null = null;
      // Read once: the admission statement and the validation below both need them.
      const unstorable = unstorableFields(req);
      if (route.auth === 'key' && route.readsGateFacts) {
        const presented = bearerOf(req);
        admission = await admitRequest(store, deps, route, req, presented, unstorable.length === 0);
        if (!admission?.requester) {
          const no = denied(presented);
          return sendProblem(res, problemOf('unauthenticated', no.message, { instance }), { 'WWW-Authenticate': no.challenge });
        }
        requester = admission.requester;
      } else if (route.auth === 'key') {
        const presented = bearerOf(req);
        const auth = await authenticate(store, presented);
        if (!auth.ok) {
          const challenge = presented === undefined ? 'Bearer realm="likeness"' : 'Bearer realm="likeness", error="invalid_token"';
          return sendProblem(res, problemOf('unauthenticated', auth.message, { instance }), { 'WWW-Authenticate': challenge });
        }
        requester = auth.value;
      }
      const limitHeaders: Record<string, string> = {};
      const limited = async (): Promise<boolean> => {
        if (!route.rateLimit) return false;
        const perAccount = route.rateLimit === 'check' || route.rateLimit === 'generate' ? requester?.accountId : undefined;
        const consumed = admission?.buckets.byKey;
        const verdict: LimitVerdict = consumed
          ? verdictOfBuckets(deps.config.rateLimits[route.rateLimit], consumed, admission!.buckets.byAccount, deps.now().getTime())
          : await consumeForRequester(deps.limiters, route.rateLimit, limitKey(route.rateLimit, req, requester?.keyId), perAccount);
        Object.assign(limitHeaders, verdict.headers);
        if (verdict.allowed) return false;
        const detail = `too many ${route.rateLimit} requests; retry after ${verdict.headers['Retry-After']} s`;
        const other = route.rateLimit === 'takedown' ? reviewersContact(deps.config.takedownContact) : null;
        sendProblem(res, problemOf('rate_limited', other ? `${detail}. ${other.text}` : detail, { instance, ...(other?.contact ? { contact: other.contact } : {}) }), limitHeaders);
        return true;
      };
      if (!route.limitValidOnly && (await limited())) return;
      if (route.body && req.bodyError) {
        const detail = req.bodyErrorDetail?.message ?? {
          malformed_json: 'the request body is not valid JSON',
          payload_too_large: `the request body is larger than ${deps.config.bodyLimitBytes} bytes`,
          unsupported_media_type: 'send the body as application/json (UTF-8, not compressed)',
        }[req.bodyError];
        const pointer = req.bodyErrorDetail?.pointer;
        const errors: FieldError[] | undefined = pointer === undefined ? undefined : [{ pointer, in: 'body', message: detail }];
        return sendProblem(res, problemOf(req.bodyError, detail, { instance, errors }), limitHeaders);
      }
      if (route.upload && req.uploadError) {
        const spec = route.upload;
        if (req.uploadError === 'empty' || req.uploadError === 'not_this_type') {
          const message = req.uploadError === 'empty' ? `the body is empty: send the ${spec.description} as the request body` : `the body is not a ${spec.description}: it does not start with the ${spec.contentType} signature`;
          const errors: FieldError[] = [{ pointer: '', in: 'body', message, expected: spec.contentType }];
          return sendProblem(res, problemOf('invalid_request', message, { instance, errors }), limitHeaders);
        }
        const detail = req.uploadError === 'payload_too_large' ? `the upload is larger than ${spec.maxBytes} bytes` : `send the ${spec.description} as ${spec.contentType}`;
        return sendProblem(res, problemOf(req.uploadError, detail, { instance }), limitHeaders);
      }
      const errors: FieldError[] = [...unstorable];
      const params = parse(route.params, req.params, 'path', errors);
      const query = parse(route.query, { ...req.query }, 'query', errors);
      const body = parse(route.body, req.body, 'body', errors);
      if (errors.length > 0) {
        return sendProblem(res, problemOf('invalid_request', `${errors.length} invalid field${errors.length === 1 ? '' : 's'}`, { instance, errors }), limitHeaders);
      }
      if (route.limitValidOnly && (await limited())) return;
      const reply = await route.handle({ deps, store, admitted: admission?.admitted ?? null, body, query, params, requester, upload: req.upload, req });
      if (isFailure(reply)) {
        const fields = reply.fields?.map((f): FieldError => ({ pointer: f.pointer, in: 'body', message: f.message }));
        return sendProblem(res, problemOf(reply.code, reply.message, fields === undefined ? { instance } : { instance, errors: fields }), limitHeaders);
      }
      if (res.headersSent) return; // answered by the request deadline meanwhile
      res.status(reply.status).set({ ...limitHeaders, ...reply.headers });
      if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) res.send(reply.body);
      else res.json(reply.body);
    } catch (error) {
      if (isDatabaseUnavailable(error) || error instanceof RateLimitStoreError) return sendProblem(res, { ...unavailable(), instance }, { 'Retry-After': '5' });
      deps.log('error', 'unhandled error in route', { route: route.operationId, error: error instanceof Error ? error.stack : String(error) });
      sendProblem(res, problemOf('internal_error', 'the server could not complete the request', { instance }));
    }
  };
}
