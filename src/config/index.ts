// Turns the environment into a typed Config, or a list of every invalid setting (never throws).

import { join } from 'node:path';
import type { Realism, Mode } from '../vocabulary.ts';
import { envSchema } from './schema.ts';
import type { TrustProxy } from './trust-proxy.ts';

export interface RateLimitSize {
  points: number;
  windowSeconds: number;
}

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  port: number;
  host: string;
  /** PUBLIC_URL without a trailing slash, else http://localhost:PORT: the only source of absolute URLs. */
  publicUrl: string;
  trustProxy: TrustProxy;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  policiesDir: string;
  demoSeed: boolean;
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  /** A statement (and an idle transaction) is cancelled after this long. */
  dbStatementTimeoutMs: number;
  /** Every request is answered within this long (generate: plus the render deadline). */
  requestTimeoutMs: number;
  maxActiveKeys: number;
  bodyLimitBytes: number;
  redisUrl: string | undefined;
  rateLimits: { check: RateLimitSize; generate: RateLimitSize; takedown: RateLimitSize; provenance: RateLimitSize };
  /** TAKEDOWN_CONTACT: named to a reporter who hit the takedown limit. */
  takedownContact: string | undefined;
  costs: { realism: Record<Realism, number>; conversationExtra: number };
  demoCredits: number;
  verificationCallback: { secret: string | undefined; toleranceSeconds: number };
  /** IDENTITY_PROVIDER: where the dashboard sends a requester to verify (src/service/verification). */
  identityProvider: 'off' | 'development';
  /** PROVENANCE_KEYS as given (validated); undefined: the key file in dataDir (src/provenance/keyring.ts). */
  provenanceKeys: string | undefined;
  /** C2PA_SIGNING_KEY / C2PA_CERTIFICATE_CHAIN (PEM file paths); undefined: the development CA in dataDir. */
  c2paSigningKey: string | undefined;
  c2paCertificateChain: string | undefined;
  images: ImageSettings;
  credits: CreditSettings;
  webhooks: WebhookSettings;
}

/** Webhook endpoints and delivery (src/webhooks). */
export interface WebhookSettings {
  /** Accept http:// endpoints on loopback addresses (development and tests); otherwise https only. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxAttempts: number;
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  pollSeconds: number;
  /** How long the secret replaced by a rotation still signs deliveries. */
  secretGraceHours: number;
}

/** Free allowance, subscription defaults and credit reservations (src/generation/credits). */
export interface CreditSettings {
  freeAllowance: number;
  freeAllowancePeriodDays: number;
  subscriptionQuota: number;
  subscriptionDays: number;
  /** A reservation expires this long after the render deadline; the sweeper then releases it. */
  reservationGraceSeconds: number;
  sweepSeconds: number;
}

/** Rendering: which provider, where finished images live, and the HTTP provider's settings. */
export interface ImageSettings {
  provider: 'embedded' | 'openai' | 'off';
  dir: string;
  timeoutMs: number;
  openai: { url: string; apiKey: string | undefined; model: string; size: string };
}

export interface ConfigError {
  code: 'invalid_config';
  problems: { setting: string; message: string }[];
}

/** A scan, not `/\/+$/`: that regex backtracks quadratically on a long run of slashes. */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): { ok: true; config: Config } | { ok: false; error: ConfigError } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => ({ setting: String(i.path[0] ?? '?'), message: i.message }));
    return { ok: false, error: { code: 'invalid_config', problems } };
  }
  const e = parsed.data;
  if (e.IDENTITY_PROVIDER === 'development' && !e.VERIFICATION_CALLBACK_SECRET) {
    return { ok: false, error: { code: 'invalid_config', problems: [{ setting: 'IDENTITY_PROVIDER', message: 'development needs VERIFICATION_CALLBACK_SECRET: it signs its callback like a real provider' }] } };
  }
  return {
    ok: true,
    config: {
      databaseUrl: e.DATABASE_URL,
      dataDir: e.DATA_DIR,
      embeddedPgPort: e.EMBEDDED_PG_PORT,
      port: e.PORT,
      host: e.HOST,
      publicUrl: withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      policiesDir: e.POLICIES_DIR,
      demoSeed: e.DEMO_SEED,
      dbPoolMax: e.DB_POOL_MAX,
      dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      maxActiveKeys: e.MAX_ACTIVE_KEYS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      redisUrl: e.REDIS_URL,
      rateLimits: {
        check: { points: e.RATE_LIMIT_CHECK, windowSeconds: e.RATE_LIMIT_CHECK_WINDOW_SECONDS },
        generate: { points: e.RATE_LIMIT_GENERATE, windowSeconds: e.RATE_LIMIT_GENERATE_WINDOW_SECONDS },
        takedown: { points: e.RATE_LIMIT_TAKEDOWN, windowSeconds: e.RATE_LIMIT_TAKEDOWN_WINDOW_SECONDS },
        provenance: { points: e.RATE_LIMIT_PROVENANCE, windowSeconds: e.RATE_LIMIT_PROVENANCE_WINDOW_SECONDS },
      },
      takedownContact: e.TAKEDOWN_CONTACT,
      costs: {
        realism: { stylised: e.COST_STYLISED, illustrative: e.COST_ILLUSTRATIVE, photoreal: e.COST_PHOTOREAL },
        conversationExtra: e.COST_CONVERSATION_EXTRA,
      },
      demoCredits: e.DEMO_CREDITS,
      verificationCallback: { secret: e.VERIFICATION_CALLBACK_SECRET, toleranceSeconds: e.VERIFICATION_CALLBACK_TOLERANCE_SECONDS },
      identityProvider: e.IDENTITY_PROVIDER,
      provenanceKeys: e.PROVENANCE_KEYS,
      c2paSigningKey: e.C2PA_SIGNING_KEY,
      c2paCertificateChain: e.C2PA_CERTIFICATE_CHAIN,
      credits: {
        freeAllowance: e.FREE_ALLOWANCE,
        freeAllowancePeriodDays: e.FREE_ALLOWANCE_PERIOD_DAYS,
        subscriptionQuota: e.SUBSCRIPTION_QUOTA,
        subscriptionDays: e.SUBSCRIPTION_DAYS,
        reservationGraceSeconds: e.RESERVATION_GRACE_SECONDS,
        sweepSeconds: e.RESERVATION_SWEEP_SECONDS,
      },
      webhooks: {
        allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
        timeoutMs: e.WEBHOOK_TIMEOUT_MS,
        maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
        backoffBaseSeconds: e.WEBHOOK_BACKOFF_BASE_SECONDS,
        backoffMaxSeconds: e.WEBHOOK_BACKOFF_MAX_SECONDS,
        pollSeconds: e.WEBHOOK_POLL_SECONDS,
        secretGraceHours: e.WEBHOOK_SECRET_GRACE_HOURS,
      },
      images: {
        provider: e.IMAGE_PROVIDER,
        dir: e.IMAGE_DIR ?? join(e.DATA_DIR, 'images'),
        timeoutMs: e.IMAGE_PROVIDER_TIMEOUT_MS,
        openai: { url: e.IMAGE_PROVIDER_URL, apiKey: e.IMAGE_PROVIDER_API_KEY, model: e.IMAGE_PROVIDER_MODEL, size: e.IMAGE_PROVIDER_SIZE },
      },
    },
  };
}

/** The cost of one request, from configuration: realism tier, plus an extra for conversation mode. */
export const costOf = (config: Config, realism: Realism, mode: Mode): number =>
  config.costs.realism[realism] + (mode === 'conversation' ? config.costs.conversationExtra : 0);
