// As root, the embedded PostgreSQL runs as the system user `postgres` (PostgreSQL refuses to run
// as root). That user must be able to enter every folder above its binaries and its cluster; a
// project in a private folder (`/root/...`, anything `mktemp -d` made: mode 0700) is out of its
// reach, and initdb would die with a bare EACCES. This names the first such folder up front.

import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

interface Who {
  uid: number;
  gids: number[];
}

/** The postgres user's ids, or none yet (created at the first initialise): then only "others" bits count. */
function postgresUser(): Who {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split(/\s+/).map(Number);
    return { uid, gids };
  } catch {
    return { uid: -1, gids: [] };
  }
}

function canEnter(dir: string, who: Who): boolean {
  const s = statSync(dir);
  if (s.uid === who.uid) return (s.mode & 0o100) !== 0;
  if (who.gids.includes(s.gid)) return (s.mode & 0o010) !== 0;
  return (s.mode & 0o001) !== 0;
}

/** The first existing folder on the way to `target` that the user cannot enter, with its mode. */
export function firstClosedFolder(target: string, who: Who = postgresUser()): { dir: string; mode: string } | null {
  const parts = path.resolve(target).split(path.sep).filter((p) => p !== '');
  let dir: string = path.sep;
  for (const part of ['', ...parts]) {
    dir = part === '' ? dir : path.join(dir, part);
    let enter: boolean;
    try {
      enter = canEnter(dir, who);
    } catch {
      return null; // not created yet: mkdir makes it enterable (mode 0755)
    }
    if (!enter) return { dir, mode: (statSync(dir).mode & 0o777).toString(8).padStart(4, '0') };
  }
  return null;
}

export class ServerUserCannotEnter extends Error {
  override readonly name = 'ServerUserCannotEnter';
  readonly code = 'embedded_postgres_unreachable';
  constructor(readonly dir: string, mode: string) {
    super(
      `the embedded PostgreSQL runs as the system user postgres (it refuses to run as root), which cannot enter ${dir} (mode ${mode}); ` +
        `move the project and DATA_DIR to a folder other users can enter, or run \`chmod o+x ${dir}\`, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
}

/** Throws ServerUserCannotEnter when running as root and postgres cannot reach `folders`. */
export function checkServerUserAccess(folders: string[]): void {
  if (process.getuid?.() !== 0) return;
  const who = postgresUser();
  for (const folder of folders) {
    const closed = firstClosedFolder(folder, who);
    if (closed) throw new ServerUserCannotEnter(closed.dir, closed.mode);
  }
}
