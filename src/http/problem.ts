// RFC 9457 problem+json: the body of every non-2xx response.

import type { Response } from 'express';
import { z } from 'zod';
import { STATUS, type HttpFailureCode } from './status.ts';

export const fieldErrorSchema = z
  .object({
    pointer: z.string().describe('RFC 6901 JSON pointer to the invalid field in the request (`/prompt`); `` is the whole body'),
    in: z.enum(['body', 'query', 'path', 'header']),
    message: z.string(),
    expected: z.string().optional().describe('what the field must be'),
  })
  .meta({ id: 'FieldError' });

export const problemSchema = z
  .object({
    type: z.string().describe('URI naming the problem type'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe('stable machine-readable code'),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional().describe('every invalid field (400 only)'),
    contact: z.string().optional().describe('another way to reach a person (a rate-limited takedown report: the reviewers)'),
  })
  .meta({ id: 'Problem' });

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const PROBLEM_BASE = 'https://likeness.example/problems/';

export function problemOf(code: HttpFailureCode, detail: string, extra: { instance?: string; errors?: FieldError[]; contact?: string } = {}): Problem {
  const { status, title } = STATUS[code];
  return { type: `${PROBLEM_BASE}${code.replaceAll('_', '-')}`, title, status, detail, code, ...extra };
}

export function sendProblem(res: Response, problem: Problem, headers: Record<string, string> = {}): void {
  // The request deadline may have answered already (src/middleware/deadline.ts): a late answer is dropped.
  if (res.headersSent) return;
  res.status(problem.status).set(headers).type('application/problem+json').send(JSON.stringify(problem));
}
