// Reads and validates the Content Credentials of a PNG with c2pa-ts, and checks that the signing
// certificate chains to one of the given trust anchors (c2pa-ts leaves chain trust to the caller).

import * as x509 from '@peculiar/x509';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore, ValidationResult } from '@trustnxt/c2pa-ts/manifest';
import { serviceAssertionOf, type ServiceAssertionData } from './service-assertion.ts';

export interface ContentCredentialsReading {
  /** A C2PA manifest store is embedded. */
  present: boolean;
  /** c2pa-ts found no failure: signature, hard binding and assertion hashes all check. */
  valid: boolean;
  /** The signing certificate chains to a trust anchor given by the caller. */
  trusted: boolean;
  /** Failure codes from the validator (C2PA validation status codes). */
  failures: string[];
  signer: string | null;
  issuer: string | null;
  /** The signing certificate, to compare with a known one. */
  certificate: x509.X509Certificate | null;
  service: ServiceAssertionData | null;
}

const absent: ContentCredentialsReading = { present: false, valid: false, trusted: false, failures: [], signer: null, issuer: null, certificate: null, service: null };

async function chainsTo(certificate: x509.X509Certificate, intermediates: x509.X509Certificate[], anchors: x509.X509Certificate[]): Promise<boolean> {
  if (anchors.length === 0) return false;
  const chain = await new x509.X509ChainBuilder({ certificates: [...intermediates, ...anchors] }).build(certificate);
  const root = chain[chain.length - 1]!;
  if (!anchors.some((a) => a.equal(root))) return false;
  // Each link must verify under its issuer's key (the builder matches names, not signatures).
  for (let i = 0; i + 1 < chain.length; i++) if (!(await chain[i]!.verify({ publicKey: chain[i + 1]!.publicKey, signatureOnly: true }))) return false;
  return true;
}

export async function readContentCredentials(png: Buffer, trustAnchors: x509.X509Certificate[]): Promise<ContentCredentialsReading> {
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
  const signature = manifest?.signature?.signatureData;
  const certificate = signature?.certificate;
  const trusted = certificate ? await chainsTo(certificate, signature?.chainCertificates ?? [], trustAnchors).catch(() => false) : false;
  return {
    present: true,
    valid: result.isValid && failures.length === 0,
    trusted,
    failures,
    signer: certificate?.subject ?? null,
    issuer: certificate?.issuer ?? null,
    certificate: certificate ?? null,
    service: manifest ? serviceAssertionOf(manifest) : null,
  };
}
