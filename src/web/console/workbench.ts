// What the console's Check / Run expectations / Preview / Publish buttons do with the edited
// boundary file. Every action compiles and tests the file with the same testBoundary that
// `likeness policy test` and publishing use; Preview diffs against the live version with the
// same diffPrograms as the public diff page; Publish goes through publishCreator, exactly as
// `likeness publish` does (which compiles and tests the file again under the publish lock).

import type { Store } from '../../store/index.ts';
import { diffPrograms, publicDiff } from '../../diff/index.ts';
import type { Diagnostic } from '../../diagnostics/types.ts';
import { testBoundary, type ExpectResult } from '../../expect/index.ts';
import type { RuleProgram } from '../../program/types.ts';
import { publishCreator } from '../../service/publish/publish.ts';
import { latestPlatform } from '../../store/boundary-versions.ts';
import { plainDiff, type PlainChange } from '../plain/diff.ts';

export const WORKBENCH_ACTIONS = ['check', 'expect', 'preview', 'publish'] as const;
export type WorkbenchAction = (typeof WORKBENCH_ACTIONS)[number];

export interface LiveVersion {
  version: number;
  program: RuleProgram;
  fileName: string;
}

export interface WorkbenchResult {
  action: WorkbenchAction;
  compiled: boolean;
  diagnostics: Diagnostic[];
  /** Set when the file names another creator than the one this account speaks for. */
  wrongCreator: string | null;
  expectations: ExpectResult[] | null;
  diff: { changes: PlainChange[]; headline: string; loosens: boolean; tightens: boolean; against: number } | null;
  /** Why nothing was published (publish only). */
  refused: string[] | null;
  published: { version: number; status: string; reopensConsent: boolean } | null;
}

export async function runWorkbench(store: Store, input: { slug: string; source: string; live: LiveVersion | null; action: WorkbenchAction; actor: string }): Promise<WorkbenchResult> {
  const fileName = input.live?.fileName ?? `${input.slug}.boundary`;
  const creator = { source: input.source, fileName };
  const result: WorkbenchResult = { action: input.action, compiled: false, diagnostics: [], wrongCreator: null, expectations: null, diff: null, refused: null, published: null };
  const platform = await latestPlatform(store);
  if (!platform) {
    result.refused = ['No platform file is published yet, so no boundary file can be compiled. Ask an operator to publish policies/platform.policy.'];
    return result;
  }
  const tested = testBoundary({ platform: { source: platform.source, fileName: platform.file_name }, creator });
  result.diagnostics = tested.diagnostics;
  if (!tested.ok) {
    if (input.action === 'publish') result.refused = ['The file does not compile: fix the errors marked below.'];
    return result;
  }
  result.compiled = true;
  if (tested.program.creator.slug !== input.slug) {
    result.wrongCreator = tested.program.creator.slug;
    if (input.action === 'publish') result.refused = [`This file is for creator “${tested.program.creator.slug}”; your account speaks for “${input.slug}”.`];
    return result;
  }
  if (input.action === 'expect' || input.action === 'publish') result.expectations = tested.results;
  if (input.action === 'preview' && input.live) {
    const diff = publicDiff(diffPrograms(input.live.program, tested.program), input.live.program, tested.program);
    result.diff = { ...plainDiff(diff), loosens: diff.loosens, tightens: diff.tightens, against: input.live.version };
  }
  if (input.action !== 'publish') return result;
  if (tested.failed > 0) {
    result.refused = [`${tested.failed} of ${tested.results.length} expectations fail: every expect line must pass before a file is published.`];
    return result;
  }
  const published = await publishCreator(store, creator, input.actor, { as: 'creator', reason: 'published in the console' });
  if (!published.ok) result.refused = [published.message, ...published.problems];
  else result.published = { version: published.version, status: published.status, reopensConsent: published.kind === 'creator' && published.reopensConsent };
  return result;
}
