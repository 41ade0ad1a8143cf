// Positional line reads on a large sorted text file: WordNet's data files are addressed by byte
// offset and its index files are sorted, so nothing is loaded into memory; a lookup reads a few
// small pieces of the file.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const CHUNK = 4096;
const NEWLINE = 0x0a;

export class LineFile {
  private readonly fd: number;
  readonly size: number;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  /** The line that starts at byte `offset`, without its newline. */
  lineAt(offset: number): string {
    const parts: Buffer[] = [];
    let position = offset;
    while (position < this.size) {
      const chunk = Buffer.alloc(Math.min(CHUNK, this.size - position));
      const read = readSync(this.fd, chunk, 0, chunk.length, position);
      const end = chunk.subarray(0, read).indexOf(NEWLINE);
      if (end >= 0) {
        parts.push(chunk.subarray(0, end));
        break;
      }
      parts.push(chunk.subarray(0, read));
      position += read;
      if (read === 0) break;
    }
    return Buffer.concat(parts).toString('utf8');
  }

  /** The start of the line that contains byte `offset`. */
  lineStart(offset: number): number {
    let position = offset;
    while (position > 0) {
      const from = Math.max(0, position - CHUNK);
      const chunk = Buffer.alloc(position - from);
      readSync(this.fd, chunk, 0, chunk.length, from);
      const newline = chunk.lastIndexOf(NEWLINE);
      if (newline >= 0) return from + newline + 1;
      position = from;
    }
    return 0;
  }

  /**
   * Binary search for the line whose first space-separated field equals `key`, in a file sorted
   * by that field in byte order. Lines starting with a space (WordNet's licence header) sort
   * before every key and are skipped.
   */
  findByKey(key: string): string | null {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      const start = this.lineStart(mid);
      const line = this.lineAt(start);
      const field = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' ') >>> 0);
      if (field === key) return line;
      if (field < key) low = start + Buffer.byteLength(line) + 1;
      else high = start;
    }
    return null;
  }

  close(): void {
    closeSync(this.fd);
  }
}
