// One-line log records on stderr (JSON when not a terminal), filtered by LOG_LEVEL.

import type { Config } from '../../config/index.ts';

import type { Log } from '../../kernel/log.ts';

export type { Log, LogLevel } from '../../kernel/log.ts';

const RANK: Record<Config['logLevel'], number> = { silent: 0, error: 1, info: 2, debug: 3 };

export function makeLogger(level: Config['logLevel']): Log {
  const tty = process.stderr.isTTY;
  return (at, message, detail) => {
    if (RANK[at] > RANK[level]) return;
    const line = tty
      ? `${at === 'error' ? 'error: ' : ''}${message}${detail ? ` ${JSON.stringify(detail)}` : ''}`
      : JSON.stringify({ time: new Date().toISOString(), level: at, message, ...detail });
    process.stderr.write(`${line}\n`);
  };
}
