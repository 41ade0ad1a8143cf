// Delivers the outbox: claims due deliveries, posts each signed, logs the attempt and schedules
// the retry (or marks it failed after the last attempt). Every instance runs one; claims use
// SKIP LOCKED, and the same `webhook-id` goes out on every attempt so receivers can dedupe.

import type { Store } from '../store/index.ts';
import type { WebhookSettings } from '../config/index.ts';
import { retryDelaySeconds } from './backoff.ts';
import { payloadOf } from './payload.ts';
import { postSigned } from './post.ts';
import { secretsAt, signedHeaders } from './signing.ts';
import type { AttemptResult, ClaimedDelivery } from '../store/webhooks.ts';

const BATCH = 20;

export interface DeliveryContext {
  settings: WebhookSettings;
  /** Absolute base for the provenance URL in payloads. */
  siteUrl: string;
  now: () => Date;
  random?: () => number;
}

async function deliverOne(store: Store, d: ClaimedDelivery, ctx: DeliveryContext): Promise<AttemptResult> {
  const at = ctx.now();
  const body = payloadOf(d, ctx.siteUrl);
  const headers = signedHeaders(secretsAt(d, at), d.eventId, at, body);
  const result = await postSigned(d.url, headers, body, ctx.settings.timeoutMs, ctx.now);
  const received = result.error === null;
  const next: AttemptResult['next'] = received
    ? { state: 'delivered' }
    : d.attempt >= ctx.settings.maxAttempts
      ? { state: 'failed' }
      : { state: 'pending', retryAt: new Date(at.getTime() + retryDelaySeconds(d.attempt, ctx.settings, ctx.random) * 1000) };
  const attempt: AttemptResult = { deliveryId: d.id, attempt: d.attempt, attemptedAt: at, ...result, next };
  await store.webhooks.recordAttempt(attempt);
  return attempt;
}

/** One pass: every delivery due now (up to a batch), in parallel. Returns what each attempt did. */
export async function deliverDue(fork: () => Store, ctx: DeliveryContext): Promise<AttemptResult[]> {
  const now = ctx.now();
  // Past the request timeout the claim lapses and another instance may try (same webhook-id).
  const leaseUntil = new Date(now.getTime() + ctx.settings.timeoutMs + 30_000);
  const claimed = await fork().webhooks.claimDue(now, leaseUntil, BATCH);
  return Promise.all(claimed.map((d) => deliverOne(fork(), d, ctx)));
}

export interface WebhookWorker {
  stop(): Promise<void>;
}

type Log = (level: 'error' | 'info' | 'debug', message: string, detail?: Record<string, unknown>) => void;

/** Delivers now and every `pollSeconds` (sooner while there is a backlog); errors are logged and retried next pass. */
export function startWebhookWorker(fork: () => Store, ctx: DeliveryContext, log: Log): WebhookWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    let more = false;
    try {
      const done = await deliverDue(fork, ctx);
      for (const a of done) if (a.next.state !== 'delivered') log('debug', `webhook delivery ${a.deliveryId} attempt ${a.attempt}: ${a.error}`, { next: a.next.state });
      more = done.length === BATCH;
    } catch (e) {
      log('error', 'webhook delivery pass failed', { error: e instanceof Error ? e.message : String(e) });
    }
    if (!stopped) {
      timer = setTimeout(() => (running = pass()), more ? 0 : ctx.settings.pollSeconds * 1000);
      timer.unref();
    }
  };
  running = pass();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
