// The OpenAPI 3.1 document, generated from the very zod schemas that validate requests
// (z.toJSONSchema emits JSON Schema 2020-12, which OpenAPI 3.1 uses as is).

import { z } from 'zod';
import { problemSchema } from './problem.ts';
import { STATUS } from './status.ts';
import type { RouteDef } from './route.ts';

type Json = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = jsonSchemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }));
}

/** Statuses every route can answer besides its own, by what it does. */
function commonProblems(route: RouteDef): number[] {
  // 503: the database is away or slow, or the request deadline passed (any route).
  const statuses = [500, 503];
  if (route.auth === 'key') statuses.push(401);
  if (route.rateLimit) statuses.push(429);
  if (route.body) statuses.push(400, 413, 415);
  else if (route.params || route.query) statuses.push(400);
  return statuses;
}

const titleFor = (status: number): string => Object.values(STATUS).find((s) => s.status === status)?.title ?? 'Problem';

export function openApiDocument(routes: RouteDef[], serverUrl?: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
  for (const route of routes) {
    const responses: Record<string, Json> = {};
    for (const [status, r] of Object.entries(route.responses)) {
      // A 4xx/5xx is problem+json unless the route gives it a body of its own (generate's 403 Refusal).
      const isProblem = Number(status) >= 400 && !r.schema;
      responses[status] = {
        description: r.description,
        ...(isProblem ? { content: problem } : r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: jsonSchemaOf(r.schema, 'output') } } } : {}),
      };
    }
    for (const status of commonProblems(route)) responses[String(status)] ??= { description: titleFor(status), content: problem };
    const operation: Json = {
      operationId: route.operationId,
      summary: route.summary,
      tags: route.tags,
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query'), ...(route.headerParameters ?? []).map((h) => ({ ...h, in: 'header', required: false }))],
      responses,
      ...(route.auth === 'key' ? { security: [{ bearerKey: [] }] } : { security: [] }),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } } } : {}),
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Likeness Gate API',
      version: '1.0.0',
      description: 'Consent-checked image generation for named creators. Every non-2xx response is RFC 9457 problem+json.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(problemSchema, 'output') },
      securitySchemes: { bearerKey: { type: 'http', scheme: 'bearer', description: 'API key, `lg_live_…`' } },
    },
  };
}
