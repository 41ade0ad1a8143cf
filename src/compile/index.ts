// The compiler's entry points: source text in, rule program and policyHash out.
// parse (FRONT) → check (FRONT) → compile → hash. Any error-severity diagnostic means no program;
// warnings travel with an ok result.
import { checkCreator, checkPlatform } from '../check/index.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import { parsePolicy } from '../parse/index.ts';
import { canonicalJson, sealCanonical } from '../program/canonical.ts';
import { policyHash, sha256Hex } from '../program/hash.ts';
import { NORMALISATION, PROGRAM_FORMAT, type RuleProgram } from '../program/types.ts';
import { MATCHING_SETTINGS } from './matching-settings.ts';
import { compilePlatform, type PlatformCompilation, type PlatformRules } from './platform.ts';
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

// Every creator compiles against the same platform file, whose lexicon is large. Its part of a
// program (parsed, checked, its categories compiled and sealed, see sealCanonical) is kept, keyed
// by the platform source's SHA-256, its file name and the reading settings that shaped it, so a
// creator compile only compiles its own file and joins the two. The part is a pure function of
// its key and is never changed once made, so a program does not depend on what was compiled before.
interface PlatformPart {
  file: ParsedFile;
  diagnostics: readonly Diagnostic[];
  /** null when the file has errors (then there is no program to make). */
  compiled: PlatformCompilation | null;
}

/** A few platform texts at once (a new platform file is checked against the live one). */
const PLATFORM_PARTS = 4;
const platformParts = new Map<string, PlatformPart>();
const READING_VERSION = canonicalJson({ format: PROGRAM_FORMAT, normalisation: NORMALISATION, matching: MATCHING_SETTINGS });

function readPlatform(input: SourceFile): PlatformPart {
  const key = `${sha256Hex(input.source)}\u0000${input.fileName}\u0000${READING_VERSION}`;
  const known = platformParts.get(key);
  if (known !== undefined) return known;
  const parsed = parsePolicy(input.source, input.fileName);
  const diagnostics = [...parsed.diagnostics];
  // Checks read a well-formed tree; a file with syntax errors is reported as such only.
  if (parsed.diagnostics.every((d) => d.severity !== 'error')) diagnostics.push(...checkPlatform(parsed.file, input));
  let compiled: PlatformCompilation | null = null;
  if (!hasErrors(diagnostics)) {
    compiled = compilePlatform(parsed.file, input.fileName);
    if (compiled.ok) sealCanonical(compiled.platform);
  }
  const part: PlatformPart = { file: parsed.file, diagnostics, compiled };
  platformParts.set(key, part);
  if (platformParts.size > PLATFORM_PARTS) platformParts.delete(platformParts.keys().next().value!);
  return part;
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
    platform.compiled ?? undefined,
  );
  if (!compiled.ok) return { ok: false, diagnostics: [...diagnostics, ...compiled.diagnostics] };
  return { ok: true, program: compiled.program, policyHash: policyHash(compiled.program), diagnostics };
}

export { compileProgram, type CompileSource, type ProgramCompilation } from './program.ts';
export { compilePlatform, type PlatformRules } from './platform.ts';
