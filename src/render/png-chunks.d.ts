// Types for the two PNG chunk libraries, which ship none.

declare module 'png-chunks-extract' {
  export interface PngChunk {
    name: string;
    data: Uint8Array;
  }
  /** Splits a PNG into its chunks (IHDR first, IEND last); throws on a bad signature or CRC. */
  export default function extractChunks(data: Uint8Array): PngChunk[];
}

declare module 'png-chunks-encode' {
  import type { PngChunk } from 'png-chunks-extract';
  /** Writes the PNG signature and the chunks, computing each CRC. */
  export default function encodeChunks(chunks: PngChunk[]): Uint8Array;
}
