import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCredentials } from '../../src/provenance/c2pa/credentials.ts';
import { makeDevelopmentCredentials } from '../../src/provenance/c2pa/development-ca.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-c2pa-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const files = async (name: string, key: string, chain: string) => {
  const k = path.join(dir, `${name}-key.pem`);
  const c = path.join(dir, `${name}-chain.pem`);
  await writeFile(k, key);
  await writeFile(c, chain);
  return { c2paSigningKey: k, c2paCertificateChain: c };
};

describe('configured Content Credentials (C2PA_SIGNING_KEY, C2PA_CERTIFICATE_CHAIN)', () => {
  it('sign with the configured CA-issued certificate and make no development CA', async () => {
    const pems = await makeDevelopmentCredentials('Example Org');
    const loaded = await loadContentCredentials(await files('good', pems.signingKey, pems.certificateChain), path.join(dir, 'data'));
    expect(loaded.certificate.subject).toContain('Example Org');
    expect(loaded.trustAnchors).toEqual([]);
    expect(loaded.from).toContain('C2PA_SIGNING_KEY');
  });

  it('refuse one setting without the other', async () => {
    await expect(loadContentCredentials({ c2paSigningKey: '/x.pem', c2paCertificateChain: undefined }, dir)).rejects.toThrow(/set both or neither/);
  });

  it('refuse a self-signed signing certificate, a key of another certificate and an unreadable file', async () => {
    const a = await makeDevelopmentCredentials('A');
    const b = await makeDevelopmentCredentials('B');
    await expect(loadContentCredentials(await files('self', a.signingKey, a.trustAnchor), dir)).rejects.toThrow(/self-signed/);
    await expect(loadContentCredentials(await files('mismatch', a.signingKey, b.certificateChain), dir)).rejects.toThrow(/does not match/);
    await expect(loadContentCredentials({ c2paSigningKey: path.join(dir, 'missing.pem'), c2paCertificateChain: path.join(dir, 'missing.pem') }, dir)).rejects.toThrow(/C2PA_SIGNING_KEY: cannot read/);
    await expect(loadContentCredentials(await files('nokey', 'not a key', a.certificateChain), dir)).rejects.toThrow(/not a PKCS#8 PEM/);
  });
});
