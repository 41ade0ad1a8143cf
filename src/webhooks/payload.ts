// The body of a delivery (Standard Webhooks shape: type, timestamp, data) plus the event id.
// Built from the stored event, so every retry sends the same bytes.

import type { WebhookEventType } from '../store/orm/entities/webhook.ts';

export interface StoredEvent {
  eventId: string;
  type: WebhookEventType;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export function payloadOf(e: StoredEvent, siteUrl: string): string {
  const generationId = String(e.data.generationId);
  const data = { ...e.data, provenanceUrl: `${siteUrl}/api/v1/provenance/${encodeURIComponent(generationId)}` };
  return JSON.stringify({ id: e.eventId, type: e.type, timestamp: e.occurredAt.toISOString(), data });
}
