// Every term a near line holds, whichever form it is written in (two sides or a group): what the
// checks that read terms one by one (wildcards, confusables, redundancy) look at.

import type { NearStmt, Str } from './ast.ts';

export const nearTermsOf = (s: NearStmt): Str[] => ('group' in s ? s.group : [...s.left, ...s.right]);
