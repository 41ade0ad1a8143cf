// What generate needs besides the database: the image provider, the finishing steps (watermark,
// provenance chunk, Content Credentials), the image store and the provenance keyring. Built once per configuration.

import type { Config } from '../config/index.ts';
import { createImageStore, createProvider, embedProvenance, finishImage } from '../render/index.ts';
import type { ImageProvider } from '../render/types.ts';
import type { Keyring, Manifest } from '../provenance/types.ts';
import type { ContentCredentials } from '../provenance/c2pa/credentials.ts';
import { embedContentCredentials } from '../provenance/c2pa/embed.ts';
import type { ServiceAssertionData } from '../provenance/c2pa/service-assertion.ts';

export interface StoredImageRef {
  /** SHA-256 hex of the stored (served) bytes. */
  contentHash: string;
  /** Path under the public origin, e.g. /images/<contentHash>.png */
  path: string;
}

export interface GenerationRuntime {
  provider: ImageProvider;
  /** IMAGE_PROVIDER_TIMEOUT_MS: the render deadline. */
  timeoutMs: number;
  finishImage(png: Buffer, label: { creator: string; id: string }): Promise<Buffer>;
  embedProvenance(png: Buffer, manifest: Manifest, signature: string): Buffer;
  /** Adds the signed C2PA manifest store (caBX chunk). */
  embedContentCredentials(png: Buffer, data: ServiceAssertionData): Promise<Buffer>;
  store: { put(bytes: Buffer): Promise<StoredImageRef> };
  keyring: Keyring;
}

const built = new WeakMap<object, GenerationRuntime>();

/** The runtime for this configuration and keyring (one provider and store per application). */
export function runtimeFor(deps: { config: Config; keyring: Keyring; contentCredentials: ContentCredentials }): GenerationRuntime {
  let runtime = built.get(deps);
  if (!runtime) {
    runtime = {
      provider: createProvider(deps.config),
      timeoutMs: deps.config.images.timeoutMs,
      finishImage,
      embedProvenance,
      embedContentCredentials: (png, data) => embedContentCredentials(png, deps.contentCredentials, data),
      store: createImageStore(deps.config.images.dir),
      keyring: deps.keyring,
    };
    built.set(deps, runtime);
  }
  return runtime;
}
