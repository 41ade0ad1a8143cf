// Contract between generation (src/generation) and rendering (src/render).
// A provider turns an authorised request into PNG bytes or says why it could not; it never
// decides consent (the gate already did) and never sees the requester.

import type { Mode, Realism } from '../vocabulary.ts';

export interface RenderJob {
  creator: { slug: string; displayName: string };
  prompt: string; // the real model needs it; it is never stored or put in a manifest
  promptSha256: string; // seeds the embedded renderer's composition
  context: string;
  realism: Realism;
  mode: Mode;
  reference?: string;
}

/** What a provider answered. `image` bytes are the raw provider output, before watermarking. */
export type ProviderOutcome =
  | { kind: 'image'; png: Buffer }
  | { kind: 'declined'; detail: string } // the provider's own safety filter refused
  | { kind: 'unavailable'; detail: string } // error, timeout, unusable answer
  | { kind: 'skipped'; detail: string }; // rendering switched off (IMAGE_PROVIDER=off)

export interface ImageProvider {
  readonly name: string; // 'embedded' | 'openai' | 'off'
  /** Must resolve (never reject) by the deadline; aborting `signal` means the deadline passed. */
  render(job: RenderJob, signal: AbortSignal): Promise<ProviderOutcome>;
}

/** A finished, stored image: watermarked, provenance embedded, content-addressed. */
export interface StoredImage {
  /** SHA-256 hex of the served bytes (render.contentHash). */
  contentHash: string;
  /** SHA-256 hex of the watermarked PNG before the provenance chunk was added (manifest.contentHash). */
  imageSha256: string;
  /** Path relative to the public origin, e.g. /images/<contentHash>.png */
  path: string;
  bytes: number;
}
