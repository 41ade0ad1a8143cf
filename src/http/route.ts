// What one endpoint file exports: its schemas (which validate requests and feed the OpenAPI
// document) and a handler that returns a value: a response, or a Failure whose code
// src/http/status.ts maps to a status.

import type { Request } from 'express';
import type { z } from 'zod';
import type { Requester } from '../service/accounts/keys.ts';
import type { Failure } from '../kernel/outcome.ts';
import type { AppDeps } from '../app/deps.ts';
import type { Admitted } from '../service/judge/admission.ts';
import type { Store } from '../store/index.ts';
import type { UploadSpec } from './upload.ts';

import type { RateLimitName } from '../middleware/rate-limit.ts';

export type { RateLimitName } from '../middleware/rate-limit.ts';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface HandlerInput<B, Q, P> {
  deps: AppDeps;
  /** The request's unit of work (only usable when the route needsDatabase): every statement goes through it. */
  store: Store;
  /** For a route that readsGateFacts: the facts its one hot-path statement read (null: none). */
  admitted: Admitted | null;
  body: B;
  query: Q;
  params: P;
  requester: Requester | undefined;
  /** The uploaded bytes, for a route with `upload` (never empty). */
  upload: Buffer | undefined;
  req: Request;
}

export interface RouteDef<B = unknown, Q = unknown, P = unknown> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: `/api/v1/creators/{slug}`; Express form is derived from it. */
  path: string;
  operationId: string;
  summary: string;
  /** Longer prose for the document (CommonMark). */
  description?: string;
  tags: string[];
  auth: 'none' | 'key';
  rateLimit?: RateLimitName;
  /**
   * Check and generate: authentication, the rate limit and the gate's facts in one statement
   * (src/store/gate.ts), handed to the handler as `admitted`.
   */
  readsGateFacts?: boolean;
  /** The limit counts only requests that pass validation (takedowns: a reporter's typos never lock them out). */
  limitValidOnly?: boolean;
  /** The handler needs the database (503 when it is missing or unreachable). */
  needsDatabase: boolean;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Optional request headers the route reads (documented only; the handler validates them). */
  headerParameters?: { name: string; description: string; schema: Record<string, unknown> }[];
  /** The request body is a file of this media type instead of JSON (src/http/upload.ts). */
  upload?: UploadSpec;
  /** Keep the raw body bytes (signature checks). */
  rawBody?: boolean;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  /** Response headers the handler sets, by status (documented; the pipeline's own are added by src/http/openapi-responses.ts). */
  responseHeaders?: Record<number, Record<string, { description: string; schema: Record<string, unknown> }>>;
  handle(input: HandlerInput<B, Q, P>): Promise<Reply | Failure>;
}

/** Erases the type parameters so routes of different shapes share one list. */
export const defineRoute = <B, Q, P>(route: RouteDef<B, Q, P>): RouteDef<unknown, unknown, unknown> => route as unknown as RouteDef<unknown, unknown, unknown>;

export const expressPath = (openapiPath: string): string => openapiPath.replace(/\{(\w+)\}/g, ':$1');
