// Signs a finished PNG with Content Credentials: a C2PA manifest store in a `caBX` chunk with the
// hard binding (c2pa.hash.data over every byte but that chunk), the actions assertion
// (c2pa.created by a trained algorithm) and the service assertion, signed with ES256 (COSE).

import { randomUUID } from 'node:crypto';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { ActionAssertion, ActionType, ClaimVersion, DataHashAssertion, DigitalSourceType, ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import type { ContentCredentials } from './credentials.ts';
import { ServiceAssertion, type ServiceAssertionData } from './service-assertion.ts';

export const SOFTWARE_AGENT = 'Likeness Gate';
const SIGNATURE_RESERVE_BYTES = 512;

export async function embedContentCredentials(png: Buffer, credentials: ContentCredentials, data: ServiceAssertionData): Promise<Buffer> {
  const asset = new PNG(new Uint8Array(png));
  const store = new ManifestStore();
  const manifest = store.createManifest({
    claimVersion: ClaimVersion.V2,
    assetFormat: 'image/png',
    instanceID: `xmp:iid:${randomUUID()}`,
    defaultHashAlgorithm: 'SHA-256',
    signer: credentials.signer,
  });
  // The library reserves 25 kB for a time-stamp token; no token is added here, and an ES256
  // signature has a fixed length, so a small reserve is enough.
  manifest.signature!.signatureData.paddingLength = SIGNATURE_RESERVE_BYTES;
  const actions = new ActionAssertion();
  actions.actions.push({ action: ActionType.C2paCreated, digitalSourceType: DigitalSourceType.TrainedAlgorithmicMedia, softwareAgent: { name: SOFTWARE_AGENT } });
  manifest.addAssertion(actions);
  manifest.addAssertion(new ServiceAssertion(data));
  const hardBinding = DataHashAssertion.create('SHA-256');
  manifest.addAssertion(hardBinding);
  await asset.ensureManifestSpace(store.measureSize());
  await hardBinding.updateWithAsset(asset);
  await manifest.sign(credentials.signer);
  await asset.writeManifestJUMBF(store.getBytes());
  return Buffer.from(await asset.getDataRange());
}
