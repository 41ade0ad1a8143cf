// The signed provenance manifest. Signed as HMAC-SHA256 over its RFC 8785 canonical JSON; the
// `type` field is the framing tag, so a manifest can never be confused with another signed
// payload of this service (e.g. a verification callback).

export const MANIFEST_TYPE = 'likeness.manifest/1' as const;

export interface Manifest {
  type: typeof MANIFEST_TYPE;
  id: string; // generation id (gen_…)
  creator: string; // creator slug
  boundaryVersion: number;
  policyHash: string;
  requester: string; // account id
  issuedAt: string; // ISO 8601, UTC, millisecond precision
  promptSha256: string;
  context: string;
  realism: string;
  mode: string;
  /** SHA-256 of the watermarked image before the manifest was embedded in it; null when not rendered. */
  contentHash: string | null;
  keyId: string; // which provenance key signed it
}

export interface ProvenanceKey {
  id: string;
  secret: Buffer; // at least 32 bytes
}

/** Keys by id; `signing` is the one new manifests are signed with, the others still verify. */
export interface Keyring {
  signing: ProvenanceKey;
  all: ReadonlyMap<string, ProvenanceKey>;
}

export interface Verification {
  valid: boolean;
  /** The key that verified it, or null when none did or the manifest names an unknown key. */
  keyId: string | null;
  reason: 'ok' | 'unknown-key' | 'bad-signature' | 'malformed';
}
