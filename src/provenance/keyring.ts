// The provenance keyring: from PROVENANCE_KEYS when set (first key signs, every key verifies),
// otherwise from <DATA_DIR>/provenance-keys.json, which the first start creates with one fresh
// random key (mode 600) and every later start reuses, so manifests stay verifiable across
// restarts. Rotation: put the new key first and keep the old ones after it.

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_BYTES, parseProvenanceKeys } from './key-text.ts';
import { randomToken } from '../kernel/ids.ts';
import type { Keyring, ProvenanceKey } from './types.ts';

export const KEY_FILE = 'provenance-keys.json';

interface KeyFile {
  keys: { id: string; secret: string }[];
}

export function keyringOf(keys: ProvenanceKey[]): Keyring {
  if (keys.length === 0) throw new Error('a keyring needs at least one key');
  return { signing: keys[0]!, all: new Map(keys.map((k) => [k.id, k])) };
}

function readKeyFile(file: string): ProvenanceKey[] {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch (e) {
    throw new Error(`${file} is not readable JSON (${e instanceof Error ? e.message : String(e)}); restore it or set PROVENANCE_KEYS`);
  }
  const text = Array.isArray(parsed?.keys) ? parsed.keys.map((k) => `${k?.id}:${k?.secret}`).join(',') : '';
  const result = parseProvenanceKeys(text);
  if (!result.ok) throw new Error(`${file}: ${result.message}`);
  return result.keys;
}

/** Creates the key file unless it exists (exclusive create: two racing starts agree on one key). */
function createKeyFile(file: string): void {
  const key = { id: `local-${randomToken(10)}`, secret: randomBytes(MIN_SECRET_BYTES).toString('base64') };
  const body: KeyFile = { keys: [key] };
  try {
    writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}

export interface KeyringSource {
  keyring: Keyring;
  /** Where the keys came from, for the start-up log (never the secrets). */
  from: 'PROVENANCE_KEYS' | string;
}

export function loadKeyringWithSource(config: { provenanceKeys: string | undefined }, dataDir: string): KeyringSource {
  if (config.provenanceKeys !== undefined) {
    const result = parseProvenanceKeys(config.provenanceKeys);
    if (!result.ok) throw new Error(`PROVENANCE_KEYS: ${result.message}`);
    return { keyring: keyringOf(result.keys), from: 'PROVENANCE_KEYS' };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, KEY_FILE);
  createKeyFile(file);
  return { keyring: keyringOf(readKeyFile(file)), from: file };
}

export const loadKeyring = (config: { provenanceKeys: string | undefined }, dataDir: string): Keyring => loadKeyringWithSource(config, dataDir).keyring;
