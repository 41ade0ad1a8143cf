// Reads and validates the Content Credentials of a PNG with c2pa-ts. c2pa-ts does not judge the
// chain of trust: the caller compares the signing certificate with the one it expects.

import type * as x509 from '@peculiar/x509';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore, ValidationResult } from '@trustnxt/c2pa-ts/manifest';
import { serviceAssertionOf, type ServiceAssertionData } from './service-assertion.ts';

export interface ContentCredentialsReading {
  /** A C2PA manifest store is embedded. */
  present: boolean;
  /** c2pa-ts found no failure: signature, hard binding and assertion hashes all check. */
  valid: boolean;
  /** Failure codes from the validator (C2PA validation status codes). */
  failures: string[];
  signer: string | null;
  issuer: string | null;
  /** The signing certificate, to compare with a known one. */
  certificate: x509.X509Certificate | null;
  service: ServiceAssertionData | null;
}

const absent: ContentCredentialsReading = { present: false, valid: false, failures: [], signer: null, issuer: null, certificate: null, service: null };

export async function readContentCredentials(png: Buffer): Promise<ContentCredentialsReading> {
  if (!PNG.canRead(png)) return absent;
  let asset: PNG;
  let jumbf: Uint8Array | undefined;
  try {
    asset = new PNG(new Uint8Array(png));
    jumbf = asset.getManifestJUMBF();
  } catch {
    return { ...absent, failures: ['asset.unreadable'] };
  }
  if (!jumbf) return absent;
  let result: ValidationResult;
  let store: ManifestStore | null = null;
  try {
    store = ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(jumbf)));
    result = await store.validate(asset);
  } catch (e) {
    result = ValidationResult.fromError(e as Error);
  }
  const failures = result.statusEntries.filter((s) => s.success === false).map((s) => s.code as string);
  const manifest = store?.getActiveManifest();
  const certificate = manifest?.signature?.signatureData.certificate;
  return {
    present: true,
    valid: result.isValid && failures.length === 0,
    failures,
    signer: certificate?.subject ?? null,
    issuer: certificate?.issuer ?? null,
    certificate: certificate ?? null,
    service: manifest ? serviceAssertionOf(manifest) : null,
  };
}
