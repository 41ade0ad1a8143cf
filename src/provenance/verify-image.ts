// Verifies an image, not only a pasted manifest: the HMAC manifest embedded in the PNG (its
// signature, and the content hash of the image without the provenance and C2PA chunks), the
// C2PA manifest store (validated with c2pa-ts, and whether this service's certificate signed
// it), and the licence on record. `licensed` needs the image intact and the licence active.

import { createHash } from 'node:crypto';
import type { Store } from '../store/index.ts';
import extractChunks from 'png-chunks-extract';
import { readProvenance } from '../render/provenance-chunk.ts';
import type { ContentCredentials } from './c2pa/credentials.ts';
import { readContentCredentials } from './c2pa/read.ts';
import type { LicenceView } from './licence.ts';
import type { Keyring } from './types.ts';
import { verifyProvenance } from './verify-record.ts';

export type ImageReason = 'ok' | 'damaged' | 'no-manifest' | 'malformed' | 'unknown-key' | 'bad-signature' | 'content-changed';

export interface ContentCredentialsVerdict {
  present: boolean;
  /** c2pa-ts validated the manifest store with no failure code (signature, hard binding, assertions). */
  valid: boolean;
  /** The signing certificate is the one this service signs with. */
  signedByThisService: boolean;
  failures: string[];
  signer: string | null;
  issuer: string | null;
  /** The generation id in the service assertion, when there is one. */
  generationId: string | null;
}

export interface ImageVerdict {
  /** The embedded manifest's signature verifies and the image bytes hash to its contentHash. */
  intact: boolean;
  reason: ImageReason;
  signatureValid: boolean;
  contentHashMatches: boolean;
  keyId: string | null;
  generationId: string | null;
  creator: string | null;
  record: string | null;
  licensed: boolean;
  licence: LicenceView | null;
  contentCredentials: ContentCredentialsVerdict;
  note: string;
}

const text = (o: unknown, name: string): string | null => {
  const v = typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : null;
};

/** The chunks do not parse (wrong CRC or length): a byte changed without repairing the file. */
function isDamaged(png: Buffer): boolean {
  try {
    extractChunks(png);
    return false;
  } catch {
    return true;
  }
}

function noteOf(v: Omit<ImageVerdict, 'note'>): string {
  const c2pa = v.contentCredentials.present
    ? v.contentCredentials.valid
      ? ` Its Content Credentials are valid${v.contentCredentials.signedByThisService ? ' and signed by this service' : ', but not signed by this service'}.`
      : ` Its Content Credentials do not validate (${v.contentCredentials.failures.join(', ')}).`
    : ' It carries no Content Credentials.';
  switch (v.reason) {
    case 'damaged':
      return `This PNG is damaged (a chunk's length or checksum is wrong): it was changed after it was made, and nothing in it can be trusted.${c2pa}`;
    case 'no-manifest':
      return `This PNG carries no likeness manifest: it was not made here, or its manifest was removed.${c2pa}`;
    case 'malformed':
      return `The embedded manifest is not a well-formed likeness manifest: nothing can be verified.${c2pa}`;
    case 'unknown-key':
      return `The embedded manifest names signing key "${v.keyId}", which this service does not hold.${c2pa}`;
    case 'bad-signature':
      return `The embedded manifest and its signature do not match: one of them was altered. Not licensed.${c2pa}`;
    case 'content-changed':
      return `The embedded manifest is intact, but the image was changed after it was signed: not licensed.${c2pa}`;
  }
  if (!v.record) return `The image and its manifest are intact (key ${v.keyId}), but no generation on record here matches it: not licensed.${c2pa}`;
  if (v.licensed) return `The image and its manifest are intact and belong to ${v.record} (${v.creator}), whose licence is active: licensed.${c2pa}`;
  return `The image and its manifest are intact and belong to ${v.record} (${v.creator}), but the licence is ${v.licence?.status ?? 'missing'}${v.licence?.reason ? ` (${v.licence.reason})` : ''}: the output must not be reused.${c2pa}`;
}

export async function verifyImage(store: Store, png: Buffer, keys: { keyring: Keyring; contentCredentials: ContentCredentials }): Promise<ImageVerdict> {
  const reading = await readContentCredentials(png);
  const contentCredentials: ContentCredentialsVerdict = {
    present: reading.present,
    valid: reading.valid,
    signedByThisService: reading.certificate?.equal(keys.contentCredentials.certificate) ?? false,
    failures: reading.failures,
    signer: reading.signer,
    issuer: reading.issuer,
    generationId: reading.service?.generationId ?? null,
  };
  const embedded = readProvenance(png);
  if (!embedded) {
    const base = { intact: false, reason: (isDamaged(png) ? 'damaged' : 'no-manifest') as ImageReason, signatureValid: false, contentHashMatches: false, keyId: null, generationId: null, creator: null, record: null, licensed: false, licence: null, contentCredentials };
    return { ...base, note: noteOf(base) };
  }
  const answer = await verifyProvenance(store, embedded.manifest, embedded.signature, keys.keyring);
  const contentHashMatches = text(embedded.manifest, 'contentHash') === createHash('sha256').update(embedded.image).digest('hex');
  const intact = answer.valid && contentHashMatches;
  const base = {
    intact,
    reason: (answer.valid && !contentHashMatches ? 'content-changed' : answer.reason) as ImageReason,
    signatureValid: answer.valid,
    contentHashMatches,
    keyId: answer.keyId ?? text(embedded.manifest, 'keyId'),
    generationId: answer.valid ? text(embedded.manifest, 'id') : null,
    creator: answer.valid ? text(embedded.manifest, 'creator') : null,
    record: answer.record,
    licensed: intact && answer.licensed,
    licence: answer.licence,
    contentCredentials,
  };
  return { ...base, note: noteOf(base) };
}
