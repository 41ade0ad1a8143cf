// A contender: something that, given N forbidden terms, answers "does this prompt hit one?".
// prepare() is untimed set-up (ours is timed separately as compile time); check() is timed.

export interface PreparedContender {
  /** true when a forbidden term matched (the request is refused). */
  check(prompt: string): boolean;
  /** Set-up time in milliseconds, when the contender reports it. */
  prepareMs?: number;
  /** CPU time of the set-up (the whole process, garbage collector threads included): on a busy
   *  machine the wall time above also counts time slices lost to other processes. */
  prepareCpuMs?: number;
  dispose?(): void;
}

export interface Contender {
  name: string;
  /** Human description for the report. */
  description: string;
  prepare(terms: string[]): PreparedContender;
}
