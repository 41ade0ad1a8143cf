// Compile a creator file against a platform file and run its `expect` lines: a file with errors
// or a failing expectation is never published. Returns a readable reason list otherwise.

import type { Diagnostic } from '../../diagnostics/types.ts';
import { renderDiagnostic } from '../../diagnostics/render.ts';
import { testBoundary } from '../../expect/index.ts';
import type { RuleProgram } from '../../program/types.ts';

export interface SourceFile {
  source: string;
  fileName: string;
}

export type FileVerdict =
  | { ok: true; program: RuleProgram; policyHash: string; warnings: Diagnostic[] }
  | { ok: false; problems: string[] };

export function judgeCreatorFile(platform: SourceFile, creator: SourceFile): FileVerdict {
  const tested = testBoundary({ platform, creator });
  if (!tested.ok) {
    return {
      ok: false,
      problems: tested.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => renderDiagnostic(d, d.file === platform.fileName ? platform.source : creator.source)),
    };
  }
  if (tested.failed > 0) {
    return {
      ok: false,
      problems: tested.results
        .filter((r) => !r.pass)
        .map((r) => {
          const wanted = r.expected.outcome === 'allow' ? 'allow' : `refuse ${r.expected.rule ?? ''} ${r.expected.category ?? ''}`.trim();
          const got = r.actual.decision === 'refuse' ? `refuse ${r.actual.rule} ${r.actual.category} (${r.actual.evidence})` : r.actual.decision;
          return `${creator.fileName}:${r.line}:${r.column}: expectation failed: expected ${wanted}, got ${got}`;
        }),
    };
  }
  return { ok: true, program: tested.program, policyHash: tested.policyHash, warnings: tested.diagnostics };
}
