// zod issues → the 400's `errors[]`: one entry per invalid field, with its JSON pointer and what
// was expected. Unknown keys become one entry each, pointing at the key.

import type { z } from 'zod';
import type { FieldError } from './problem.ts';

const escape = (seg: PropertyKey): string => String(seg).replaceAll('~', '~0').replaceAll('/', '~1');
const chars = (n: number | bigint): string => `${n} character${Number(n) === 1 ? '' : 's'}`;
const pointerOf = (path: readonly PropertyKey[]): string => path.map((s) => `/${escape(s)}`).join('');

function expectedOf(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_big':
      return issue.origin === 'string' ? `at most ${chars(issue.maximum)}` : `at most ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string' ? `at least ${chars(issue.minimum)}` : `at least ${issue.minimum}`;
    case 'invalid_format':
      // A pattern's own message says what it wants (the schema's words, never the input).
      return issue.format === 'regex' ? issue.message : issue.format;
    case 'unrecognized_keys':
      return 'no such field';
    default:
      return undefined;
  }
}

export function fieldErrors(error: z.ZodError, where: FieldError['in']): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const expected = expectedOf(issue);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ pointer: pointerOf([...issue.path, key]), in: where, message: `unknown field "${key}"`, expected: 'no such field' }));
    }
    // zod's messages can echo input ("received …"); ours are rebuilt from the issue alone.
    const message = expected ? `expected ${expected}` : issue.message;
    return [{ pointer: pointerOf(issue.path), in: where, message, ...(expected ? { expected } : {}) }];
  });
}
