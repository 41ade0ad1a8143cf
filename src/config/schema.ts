// Every setting the service reads, with its default. The environment is the only source, so a
// deployment is described completely by its variables (docs/operations.md lists each one).

import { z } from 'zod';
import { parseProvenanceKeys } from '../provenance/key-text.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const envSchema = z.object({
  DATABASE_URL: optionalText.pipe(z.string().url('must be a postgres:// URL').optional()),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: int(54329, 1),
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  TRUST_PROXY: optionalText.transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  }),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  POLICIES_DIR: z.string().min(1).default('policies'),
  DEMO_SEED: flag(true),
  DB_POOL_MAX: int(10, 1),
  DB_CONNECT_TIMEOUT_MS: int(2000, 100),
  DB_STATEMENT_TIMEOUT_MS: int(5000, 100),
  REQUEST_TIMEOUT_MS: int(10_000, 100),
  MAX_ACTIVE_KEYS: int(10, 1),
  BODY_LIMIT_BYTES: int(16_384, 256),
  REDIS_URL: optionalText,
  RATE_LIMIT_CHECK: int(120, 1),
  RATE_LIMIT_CHECK_WINDOW_SECONDS: int(60, 1),
  RATE_LIMIT_GENERATE: int(30, 1),
  RATE_LIMIT_GENERATE_WINDOW_SECONDS: int(60, 1),
  RATE_LIMIT_TAKEDOWN: int(5, 1),
  RATE_LIMIT_TAKEDOWN_WINDOW_SECONDS: int(3600, 1),
  // Where a reporter who hit the takedown limit can still reach the reviewers: an email address or a URL.
  TAKEDOWN_CONTACT: optionalText.pipe(z.union([z.email('must be an email address or an http(s) URL'), z.url()]).optional()),
  RATE_LIMIT_PROVENANCE: int(60, 1),
  RATE_LIMIT_PROVENANCE_WINDOW_SECONDS: int(60, 1),
  COST_STYLISED: int(1),
  COST_ILLUSTRATIVE: int(2),
  COST_PHOTOREAL: int(4),
  COST_CONVERSATION_EXTRA: int(1),
  DEMO_CREDITS: int(100),
  VERIFICATION_CALLBACK_SECRET: optionalText,
  VERIFICATION_CALLBACK_TOLERANCE_SECONDS: int(300, 1),
  // Where the dashboard sends a requester to verify. `development`: a page on this site that
  // confirms anything, for local use and tests only; it signs with VERIFICATION_CALLBACK_SECRET.
  IDENTITY_PROVIDER: z.enum(['off', 'development']).default('off'),
  // `kid:base64secret,kid2:…`; first signs, all verify. Unset: a key kept in DATA_DIR (docs/provenance.md).
  PROVENANCE_KEYS: optionalText.superRefine((v, ctx) => {
    const parsed = v === undefined ? null : parseProvenanceKeys(v);
    if (parsed && !parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  }),
  // PEM file paths; both or neither. Unset: a development CA kept in DATA_DIR (docs/operations.md).
  C2PA_SIGNING_KEY: optionalText,
  C2PA_CERTIFICATE_CHAIN: optionalText,
  IMAGE_PROVIDER: z.enum(['embedded', 'openai', 'off']).default('embedded'),
  IMAGE_DIR: optionalText,
  IMAGE_PROVIDER_URL: optionalText.pipe(z.string().url('must be an http(s) URL').default('https://api.openai.com')),
  IMAGE_PROVIDER_API_KEY: optionalText,
  IMAGE_PROVIDER_MODEL: z.string().min(1).default('dall-e-3'),
  IMAGE_PROVIDER_SIZE: z.string().regex(/^\d{2,4}x\d{2,4}$/, 'must be WIDTHxHEIGHT, e.g. 1024x1024').default('1024x1024'),
  IMAGE_PROVIDER_TIMEOUT_MS: int(60_000, 100),
  FREE_ALLOWANCE: int(5),
  FREE_ALLOWANCE_PERIOD_DAYS: int(30, 1),
  SUBSCRIPTION_QUOTA: int(200, 1),
  SUBSCRIPTION_DAYS: int(30, 1),
  RESERVATION_GRACE_SECONDS: int(120, 1),
  RESERVATION_SWEEP_SECONDS: int(60, 1),
  WEBHOOK_ALLOW_LOOPBACK: flag(false),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100),
  WEBHOOK_MAX_ATTEMPTS: int(10, 1),
  WEBHOOK_BACKOFF_BASE_SECONDS: int(60, 1),
  WEBHOOK_BACKOFF_MAX_SECONDS: int(21_600, 1),
  WEBHOOK_POLL_SECONDS: int(5, 1),
  WEBHOOK_SECRET_GRACE_HOURS: int(24, 0),
});

export type Env = z.infer<typeof envSchema>;
