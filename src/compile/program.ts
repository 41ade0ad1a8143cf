// Compile two checked parsed files into a rule program. Returns diagnostics instead of a
// program when something the checker should have refused slipped through.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import type { RuleProgram } from '../program/types.ts';
import { assembleProgram } from './assemble.ts';
import { compileCreator } from './creator.ts';
import { compileError } from './diagnostic.ts';
import { compilePlatform, type PlatformCompilation } from './platform.ts';
import { allOf, firstOf } from './statements.ts';

export interface CompileSource {
  file: ParsedFile;
  fileName: string;
}

export type ProgramCompilation = { ok: true; program: RuleProgram } | { ok: false; diagnostics: Diagnostic[] };

/** `compiledPlatform`: the platform file's part when the caller already has it (compiled from
 *  this same file); otherwise it is compiled here. */
export function compileProgram(platform: CompileSource, creator: CompileSource, compiledPlatform?: PlatformCompilation): ProgramCompilation {
  const p = compiledPlatform ?? compilePlatform(platform.file, platform.fileName);
  const c = compileCreator(creator.file, creator.fileName);
  const diagnostics = [...(p.ok ? [] : p.diagnostics), ...(c.ok ? [] : c.diagnostics)];
  if (!p.ok || !c.ok) return { ok: false, diagnostics };

  const adultIds = new Set(p.platform.adult.map((a) => a.id));
  for (const cat of firstOf(creator.file, 'open-adult')?.categories ?? []) {
    if (!adultIds.has(cat.name)) {
      diagnostics.push(compileError('unknown-adult-category', `'${cat.name}' is not an adult category of the platform file`, creator.fileName, cat.loc));
    }
  }
  const platformIds = new Set([...p.platform.prohibitions, ...p.platform.adult].map((x) => x.id));
  for (const own of allOf(creator.file, 'forbid')) {
    if (platformIds.has(own.id.name)) {
      diagnostics.push(compileError('id-collides-with-platform', `forbid id '${own.id.name}' is already a platform category`, creator.fileName, own.id.loc));
    }
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return { ok: true, program: assembleProgram(p.platform, c.creator) };
}
