// Render → watermark → sign → embed (HMAC manifest, then Content Credentials) → store, with the deadline. Whatever goes wrong here ends as
// a render state (never an exception to the caller), and only `rendered` means an image exists.

import { createHash } from 'node:crypto';
import { signManifest } from '../provenance/sign.ts';
import { verifyUrl } from './bodies.ts';
import type { Manifest } from '../provenance/types.ts';
import type { ProviderOutcome, RenderJob } from '../render/types.ts';
import type { RenderState } from '../store/orm/entities/generation.ts';
import { buildManifest, type ManifestInput } from './manifest.ts';
import type { GenerationRuntime, StoredImageRef } from './runtime.ts';

export interface Rendered {
  state: RenderState;
  detail: string;
  image: (StoredImageRef & { imageSha256: string }) | null;
  manifest: Manifest;
  signature: string;
}

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

/** The provider's answer by the deadline; a rejection or a late answer is `unavailable`. */
export async function callProvider(runtime: GenerationRuntime, job: RenderJob): Promise<ProviderOutcome> {
  const controller = new AbortController();
  // Providers enforce the deadline themselves; this is the backstop for one that does not.
  const backstopMs = runtime.timeoutMs + 1000;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProviderOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'unavailable', detail: `the image provider did not answer within ${runtime.timeoutMs} ms` });
    }, backstopMs);
  });
  try {
    return await Promise.race([
      runtime.provider.render(job, controller.signal).catch((e: unknown): ProviderOutcome => ({ kind: 'unavailable', detail: `the image provider failed: ${e instanceof Error ? e.message : String(e)}` })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export async function renderAndSign(runtime: GenerationRuntime, job: RenderJob, stamp: Omit<ManifestInput, 'contentHash' | 'keyId'>, origin: string): Promise<Rendered> {
  const keyId = runtime.keyring.signing.id;
  const unsigned = (state: RenderState, detail: string): Rendered => {
    const manifest = buildManifest({ ...stamp, contentHash: null, keyId });
    return { state, detail, image: null, manifest, signature: signManifest(manifest, runtime.keyring) };
  };
  const outcome = await callProvider(runtime, job);
  if (outcome.kind !== 'image') return unsigned(outcome.kind, outcome.detail);
  try {
    const finished = await runtime.finishImage(outcome.png, { creator: stamp.creator, id: stamp.id });
    const imageSha256 = sha256(finished);
    const manifest = buildManifest({ ...stamp, contentHash: imageSha256, keyId });
    const signature = signManifest(manifest, runtime.keyring);
    // The C2PA hard binding covers every byte but its own chunk, so it binds the HMAC manifest too.
    const withManifest = runtime.embedProvenance(finished, manifest, signature);
    const credentialed = await runtime.embedContentCredentials(withManifest, {
      generationId: stamp.id,
      creator: stamp.creator,
      boundaryVersion: stamp.boundaryVersion,
      policyHash: stamp.policyHash,
      licenceUrl: verifyUrl(origin, stamp.id),
      promptSha256: stamp.promptSha256,
    });
    const stored = await runtime.store.put(credentialed);
    return { state: 'rendered', detail: `rendered by the ${runtime.provider.name} provider, watermarked, provenance and Content Credentials embedded`, image: { ...stored, imageSha256 }, manifest, signature };
  } catch (e) {
    // An answer that is not a usable image (or a full disk): nothing exists, so nothing is charged.
    return unsigned('unavailable', `the provider's answer could not be made into an image: ${e instanceof Error ? e.message : String(e)}`);
  }
}
