// Test helpers: run parse + check on text exactly as the compiler does.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkCreator, checkPlatform } from '../../src/check/index.ts';
import type { Diagnostic } from '../../src/diagnostics/types.ts';
import { parsePolicy } from '../../src/parse/index.ts';

const fixture = (name: string): string => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

export const PLATFORM = fixture('platform.policy');
export const CLEAN_CREATOR = fixture('mira-okafor.boundary');

/** Syntax diagnostics, then check diagnostics, of a creator file checked against `platform`. */
export function diagnoseCreator(source: string, fileName = 'policies/creators/mira-okafor.boundary', platform = PLATFORM): Diagnostic[] {
  const parsed = parsePolicy(source, fileName);
  const platformFile = parsePolicy(platform, 'policies/platform.policy').file;
  return [...parsed.diagnostics, ...checkCreator(parsed.file, { fileName, source, platform: platformFile })];
}

export function diagnosePlatform(source: string, fileName = 'policies/platform.policy'): Diagnostic[] {
  const parsed = parsePolicy(source, fileName);
  return [...parsed.diagnostics, ...checkPlatform(parsed.file, { fileName, source })];
}

/** The clean creator file with one line replaced (1-based), or appended when `line` is past the end. */
export function withLine(line: number, text: string, source = CLEAN_CREATOR): string {
  const lines = source.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

export const withCode = (ds: Diagnostic[], code: string): Diagnostic[] => ds.filter((d) => d.code === code);
