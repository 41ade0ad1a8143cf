// Reading policy files for the CLI: plain paths, `REV:path` git revisions, and directories
// walked for *.boundary and *.policy files.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileKind } from '../parse/index.ts';
import { CliError } from './errors.ts';

export interface PolicySource {
  /** The name diagnostics and output use: the argument as given. */
  fileName: string;
  source: string;
}

export function readPolicyFile(file: string): PolicySource {
  if (!existsSync(file)) throw new CliError('file-not-found', `no such file: ${file}`);
  if (statSync(file).isDirectory()) throw new CliError('is-a-directory', `${file} is a directory, expected a policy file`);
  return { fileName: file, source: readFileSync(file, 'utf8') };
}

/** `REV:path` (e.g. `HEAD~1:policies/creators/mira-okafor.boundary`) when no such file exists on disk. */
export function gitRevisionOf(arg: string): { rev: string; file: string } | null {
  const colon = arg.indexOf(':');
  if (colon <= 0 || existsSync(arg)) return null;
  return { rev: arg.slice(0, colon), file: arg.slice(colon + 1) };
}

export function readRevisionOrFile(arg: string): PolicySource {
  const revision = gitRevisionOf(arg);
  if (!revision) return readPolicyFile(arg);
  // `git show REV:./path` resolves the path from the current directory, like a plain path would.
  const spec = `${revision.rev}:${revision.file.startsWith('/') ? revision.file : `./${revision.file}`}`;
  try {
    const source = execFileSync('git', ['show', spec], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { fileName: arg, source };
  } catch (e) {
    const stderr = String((e as { stderr?: unknown }).stderr ?? '').trim().split('\n')[0];
    throw new CliError('git-revision-not-found', `cannot read ${arg} from git: ${stderr || 'git show failed'}`);
  }
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, out);
    } else if (fileKind(entry.name) !== null) {
      out.push(full);
    }
  }
}

/** Expands directories into the policy files under them; plain files are kept as given. */
export function expandPolicyPaths(args: string[]): string[] {
  const files: string[] = [];
  for (const arg of args) {
    if (!existsSync(arg)) throw new CliError('file-not-found', `no such file or directory: ${arg}`);
    if (statSync(arg).isDirectory()) walk(arg, files);
    else files.push(arg);
  }
  if (files.length === 0) throw new CliError('no-policy-files', `no *.boundary or *.policy files in ${args.join(', ')}`);
  return [...new Set(files)];
}

/** Kind of a file the user named; anything but .boundary/.policy is a usage error. */
export function requireKind(file: string): 'platform' | 'creator' {
  const kind = fileKind(file);
  if (!kind) throw new CliError('unknown-file-kind', `${file}: expected a .boundary (creator) or .policy (platform) file`);
  return kind;
}
