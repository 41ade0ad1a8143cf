// The OpenAPI 3.1 document, generated from the very zod schemas that validate requests
// (z.toJSONSchema emits JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
// zod writes named schemas (`.meta({ id })`) under the schema's own `$defs` with `#/$defs/…`
// references; inside an OpenAPI document `#` is the document root, so every such definition is
// hoisted into `components/schemas` and its references rewritten (src/http/openapi-components.ts).

import { z } from 'zod';
import { SchemaComponents } from './openapi-components.ts';
import { COMMON_RESPONSES, responseHeadersFor } from './openapi-responses.ts';
import { problemSchema } from './problem.ts';
import type { RouteDef } from './route.ts';

type Json = Record<string, unknown>;

/** A schema as JSON Schema with its `$defs` still attached (the caller hoists them). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return withoutFormatPatterns(out) as Json;
}

/** zod spells `format: date-time` out again as a long regular expression; the format says it. */
function withoutFormatPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFormatPatterns);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  const formatted = typeof (value as Json).format === 'string';
  for (const [key, v] of Object.entries(value as Json)) {
    if (key === 'pattern' && formatted) continue;
    out[key] = withoutFormatPatterns(v);
  }
  return out;
}

function parametersOf(components: SchemaComponents, schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = components.add(jsonSchemaOf(schema, 'input')) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === 'path' || (js.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** Statuses every route can answer besides its own, by what it does. */
function commonProblems(route: RouteDef): number[] {
  // 503: the database is away or slow, or the request deadline passed (any route).
  const statuses = [500, 503];
  if (route.auth === 'key') statuses.push(401);
  if (route.rateLimit) statuses.push(429);
  if (route.body || route.upload) statuses.push(400, 413, 415);
  else if (route.params || route.query || route.headerParameters) statuses.push(400);
  return statuses;
}

const PROBLEM = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

function operationOf(route: RouteDef, components: SchemaComponents): Json {
  const responses: Record<string, Json> = {};
  for (const [status, r] of Object.entries(route.responses)) {
    // A 4xx/5xx is problem+json unless the route gives it a body of its own (generate's 403 Refusal).
    const isProblem = Number(status) >= 400 && !r.schema;
    const content = isProblem
      ? PROBLEM
      : r.schema
        ? { [r.contentType ?? 'application/json']: { schema: mediaSchema(components, r.schema, r.contentType) } }
        : undefined;
    responses[status] = { description: r.description, ...(content ? { content } : {}) };
  }
  for (const status of commonProblems(route)) responses[String(status)] ??= { description: COMMON_RESPONSES[status] ?? 'Problem', content: PROBLEM };
  for (const [status, response] of Object.entries(responses)) {
    const headers = responseHeadersFor(route, Number(status));
    if (headers) response.headers = headers;
  }
  const parameters = [
    ...parametersOf(components, route.params, 'path'),
    ...parametersOf(components, route.query, 'query'),
    ...(route.headerParameters ?? []).map((h) => ({ name: h.name, in: 'header', required: false, description: h.description, schema: h.schema })),
  ];
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    responses,
    ...(route.auth === 'key' ? { security: [{ bearerKey: [] }] } : { security: [] }),
    ...(route.upload ? { requestBody: { required: true, description: `${route.upload.description}, at most ${route.upload.maxBytes} bytes`, content: { [route.upload.contentType]: { schema: { type: 'string', contentMediaType: route.upload.contentType } } } } } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: components.add(jsonSchemaOf(route.body, 'input')) } } } } : {}),
  };
}

/** Binary and text bodies are described as such, not by their zod stand-in. */
function mediaSchema(components: SchemaComponents, schema: z.ZodType, contentType: string | undefined): Json {
  if (contentType === 'image/png') return { type: 'string', contentMediaType: 'image/png', description: 'PNG bytes' };
  if (contentType === 'text/html') return { type: 'string', contentMediaType: 'text/html' };
  return components.add(jsonSchemaOf(schema, 'output'));
}

const TAGS = [
  { name: 'directory', description: 'Active creators and their boundary sets (public).' },
  { name: 'generation', description: 'The consent gate: dry-run check and generate (API key).' },
  { name: 'provenance', description: 'Manifests and images: lookup and verification (public).' },
  { name: 'licences', description: 'Consent and licence revocation (the creator\u2019s key, or an operator).' },
  { name: 'takedowns', description: 'Open takedown intake and the reviewers\u2019 queue.' },
  { name: 'webhooks', description: 'Signed event deliveries to the requester\u2019s endpoints (licence revoked, generation completed): registry, secrets, delivery log (docs/webhooks.md).' },
  { name: 'accounts', description: 'Account state set by the identity-verification provider\u2019s signed callback.' },
  { name: 'meta', description: 'This document and its page.' },
];

export function openApiDocument(routes: RouteDef[], serverUrl?: string): Json {
  const components = new SchemaComponents();
  components.add(jsonSchemaOf(problemSchema, 'output'));
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operationOf(route, components);
  const used = new Set(routes.flatMap((r) => r.tags));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Likeness Gate API',
      version: '1.0.0',
      description:
        'Consent-checked image generation for named creators. Every request to generate is judged against the creator\u2019s live boundary set before any model is called. Every non-2xx response is RFC 9457 problem+json.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl ?? 'http://localhost:3000', description: serverUrl ? 'this server' : 'a local development server' }],
    tags: TAGS.filter((t) => used.has(t.name)),
    paths,
    components: {
      schemas: components.schemas(),
      securitySchemes: { bearerKey: { type: 'http', scheme: 'bearer', description: 'API key, `lg_live_…`, made in /dashboard' } },
    },
  };
}
