// The machine a benchmark ran on, for the report.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  platform: string;
  date: string;
  /** 1-minute load average when the run started: other work on the machine skews p99. */
  load: number;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    // not Linux: fall back to what Node reports
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

export function describeMachine(now: Date = new Date()): Machine {
  return {
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: now.toISOString().slice(0, 10),
    load: os.loadavg()[0] ?? 0,
  };
}
