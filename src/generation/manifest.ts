// The manifest of an authorised generation (DESIGN "Provenance"). It names the prompt only by
// its SHA-256; contentHash is the watermarked image's hash before the manifest went into it.

import { MANIFEST_TYPE, type Manifest } from '../provenance/types.ts';

export interface ManifestInput {
  id: string;
  creator: string;
  boundaryVersion: number;
  policyHash: string;
  requester: string;
  issuedAt: Date;
  promptSha256: string;
  context: string;
  realism: string;
  mode: string;
  contentHash: string | null;
  keyId: string;
}

export const buildManifest = (i: ManifestInput): Manifest => ({
  type: MANIFEST_TYPE,
  id: i.id,
  creator: i.creator,
  boundaryVersion: i.boundaryVersion,
  policyHash: i.policyHash,
  requester: i.requester,
  issuedAt: i.issuedAt.toISOString(),
  promptSha256: i.promptSha256,
  context: i.context,
  realism: i.realism,
  mode: i.mode,
  contentHash: i.contentHash,
  keyId: i.keyId,
});
