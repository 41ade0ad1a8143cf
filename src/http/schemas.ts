// zod schemas shared by several endpoints: the GenerationRequest of the spec and the pieces of
// the responses. Requests validate with them; the OpenAPI document is generated from them.

import { z } from 'zod';
import { ACTOR_KINDS, VERSION_CAUSES } from '../store/orm/entities/boundary-version.ts';
import { CONTEXTS, DECISIONS, REALISM_TIERS, RULES, DEFAULT_MODE, DEFAULT_REALISM, MODES } from '../vocabulary.ts';

export { generationRequestSchema } from '../requests/generation.ts';

export const boundaryStampSchema = z.object({
  version: z.number().int(),
  policyHash: z.string(),
  enforcedForbidden: z.array(z.string()),
});

export const refusalSchema = z.object({
  rule: z.enum(RULES),
  message: z.string(),
  evidence: z.string(),
  category: z.string(),
});

const sessionCapSchema = z.object({ limit: z.number().int(), windowSeconds: z.number().int(), window: z.string(), enforcement: z.enum(['advisory', 'block']) });
const nudgeSchema = z.object({ repeats: z.number().int(), windowSeconds: z.number().int(), window: z.string() });

export const boundaryFactsSchema = z.object({
  contexts: z.array(z.enum(CONTEXTS)),
  realismCeiling: z.enum(REALISM_TIERS),
  conversationLicensed: z.boolean(),
  adultOpened: z.array(z.string()),
  enforcedForbidden: z.array(z.string()),
  caps: z.object({ sessionCap: sessionCapSchema.nullable(), varietyNudge: nudgeSchema.nullable() }),
});

export const boundarySummarySchema = boundaryFactsSchema.extend({
  version: z.number().int(),
  policyHash: z.string(),
  revoked: z.boolean(),
  enforcedForbiddenLabels: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const boundarySetSchema = boundaryFactsSchema.extend({
  forbidden: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      source: z.enum(['platform', 'adult', 'creator']),
      description: z.string().describe('what the category covers, in plain words (the label when the policy gives none)'),
      terms: z.array(z.string()).optional().describe("the creator's own terms; absent for platform prohibitions and adult categories, whose term lists are not published"),
    }),
  ),
  brands: z.array(z.object({ id: z.string(), label: z.string(), terms: z.array(z.string()) })),
  requirements: z.object({ ageAssurance: z.boolean(), identityFor: z.array(z.enum(REALISM_TIERS)) }),
});

const actorSchema = z.object({
  kind: z.enum(ACTOR_KINDS).describe('who: the creator, an operator, a platform change or a reviewer'),
  id: z.string().nullable().describe('`account:<id>`, `operator:cli`, `system:start`; null when not recorded'),
});

export const versionEntrySchema = z.object({
  version: z.number().int(),
  policyHash: z.string(),
  cause: z.enum(VERSION_CAUSES),
  causeDetail: z.string(),
  madeBy: actorSchema,
  reason: z.string().describe('why this version was made'),
  reopensConsent: z.boolean().describe('this version opened a new set after the previous one was revoked'),
  summary: z.string().describe('e.g. "published by the creator", "consent reopened by operator operator:cli: <reason>"'),
  publishedAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  revokedReason: z.string().nullable(),
  revokedBy: actorSchema.nullable(),
  revocationSummary: z.string().nullable().describe('e.g. "consent revoked by the creator"'),
});

export const decisionSchema = z.enum(DECISIONS);

export const slugParams = z.object({ slug: z.string().describe("the creator's slug") });

/** PostgreSQL timestamps arrive as text from raw queries; the API speaks ISO 8601. */
export const iso = (v: string | Date): string => new Date(v).toISOString();
export const isoOrNull = (v: string | Date | null): string | null => (v === null ? null : iso(v));
