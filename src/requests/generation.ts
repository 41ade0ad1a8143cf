// The GenerationRequest of the spec: what POST /api/v1/check and /generate read, and what the
// website's request form is validated with, so both faces accept exactly the same requests.

import { z } from 'zod';
import { CONTEXTS, DEFAULT_MODE, DEFAULT_REALISM, MODES, REALISM_TIERS } from '../vocabulary.ts';

export const generationRequestSchema = z.strictObject({
  creator: z.string().min(1).max(64).describe("the creator's slug"),
  prompt: z.string().min(1).max(2000),
  context: z.enum(CONTEXTS),
  realism: z.enum(REALISM_TIERS).default(DEFAULT_REALISM),
  mode: z.enum(MODES).default(DEFAULT_MODE),
  reference: z.string().max(200).optional(),
});
