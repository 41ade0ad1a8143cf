// One HTTP attempt: POST the signed body, bounded by a timeout. Only a 2xx counts as received;
// redirects are not followed (the registered URL is the one that must answer).

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const errorText = (e: unknown): string => {
  if (e instanceof Error && e.name === 'TimeoutError') return 'timed out';
  const cause = e instanceof Error ? (e.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
};

export async function postSigned(url: string, headers: Record<string, string>, body: string, timeoutMs: number, clock: () => Date): Promise<PostResult> {
  const started = clock().getTime();
  const elapsed = () => Math.max(0, clock().getTime() - started);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'likeness-gate-webhooks' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : `HTTP ${res.status}`, durationMs: elapsed() };
  } catch (e) {
    return { statusCode: null, error: errorText(e), durationMs: elapsed() };
  }
}
