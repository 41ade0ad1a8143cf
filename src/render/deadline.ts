// Every provider enforces the render deadline itself (IMAGE_PROVIDER_TIMEOUT_MS) as well as any
// signal its caller passes (a client that went away, a shorter request budget).

export const renderDeadline = (signal: AbortSignal, timeoutMs: number): AbortSignal => AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);

/** Resolves with `work`, or with `onAbort()` as soon as the signal fires; never rejects on abort. */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => T): Promise<T> {
  if (signal.aborted) return Promise.resolve(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => resolve(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', abort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(e);
      },
    );
  });
}
