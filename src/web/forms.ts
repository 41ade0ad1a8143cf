// Form bodies (application/x-www-form-urlencoded) validated with zod; each invalid field gets one
// message to show beside it.

import type { z } from 'zod';

export type FieldMessages = Record<string, string>;

export function readForm<T>(schema: z.ZodType<T>, body: unknown): { ok: true; value: T } | { ok: false; errors: FieldMessages } {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A single form field as text (a repeated field or a missing one reads as ''). */
export const field = (body: unknown, name: string): string => {
  const v: unknown = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};
