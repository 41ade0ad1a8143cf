// `likeness policy diff OLD.policy NEW.policy`: what a platform change does to each creator.
// Every creator file under --creators (default policies/creators) is compiled against both
// platform files and diffed, because the program a creator gets is their file merged with the
// platform (an adult category a creator opened is unaffected by new terms in it, for example).

import { diffPrograms, renderDiff, type SemanticDiff } from '../../diff/index.ts';
import { compileCreatorOrFail } from '../compile-creator.ts';
import { expandPolicyPaths, readPolicyFile, requireKind, type PolicySource } from '../files.ts';
import type { Output } from '../output.ts';

export const DEFAULT_CREATORS = 'policies/creators';

export interface CreatorDiff extends SemanticDiff {
  file: string;
}

export function diffPlatforms(before: PolicySource, after: PolicySource, creatorsDir: string, output: Output): CreatorDiff[] {
  const creators = expandPolicyPaths([creatorsDir]).filter((f) => requireKind(f) === 'creator').map(readPolicyFile);
  return creators.map((creator) => ({
    file: creator.fileName,
    ...diffPrograms(compileCreatorOrFail(before, creator, output).program, compileCreatorOrFail(after, creator, output).program),
  }));
}

export function printPlatformDiff(diffs: CreatorDiff[], json: boolean, output: Output): void {
  if (json) {
    output.out(JSON.stringify({ creators: diffs, loosens: diffs.some((d) => d.loosens), tightens: diffs.some((d) => d.tightens) }, null, 2));
    return;
  }
  output.out(diffs.map((d) => `== ${d.file}\n${renderDiff(d)}`).join('\n\n'));
}
