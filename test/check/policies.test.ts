// The project's own policy files (policies/) pass the checker without errors and are formatted.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPolicy } from '../../src/format/index.ts';
import { diagnoseCreator, diagnosePlatform } from './helpers.ts';

const root = fileURLToPath(new URL('../../policies/', import.meta.url));
const platformPath = path.join(root, 'platform.policy');
const creatorsDir = path.join(root, 'creators');
const creators = existsSync(creatorsDir) ? readdirSync(creatorsDir).filter((f) => f.endsWith('.boundary')) : [];

describe.runIf(existsSync(platformPath))('policies/', () => {
  const platform = existsSync(platformPath) ? readFileSync(platformPath, 'utf8') : '';

  it('platform.policy has no errors and is in canonical layout', () => {
    expect(diagnosePlatform(platform, 'policies/platform.policy').filter((d) => d.severity === 'error')).toEqual([]);
    expect(formatPolicy(platform, 'policies/platform.policy')).toEqual({ text: platform });
  });

  it.each(creators)('creators/%s has no errors and is in canonical layout', (name) => {
    const source = readFileSync(path.join(creatorsDir, name), 'utf8');
    const fileName = `policies/creators/${name}`;
    expect(diagnoseCreator(source, fileName, platform).filter((d) => d.severity === 'error')).toEqual([]);
    expect(formatPolicy(source, fileName)).toEqual({ text: source });
  });
});
