// zod schemas of the takedown endpoints: the spec's report, the receipt, the stored report as
// reviewers see it, and the reviewer's action and dismissal bodies.

import { z } from 'zod';
import { TAKEDOWN_ACTIONS, TAKEDOWN_KINDS, TAKEDOWN_STATES } from '../../store/orm/entities/takedown.ts';
import { KEBAB_CASE } from '../../check/ids.ts';
import { GENERATION_ID_SHAPE } from '../../kernel/ids.ts';

export { takedownReportSchema } from '../../requests/takedown-report.ts';

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
