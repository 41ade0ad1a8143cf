// The platform file every creator file is compiled against: policies/platform.policy from the
// current directory unless `--platform FILE` says otherwise.

import { existsSync } from 'node:fs';
import { CliError } from '../errors.ts';
import { readPolicyFile, type PolicySource } from '../files.ts';

export const DEFAULT_PLATFORM = 'policies/platform.policy';

export interface PlatformOption {
  platform?: string;
}

export function loadPlatform(options: PlatformOption): PolicySource {
  const file = options.platform ?? DEFAULT_PLATFORM;
  if (!existsSync(file)) {
    const hint = options.platform === undefined ? ' (run from the project folder or pass --platform FILE)' : '';
    throw new CliError('platform-not-found', `platform file not found: ${file}${hint}`);
  }
  return readPolicyFile(file);
}

export const PLATFORM_FLAG = ['--platform <file>', `platform file (default ${DEFAULT_PLATFORM})`] as const;
