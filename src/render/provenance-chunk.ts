// The signed manifest travels inside the image: one PNG iTXt chunk, keyword
// `likeness-provenance`, text = JSON {manifest, signature}, placed just before IEND. Removing the
// chunk (and the C2PA `caBX` chunk added after it) gives back the exact bytes that were hashed
// into manifest.contentHash.

import { decodeSync, encodeSync } from 'png-chunk-itxt';
import encodeChunks from 'png-chunks-encode';
import extractChunks, { type PngChunk } from 'png-chunks-extract';
import type { Manifest } from '../provenance/types.ts';

export const PROVENANCE_KEYWORD = 'likeness-provenance';
/** The PNG chunk type that holds a C2PA manifest store (JUMBF). */
export const C2PA_CHUNK = 'caBX';

export interface EmbeddedProvenance {
  manifest: unknown;
  signature: string;
  /** The image without the provenance and C2PA chunks: its SHA-256 is manifest.contentHash. */
  image: Buffer;
}

function isProvenanceChunk(chunk: PngChunk): boolean {
  if (chunk.name !== 'iTXt') return false;
  // The keyword is the text up to the first NUL; compare it without decoding the whole chunk.
  const end = chunk.data.indexOf(0);
  return end > 0 && Buffer.from(chunk.data.subarray(0, end)).toString('latin1') === PROVENANCE_KEYWORD;
}

/** Adds the manifest and signature to a PNG (replacing any earlier provenance chunk). Throws on a non-PNG. */
export function embedProvenance(png: Buffer, manifest: Manifest, signature: string): Buffer {
  const chunks = extractChunks(png).filter((c) => !isProvenanceChunk(c));
  const text = JSON.stringify({ manifest, signature });
  const chunk: PngChunk = { name: 'iTXt', data: encodeSync({ keyword: PROVENANCE_KEYWORD, compressionFlag: false, compressionMethod: 0, languageTag: '', translatedKeyword: '', text }) };
  chunks.splice(chunks.length - 1, 0, chunk); // before IEND
  return Buffer.from(encodeChunks(chunks));
}

/** The embedded manifest and signature, or null when the bytes are not a PNG or carry none (or a malformed one). */
export function readProvenance(png: Buffer): EmbeddedProvenance | null {
  let chunks: PngChunk[];
  try {
    chunks = extractChunks(png);
  } catch {
    return null;
  }
  const found = chunks.filter(isProvenanceChunk);
  if (found.length !== 1) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeSync(found[0]!.data).text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { manifest, signature } = parsed as { manifest?: unknown; signature?: unknown };
  if (typeof signature !== 'string' || manifest === undefined) return null;
  return { manifest, signature, image: Buffer.from(encodeChunks(chunks.filter((c) => !isProvenanceChunk(c) && c.name !== C2PA_CHUNK))) };
}
