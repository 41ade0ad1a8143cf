// The default provider: draws the scene (scene.ts) and rasterises it with sharp. No network, no
// model; the same job always gives the same bytes.

import sharp from 'sharp';
import { raceAbort, renderDeadline } from './deadline.ts';
import { sceneSvg, type SceneInput } from './scene.ts';
import type { ImageProvider, ProviderOutcome } from './types.ts';

export const EMBEDDED_SIZE = 768;

/** The embedded composition as PNG bytes (fixed encoder settings: deterministic output). */
export const renderScene = (input: SceneInput, size = EMBEDDED_SIZE): Promise<Buffer> =>
  sharp(Buffer.from(sceneSvg(input, size)), { density: 72 })
    .resize(size, size)
    .png({ compressionLevel: 6, adaptiveFiltering: false, palette: false })
    .toBuffer();

export function embeddedProvider(timeoutMs: number): ImageProvider {
  return {
    name: 'embedded',
    async render(job, signal): Promise<ProviderOutcome> {
      const deadline = renderDeadline(signal, timeoutMs);
      const work = renderScene(job).then(
        (png): ProviderOutcome => ({ kind: 'image', png }),
        (error: unknown): ProviderOutcome => ({ kind: 'unavailable', detail: `the embedded renderer failed: ${error instanceof Error ? error.message : String(error)}` }),
      );
      return raceAbort(work, deadline, () => ({ kind: 'unavailable', detail: `the embedded renderer did not finish within ${timeoutMs} ms` }));
    },
  };
}
