// `expect` lines: a known rule, a category valid for it, and well-formed request fields.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { ExpectField, ExpectStmt } from '../language/ast.ts';
import { isRule, RULES } from '../vocabulary.ts';
import { categoriesFor, UNREACHABLE_IN_EXPECT } from './expect-categories.ts';
import type { CheckInput } from './input.ts';
import { unknownContext, unknownMode, unknownRealism } from './vocabulary-names.ts';

/** Request fields an expect line may set, and whether each takes a quoted string or a bare word. */
export const EXPECT_FIELDS: Readonly<Record<string, 'string' | 'word'>> = {
  context: 'word',
  prompt: 'string',
  realism: 'word',
  mode: 'word',
  reference: 'string',
};
export const REQUIRED_EXPECT_FIELDS = ['context', 'prompt'] as const;

function checkRule(input: CheckInput, s: ExpectStmt): Diagnostic[] {
  const { fileName } = input;
  if (s.rule === null) return [];
  const rule = s.rule.name;
  if (!isRule(rule)) {
    return [diagnosticAt(fileName, s.rule.loc, {
      code: 'unknown-rule', severity: 'error', message: `unknown rule '${rule}'`,
      suggestion: didYouMean(rule, RULES) ?? `rules are: ${RULES.join(', ')}`,
    })];
  }
  const out: Diagnostic[] = [];
  if (UNREACHABLE_IN_EXPECT.includes(rule)) {
    out.push(diagnosticAt(fileName, s.rule.loc, {
      code: 'unreachable-expectation', severity: 'warning',
      message: `'${rule}' cannot fire in an expect line: it is judged for an active creator and a fully verified requester with credit`,
    }));
  }
  if (s.category !== null) {
    const valid = categoriesFor(rule, input);
    if (!valid.includes(s.category.name)) {
      out.push(diagnosticAt(fileName, s.category.loc, {
        code: 'unknown-category', severity: 'error',
        message: `'${s.category.name}' is not a category of ${rule} for this creator`,
        suggestion: didYouMean(s.category.name, valid) ?? (valid.length > 0 ? `categories of ${rule}: ${valid.join(', ')}` : `${rule} has no categories; drop it`),
      }));
    }
  }
  return out;
}

function checkFieldValue(fileName: string, f: ExpectField): Diagnostic[] {
  const want = EXPECT_FIELDS[f.name.name];
  if (want === undefined) return [];
  const isString = 'value' in f.value;
  if (want === 'string' && !isString) {
    return [diagnosticAt(fileName, f.value.loc, {
      code: 'bad-expect-value', severity: 'error', message: `'${f.name.name}' takes a quoted string`, suggestion: `write ${f.name.name} "…"`,
    })];
  }
  if (want === 'word' && isString) {
    return [diagnosticAt(fileName, f.value.loc, {
      code: 'bad-expect-value', severity: 'error', message: `'${f.name.name}' takes a bare name, not a quoted string`, suggestion: 'remove the quotes',
    })];
  }
  if ('value' in f.value) {
    return f.name.name === 'prompt' && f.value.value.trim() === ''
      ? [diagnosticAt(fileName, f.value.loc, { code: 'bad-expect-value', severity: 'error', message: 'the prompt is empty', suggestion: 'write the prompt to test' })]
      : [];
  }
  if (f.name.name === 'context') return unknownContext(fileName, f.value);
  if (f.name.name === 'realism') return unknownRealism(fileName, f.value);
  if (f.name.name === 'mode') return unknownMode(fileName, f.value);
  return [];
}

function checkFields(fileName: string, s: ExpectStmt): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, ExpectField>();
  const known = Object.keys(EXPECT_FIELDS);
  for (const f of s.fields) {
    const name = f.name.name;
    if (!known.includes(name)) {
      out.push(diagnosticAt(fileName, f.name.loc, {
        code: 'unknown-expect-field', severity: 'error', message: `unknown expect field '${name}'`,
        suggestion: didYouMean(name, known) ?? `fields are: ${known.join(', ')}`,
      }));
      continue;
    }
    const first = seen.get(name);
    if (first !== undefined) {
      out.push(diagnosticAt(fileName, f.name.loc, {
        code: 'duplicate-expect-field', severity: 'error', message: `'${name}' is given twice in this expect line`,
        suggestion: 'keep one',
      }));
    }
    seen.set(name, f);
    out.push(...checkFieldValue(fileName, f));
  }
  for (const required of REQUIRED_EXPECT_FIELDS) {
    if (!seen.has(required)) {
      out.push(diagnosticAt(fileName, s.loc, {
        code: 'expect-missing-field', severity: 'error', message: `expect line has no '${required}'`,
        suggestion: required === 'context' ? 'add e.g. context portrait' : 'add e.g. prompt "studio portrait"',
      }));
    }
  }
  return out;
}

export function checkExpectations(input: CheckInput): Diagnostic[] {
  return input.statements.flatMap((s) =>
    s.kind === 'expect' ? [...checkRule(input, s), ...checkFields(input.fileName, s)] : [],
  );
}
