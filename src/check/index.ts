// The checker: every pass runs over the parsed file and all problems are collected.
// One small pass per concern, in the spirit of Peggy's compiler passes.

import type { Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import { checkOpenAdult } from './adult.ts';
import { checkContexts } from './contexts.ts';
import { checkCoverage } from './coverage.ts';
import { checkDefaults } from './defaults.ts';
import { checkExpectations } from './expect.ts';
import { checkIds } from './ids.ts';
import { platformFacts, statementsOf, type CheckInput, type CheckPass } from './input.ts';
import { checkLimits } from './limits.ts';
import { checkPlatformDefinitions } from './platform.ts';
import { checkRealism } from './realism.ts';
import { checkRefinementOverlap } from './refinement-overlap.ts';
import { checkRefinementTargets } from './refinements.ts';
import { checkRefinementValues } from './refinement-values.ts';
import { checkSlug } from './slug.ts';
import { checkStructure } from './structure.ts';
import { checkTermLists } from './term-lists.ts';
import { checkTermText } from './term-text.ts';

export type { CheckInput, CheckPass, PlatformFacts } from './input.ts';

export const PASSES: readonly CheckPass[] = [
  checkStructure,
  checkIds,
  checkSlug,
  checkContexts,
  checkRealism,
  checkOpenAdult,
  checkTermLists,
  checkTermText,
  checkRefinementTargets,
  checkRefinementValues,
  checkRefinementOverlap,
  checkCoverage,
  checkLimits,
  checkExpectations,
  checkPlatformDefinitions,
  checkDefaults,
];

function runPasses(input: CheckInput): Diagnostic[] {
  const all = PASSES.flatMap((pass) => pass(input));
  return all.sort((a, b) => a.line - b.line || a.column - b.column);
}

export interface CheckContext {
  fileName: string;
  source: string;
}

export function checkPlatform(file: ParsedFile, ctx: CheckContext): Diagnostic[] {
  return runPasses({ kind: 'platform', ...ctx, file, statements: statementsOf(file), platform: platformFacts(file) });
}

export function checkCreator(file: ParsedFile, ctx: CheckContext & { platform: ParsedFile }): Diagnostic[] {
  return runPasses({
    kind: 'creator', fileName: ctx.fileName, source: ctx.source, file, statements: statementsOf(file), platform: platformFacts(ctx.platform),
  });
}
