// IMAGE_PROVIDER picks the provider: embedded (default), openai, or off.

import type { ImageSettings } from '../config/index.ts';
import { embeddedProvider } from './embedded.ts';
import { openaiProvider } from './openai.ts';
import type { ImageProvider, ProviderOutcome } from './types.ts';

export const offProvider: ImageProvider = {
  name: 'off',
  render: async (): Promise<ProviderOutcome> => ({ kind: 'skipped', detail: 'rendering is switched off on this deployment (IMAGE_PROVIDER=off)' }),
};

export function createProvider(config: { images: ImageSettings }): ImageProvider {
  const images = config.images;
  switch (images.provider) {
    case 'off':
      return offProvider;
    case 'openai':
      return openaiProvider(images);
    case 'embedded':
      return embeddedProvider(images.timeoutMs);
  }
}
