// The request `explain` judges: from flags or from one line of a --batch file, validated with
// the API's own limits so that the CLI never asks the gate something the API would reject.

import { z } from 'zod';
import type { GateRequest } from '../../gate/types.ts';
import { CONTEXTS, DEFAULT_MODE, DEFAULT_REALISM, MODES, REALISM_TIERS } from '../../vocabulary.ts';

export const ExplainRequest = z.strictObject({
  context: z.enum(CONTEXTS),
  prompt: z.string().min(1).max(2000),
  realism: z.enum(REALISM_TIERS).default(DEFAULT_REALISM),
  mode: z.enum(MODES).default(DEFAULT_MODE),
  reference: z.string().max(200).optional(),
});

export type RequestParse = { ok: true; request: GateRequest } | { ok: false; error: string };

/** Validation issues as one line: `context: Invalid option: expected one of …`. */
const issuesLine = (error: z.ZodError): string =>
  error.issues.map((i) => `${i.path.length > 0 ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');

export function parseExplainRequest(input: unknown): RequestParse {
  const parsed = ExplainRequest.safeParse(input);
  if (!parsed.success) return { ok: false, error: issuesLine(parsed.error) };
  const { reference, ...rest } = parsed.data;
  return { ok: true, request: reference === undefined ? rest : { ...rest, reference } };
}

/** One --batch line: JSON text in, a request or a one-line error out. */
export function parseBatchLine(text: string): RequestParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  return parseExplainRequest(value);
}
