// zod schemas of the takedown endpoints: the spec's report, the receipt, the stored report as
// reviewers see it, and the reviewer's action and dismissal bodies.

import { z } from 'zod';
import { KEBAB_CASE } from '../../check/ids.ts';
import { TAKEDOWN_ACTIONS, TAKEDOWN_KINDS, TAKEDOWN_STATES } from '../../store/orm/entities/takedown.ts';
import { GENERATION_ID_SHAPE } from '../../service/ids.ts';

export const takedownReportSchema = z.strictObject({
  kind: z.enum(TAKEDOWN_KINDS),
  creator: z
    .string()
    .max(64)
    .regex(KEBAB_CASE, 'a creator slug: lower-case letters and digits joined by single hyphens, e.g. mira-okafor')
    .optional()
    .describe("the creator's slug, if known; an unknown one is accepted and flagged for the reviewer"),
  generationId: z
    .string()
    .regex(GENERATION_ID_SHAPE, 'a generation id: gen_ followed by 20 to 40 lower-case letters and digits, as in the provenance record')
    .optional()
    .describe('the generation id (`gen_…`) from the image or its provenance record, if known; an unknown one is accepted and flagged for the reviewer'),
  detail: z.string().min(20).max(4000).describe('what is wrong and where it was seen'),
  reporterEmail: z.email().max(320).optional().describe('for follow-up questions; never shown publicly'),
});

export const takedownReceiptSchema = z.object({
  id: z.string().describe('`tdn_…`'),
  status: z.enum(TAKEDOWN_STATES),
  kind: z.enum(TAKEDOWN_KINDS),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime().describe('48 hours after intake, stamped by the database'),
});

export const takedownSchema = z.object({
  id: z.string(),
  status: z.enum(TAKEDOWN_STATES),
  kind: z.enum(TAKEDOWN_KINDS),
  creator: z.string().nullable(),
  generationId: z.string().nullable(),
  detail: z.string(),
  reporterEmail: z.string().nullable(),
  referenceFlags: z.array(z.string()).describe('what the reviewer should check about the reported references, e.g. an unknown generation id'),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  overdue: z.boolean().describe('still open after its due time'),
  resolution: z
    .object({
      action: z.enum(TAKEDOWN_ACTIONS),
      reason: z.string(),
      by: z.string().describe('the reviewer (`account:<id>`) or `operator:cli`'),
      at: z.string(),
      detail: z.record(z.string(), z.unknown()).describe('the target and what was revoked'),
    })
    .nullable(),
});

export const takedownParams = z.object({ id: z.string().min(1).max(64).describe('`tdn_…`') });

const reason = z.string().trim().min(3).max(2000).describe('why; kept with the takedown and in the audit log');

export const takedownActionSchema = z.strictObject({
  action: z.enum(['revoke-generation', 'revoke-creator']),
  reason,
  generationId: z.string().min(1).max(64).optional().describe("revoke-generation: the generation to revoke, when not the report's own"),
  creator: z.string().min(1).max(64).optional().describe("revoke-creator: the creator's slug, when not the report's own"),
});

export const takedownDismissSchema = z.strictObject({ reason });
