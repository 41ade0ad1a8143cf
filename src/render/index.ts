// Rendering: providers behind one interface, the watermark, the provenance chunk, the image store.

export type { ImageProvider, ProviderOutcome, RenderJob, StoredImage } from './types.ts';
export { createProvider, offProvider } from './provider.ts';
export { embeddedProvider, renderScene, EMBEDDED_SIZE } from './embedded.ts';
export { openaiProvider, providerPrompt } from './openai.ts';
export { finishImage, watermarkText, type WatermarkLabel } from './watermark.ts';
export { embedProvenance, readProvenance, PROVENANCE_KEYWORD, type EmbeddedProvenance } from './provenance-chunk.ts';
export { createImageStore, imagePath, isContentHash, sha256Hex, type ImageStore, type StoredFile } from './store.ts';
