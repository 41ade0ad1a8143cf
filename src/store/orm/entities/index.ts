// Every entity, for the ORM configuration and the migrator.

import { Account } from './account.ts';
import { ApiKey } from './api-key.ts';
import { AuditEntry, VerificationEvent } from './audit.ts';
import { BoundaryVersion } from './boundary-version.ts';
import { CreditBalance, CreditLedger } from './credit.ts';
import { CreditReservation } from './credit-reservation.ts';
import { IdempotencyRecord } from './idempotency.ts';
import { Creator } from './creator.ts';
import { CreatorProfileEntry, CreatorSample } from './creator-profile.ts';
import { Generation } from './generation.ts';
import { PlatformVersion } from './platform-version.ts';
import { RateLimitBucket } from './rate-limit.ts';
import { Takedown } from './takedown.ts';
import { WebSession } from './web-session.ts';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.ts';

export { Account, ApiKey, AuditEntry, VerificationEvent, BoundaryVersion, CreditBalance, CreditLedger, CreditReservation, IdempotencyRecord, Creator, CreatorProfileEntry, CreatorSample, Generation, PlatformVersion, RateLimitBucket, Takedown, WebSession, WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt };

export const entities = [Creator, PlatformVersion, BoundaryVersion, Account, ApiKey, CreditBalance, CreditLedger, CreditReservation, IdempotencyRecord, AuditEntry, VerificationEvent, Generation, CreatorProfileEntry, CreatorSample, RateLimitBucket, Takedown, WebSession, WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt];

import type { InferEntity } from '@mikro-orm/core';
export type AccountEntity = InferEntity<typeof Account>;
export type ApiKeyEntity = InferEntity<typeof ApiKey>;
export type CreatorEntity = InferEntity<typeof Creator>;
export type BoundaryVersionEntity = InferEntity<typeof BoundaryVersion>;
export type PlatformVersionEntity = InferEntity<typeof PlatformVersion>;
export type WebSessionEntity = InferEntity<typeof WebSession>;
