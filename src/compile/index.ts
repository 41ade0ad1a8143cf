// The compiler's entry points: source text in, rule program and policyHash out.
// parse (FRONT) → check (FRONT) → compile → hash. Any error-severity diagnostic means no program;
// warnings travel with an ok result.
import { checkCreator, checkPlatform } from '../check/index.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import { parsePolicy } from '../parse/index.ts';
import { policyHash } from '../program/hash.ts';
import type { RuleProgram } from '../program/types.ts';
import { compilePlatform, type PlatformRules } from './platform.ts';
import { compileProgram } from './program.ts';

export interface SourceFile {
  source: string;
  fileName: string;
}

export type BoundaryCompilation =
  | { ok: true; program: RuleProgram; policyHash: string; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

export type PlatformOnlyCompilation =
  | { ok: true; platform: PlatformRules; file: ParsedFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Parse and check a platform file on its own (for `policy check` of platform.policy). */
export function compilePlatformOnly(platform: SourceFile): PlatformOnlyCompilation {
  const parsed = parsePolicy(platform.source, platform.fileName);
  const diagnostics = [...parsed.diagnostics];
  if (!hasErrors(diagnostics)) diagnostics.push(...checkPlatform(parsed.file, platform));
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const compiled = compilePlatform(parsed.file, platform.fileName);
  if (!compiled.ok) return { ok: false, diagnostics: [...diagnostics, ...compiled.diagnostics] };
  return { ok: true, platform: compiled.platform, file: parsed.file, diagnostics };
}

// Every creator compiles against the same platform file, whose lexicon is large: the last one
// read is kept, so an unchanged platform text is parsed and checked once, not per creator.
let lastPlatform: { source: string; fileName: string; file: ParsedFile; diagnostics: readonly Diagnostic[] } | null = null;

function readPlatform(input: SourceFile): { file: ParsedFile; diagnostics: readonly Diagnostic[] } {
  if (lastPlatform && lastPlatform.source === input.source && lastPlatform.fileName === input.fileName) return lastPlatform;
  const parsed = parsePolicy(input.source, input.fileName);
  const diagnostics = [...parsed.diagnostics];
  // Checks read a well-formed tree; a file with syntax errors is reported as such only.
  if (parsed.diagnostics.every((d) => d.severity !== 'error')) diagnostics.push(...checkPlatform(parsed.file, input));
  lastPlatform = { source: input.source, fileName: input.fileName, file: parsed.file, diagnostics };
  return lastPlatform;
}

export function compileBoundary(input: { platform: SourceFile; creator: SourceFile }): BoundaryCompilation {
  const platform = readPlatform(input.platform);
  const creator = parsePolicy(input.creator.source, input.creator.fileName);
  const diagnostics = [...platform.diagnostics, ...creator.diagnostics];
  if (!hasErrors(diagnostics)) {
    diagnostics.push(...checkCreator(creator.file, { ...input.creator, platform: platform.file }));
  }
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const compiled = compileProgram(
    { file: platform.file, fileName: input.platform.fileName },
    { file: creator.file, fileName: input.creator.fileName },
  );
  if (!compiled.ok) return { ok: false, diagnostics: [...diagnostics, ...compiled.diagnostics] };
  return { ok: true, program: compiled.program, policyHash: policyHash(compiled.program), diagnostics };
}

export { compileProgram, type CompileSource, type ProgramCompilation } from './program.ts';
export { compilePlatform, type PlatformRules } from './platform.ts';
