// The kind of a policy file is decided by its extension alone.

export type FileKind = 'platform' | 'creator';

export const PLATFORM_EXTENSION = '.policy';
export const CREATOR_EXTENSION = '.boundary';

/** `.policy` is the platform file, `.boundary` a creator file; anything else is null. */
export function fileKind(fileName: string): FileKind | null {
  if (fileName.endsWith(PLATFORM_EXTENSION)) return 'platform';
  if (fileName.endsWith(CREATOR_EXTENSION)) return 'creator';
  return null;
}
