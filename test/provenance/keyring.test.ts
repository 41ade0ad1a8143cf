import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { parseProvenanceKeys } from '../../src/provenance/key-text.ts';
import { KEY_FILE, loadKeyring, loadKeyringWithSource } from '../../src/provenance/keyring.ts';
import { signManifest, verifyManifest } from '../../src/provenance/sign.ts';
import { freshKey, keysText, sampleManifest } from './support.ts';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'likeness-keys-'));

describe('PROVENANCE_KEYS', () => {
  it('holds several keys; the first signs and every one verifies', () => {
    const a = freshKey('2026-11');
    const b = freshKey('2026-05');
    const ring = loadKeyring({ provenanceKeys: keysText(a, b) }, '/nonexistent');
    expect(ring.signing.id).toBe('2026-11');
    expect([...ring.all.keys()]).toEqual(['2026-11', '2026-05']);
    expect(ring.all.get('2026-05')!.secret.equals(b.secret)).toBe(true);
  });

  it('accepts url-safe base64 too', () => {
    const k = freshKey('u');
    const parsed = parseProvenanceKeys(`u:${k.secret.toString('base64url')}`);
    expect(parsed.ok && parsed.keys[0]!.secret.equals(k.secret)).toBe(true);
  });

  it('rejects short secrets, bad ids, duplicates and missing secrets, naming the key but never the secret', () => {
    const short = Buffer.alloc(16, 7).toString('base64');
    const cases: [string, RegExp][] = [
      [`k:${short}`, /at least 32 bytes/],
      [`bad id:${freshKey('x').secret.toString('base64')}`, /key id/],
      [`k`, /must be base64/],
      [`${keysText(freshKey('d'))},${keysText(freshKey('d'))}`, /listed twice/],
      [' , ', /no keys/],
    ];
    for (const [text, message] of cases) {
      const parsed = parseProvenanceKeys(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.message).toMatch(message);
        expect(parsed.message).not.toContain(short);
      }
    }
  });

  it('an invalid value stops the configuration with a PROVENANCE_KEYS problem', () => {
    const loaded = loadConfig({ PROVENANCE_KEYS: 'k:tooshort' });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.problems.map((p) => p.setting)).toContain('PROVENANCE_KEYS');
    const good = loadConfig({ PROVENANCE_KEYS: keysText(freshKey('k')) });
    expect(good.ok && good.config.provenanceKeys).toMatch(/^k:/);
  });
});

describe('the key file in the data folder', () => {
  it('is generated on first load (mode 600) and reused afterwards, so old manifests keep verifying', async () => {
    const dir = await tempDir();
    const first = loadKeyringWithSource({ provenanceKeys: undefined }, dir);
    const file = path.join(dir, KEY_FILE);
    expect(first.from).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.keyring.signing.secret.length).toBeGreaterThanOrEqual(32);
    const manifest = sampleManifest(first.keyring.signing.id);
    const signature = signManifest(manifest, first.keyring);
    const second = loadKeyring({ provenanceKeys: undefined }, dir);
    expect(second.signing.id).toBe(first.keyring.signing.id);
    expect(verifyManifest(manifest, signature, second).valid).toBe(true);
  });

  it('creates the data folder when missing', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data');
    expect(loadKeyring({ provenanceKeys: undefined }, dir).signing.id).toMatch(/^local-/);
  });

  it('is ignored when PROVENANCE_KEYS is set', async () => {
    const dir = await tempDir();
    loadKeyring({ provenanceKeys: keysText(freshKey('env')) }, dir);
    await expect(stat(path.join(dir, KEY_FILE))).rejects.toThrow();
  });

  it('fails loudly when the file is damaged rather than minting a new key', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, KEY_FILE), '{"keys": [{"id": "x", "secret": "c2hvcnQ="}]}');
    expect(() => loadKeyring({ provenanceKeys: undefined }, dir)).toThrow(/at least 32 bytes/);
    await writeFile(path.join(dir, KEY_FILE), 'not json');
    expect(() => loadKeyring({ provenanceKeys: undefined }, dir)).toThrow(/not readable JSON/);
    expect(await readFile(path.join(dir, KEY_FILE), 'utf8')).toBe('not json');
  });
});
