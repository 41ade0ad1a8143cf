// Finished images on disk, content-addressed: `<dir>/ab/cd/<sha256>.png`. Writes are atomic
// (temporary file in the same folder, then rename), so a reader never sees half an image and
// two instances storing the same bytes agree. Reads accept only a 64-hex name: no path can be
// built from anything else.

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredImage } from './types.ts';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const isContentHash = (hash: string): boolean => /^[0-9a-f]{64}$/.test(hash);

export const imagePath = (contentHash: string): string => `/images/${contentHash}.png`;

/** What the store knows of a file it keeps (GENERATION adds imageSha256 to make a StoredImage). */
export type StoredFile = Omit<StoredImage, 'imageSha256'>;

export interface ImageStore {
  readonly dir: string;
  put(bytes: Buffer): Promise<StoredFile>;
  /** The bytes, or null for a malformed hash, a missing file or a file whose bytes no longer match it. */
  read(contentHash: string): Promise<Buffer | null>;
}

const fileOf = (dir: string, hash: string): { folder: string; file: string } => {
  const folder = join(dir, hash.slice(0, 2), hash.slice(2, 4));
  return { folder, file: join(folder, `${hash}.png`) };
};

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

export function createImageStore(dir: string): ImageStore {
  return {
    dir,
    async put(bytes) {
      const contentHash = sha256Hex(bytes);
      const { folder, file } = fileOf(dir, contentHash);
      if (!(await exists(file))) {
        await mkdir(folder, { recursive: true });
        const temp = join(folder, `.${contentHash}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, bytes, { mode: 0o644 });
          await rename(temp, file);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return { contentHash, path: imagePath(contentHash), bytes: bytes.length };
    },
    async read(contentHash) {
      if (!isContentHash(contentHash)) return null;
      try {
        const bytes = await readFile(fileOf(dir, contentHash).file);
        return sha256Hex(bytes) === contentHash ? bytes : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
