// Every endpoint, in the order the OpenAPI document lists them; plus the document and its page.

import { z } from 'zod';
import { openApiDocument } from '../openapi.ts';
import { defineRoute, type RouteDef } from '../route.ts';
import { check } from './check.ts';
import { generateRoute } from './generate.ts';
import { diffBoundaries } from './diff-boundaries.ts';
import { getBoundaries } from './get-boundaries.ts';
import { getBoundaryVersion } from './get-boundary-version.ts';
import { getCreator } from './get-creator.ts';
import { getImage } from './get-image.ts';
import { putProfile } from './put-profile.ts';
import { listCreators } from './list-creators.ts';
import { verificationCallback } from './verification-callback.ts';
import { takedownRoutes } from './takedown-routes.ts';
import { provenanceRoutes } from './provenance-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export const apiRoutes: RouteDef[] = [listCreators, getCreator, putProfile, getBoundaries, getBoundaryVersion, diffBoundaries, check, generateRoute, verificationCallback, ...provenanceRoutes, ...takedownRoutes, ...webhookRoutes, getImage];

/** The OpenAPI document the server serves at /api/v1/openapi.json. */
export const openApiDocumentFor = (publicUrl?: string): Record<string, unknown> => openApiDocument(documentedRoutes(publicUrl, NO_PAGE).routes, publicUrl);

/**
 * The API reference page as the website draws it (HTML and the CSP it needs). The assembly
 * (src/app.ts) hands it in, so the API face never imports the website.
 */
export interface ReferencePage {
  html: string;
  csp: string;
}

// The document only describes the routes; no handler runs while it is written.
const NO_PAGE: ReferencePage = { html: '', csp: "default-src 'none'" };

export function allRoutes(publicUrl: string | undefined, reference: ReferencePage): RouteDef[] {
  return documentedRoutes(publicUrl, reference).routes;
}

function documentedRoutes(publicUrl: string | undefined, reference: ReferencePage): { routes: RouteDef[] } {
  const documented = [...apiRoutes];
  const openapi = defineRoute({
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'openapi',
    summary: 'This OpenAPI 3.1 document.',
    tags: ['meta'],
    auth: 'none',
    needsDatabase: false,
    responses: { 200: { description: 'the document', schema: z.record(z.string(), z.unknown()) } },
    async handle() {
      return { status: 200, body: document };
    },
  });
  const docs = defineRoute({
    method: 'get',
    path: '/api/v1/docs',
    operationId: 'docs',
    summary: 'The API reference: this document drawn by a viewer served from this site (the same page as /docs/reference).',
    tags: ['meta'],
    auth: 'none',
    needsDatabase: false,
    responses: { 200: { description: 'HTML', schema: z.string(), contentType: 'text/html' } },
    async handle() {
      return { status: 200, body: reference.html, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': reference.csp } };
    },
  });
  documented.push(openapi, docs);
  const document = openApiDocument(documented, publicUrl);
  return { routes: documented };
}
