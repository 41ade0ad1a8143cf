// Images made through the generate endpoint, with credentials set up as `npm start` does (a
// development CA in DATA_DIR), validated by c2pa-ts's own reader and validator: an independent
// check of the C2PA manifest store, not the service's reading of it.

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from '@peculiar/x509';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { CBORBox, SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ActionAssertion, ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProvenance } from '../../src/render/index.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call, startServer } from '../support/server.ts';

let f: GenerationFixture;
let dataDir: string;
let requester: { accountId: string; key: string };
const request = { creator: 'ana-gen', prompt: 'studio portrait, soft light', context: 'portrait' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-c2pa-data-'));
  f = await generationFixture({ DATA_DIR: dataDir });
  requester = await requesterWithKey(f.db.orm.em, 'c2pa@example.org', 'identity', 100);
}, 60_000);
afterAll(async () => {
  await f.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function generatedImage(): Promise<{ body: any; bytes: Buffer }> {
  const { res, body } = await call(f.server, 'POST', '/api/v1/generate', { body: request, key: requester.key });
  expect(res.status).toBe(200);
  const served = await fetch(body.render.url);
  expect(served.status).toBe(200);
  return { body, bytes: Buffer.from(await served.arrayBuffer()) };
}

async function validate(bytes: Buffer) {
  const asset = new PNG(new Uint8Array(bytes));
  const jumbf = asset.getManifestJUMBF();
  expect(jumbf, 'a caBX chunk holds a manifest store').toBeDefined();
  const store = ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(jumbf!)));
  const result = await store.validate(asset);
  return { store, result, failures: result.statusEntries.filter((s) => s.success === false).map((s) => s.code) };
}

const trustAnchor = async (): Promise<X509Certificate> => new X509Certificate(await readFile(path.join(dataDir, 'content-credentials', 'trust-anchor.pem'), 'utf8'));

describe('Content Credentials in generated images', () => {
  it('validate under c2pa-ts with no failure, signed by a certificate the development root issued', async () => {
    const { bytes } = await generatedImage();
    const { store, result, failures } = await validate(bytes);
    expect(failures).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.statusEntries.map((s) => s.code)).toEqual(expect.arrayContaining(['claimSignature.validated', 'assertion.dataHash.match']));

    // c2pa-ts does not check chain trust: the test trusts the development root explicitly.
    const signature = store.getActiveManifest()!.signature!.signatureData;
    const root = await trustAnchor();
    expect(signature.certificate!.issuer).toBe(root.subject);
    expect(signature.certificate!.subject).not.toBe(signature.certificate!.issuer);
    expect(await signature.certificate!.verify({ publicKey: root.publicKey, signatureOnly: true })).toBe(true);
  });

  it('carry c2pa.created by trained algorithmic media and the service assertion with this generation\'s values', async () => {
    const { body, bytes } = await generatedImage();
    const manifest = (await validate(bytes)).store.getActiveManifest()!;
    const assertions = manifest.assertions!.assertions;
    const actions = assertions.find((a) => a instanceof ActionAssertion) as ActionAssertion;
    expect(actions.label).toBe('c2pa.actions.v2');
    expect(actions.actions[0]).toMatchObject({ action: 'c2pa.created', digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia' });
    const own = assertions.find((a) => a.label === 'com.likeness-gate.provenance');
    const content = (own!.sourceBox!.contentBoxes[0] as CBORBox).content;
    expect(content).toEqual({
      generationId: body.id,
      creator: 'ana-gen',
      boundaryVersion: 1,
      policyHash: body.boundary.policyHash,
      licenceUrl: `${f.server.url}/api/v1/provenance/${body.id}`,
      promptSha256: createHash('sha256').update(request.prompt).digest('hex'),
    });
  });

  it('keep the HMAC manifest as it was: render.contentHash is the served bytes, manifest.contentHash the image without both chunks', async () => {
    const { body, bytes } = await generatedImage();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(body.render.contentHash);
    const embedded = readProvenance(bytes)!;
    expect(embedded.manifest).toEqual(body.provenance.manifest);
    expect(createHash('sha256').update(embedded.image).digest('hex')).toBe(body.provenance.manifest.contentHash);
  });

  it('fail validation when one byte of the image changes, the HMAC manifest chunk included', async () => {
    const { bytes } = await generatedImage();
    const pixels = Buffer.from(bytes);
    pixels.writeUInt8(pixels.readUInt8(pixels.length - 20) ^ 0x01, pixels.length - 20); // before IEND
    expect((await validate(pixels)).failures).toContain('assertion.dataHash.mismatch');
    const manifestText = Buffer.from(bytes);
    const at = manifestText.indexOf('"creator":"ana-gen"');
    manifestText[at + 12] = 'b'.charCodeAt(0);
    expect((await validate(manifestText)).failures).toContain('assertion.dataHash.mismatch');
  });

  it('are made once per data folder: the key is private and a restart signs with the same certificate', async () => {
    const folder = path.join(dataDir, 'content-credentials');
    expect((await stat(path.join(folder, 'signing-key.pem'))).mode & 0o777).toBe(0o600);
    const again = await startServer(f.db.orm, f.db.url, { DATA_DIR: dataDir });
    try {
      expect(again.deps.contentCredentials.certificate.equal(f.server.deps.contentCredentials.certificate)).toBe(true);
    } finally {
      await again.close();
    }
  });
});
