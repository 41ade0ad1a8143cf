// A stored takedown as the reviewer API and the CLI show it. Rows come from raw SQL (the queue
// computes `overdue` in the database, against the database's clock).

import type { TakedownAction, TakedownKind, TakedownState } from '../store/orm/entities/takedown.ts';

export interface TakedownRow {
  id: string;
  kind: TakedownKind;
  creator: string | null;
  generation_id: string | null;
  detail: string;
  reporter_email: string | null;
  reference_flags: string[];
  status: TakedownState;
  received_at: Date | string;
  due_at: Date | string;
  overdue: boolean;
  closed_at: Date | string | null;
  closed_by: string | null;
  resolution: TakedownAction | null;
  resolution_reason: string | null;
  resolution_detail: Record<string, unknown> | null;
}

export interface TakedownResolution {
  action: TakedownAction;
  reason: string;
  by: string;
  at: string;
  /** The target and what the action revoked. */
  detail: Record<string, unknown>;
}

export interface TakedownView {
  id: string;
  status: TakedownState;
  kind: TakedownKind;
  creator: string | null;
  generationId: string | null;
  detail: string;
  reporterEmail: string | null;
  /** What intake noticed about the references (unknown generation or creator, a mismatch). */
  referenceFlags: string[];
  receivedAt: string;
  dueAt: string;
  /** Still open after its due time. */
  overdue: boolean;
  resolution: TakedownResolution | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

export function takedownView(r: TakedownRow): TakedownView {
  return {
    id: r.id,
    status: r.status,
    kind: r.kind,
    creator: r.creator,
    generationId: r.generation_id,
    detail: r.detail,
    reporterEmail: r.reporter_email,
    referenceFlags: r.reference_flags ?? [],
    receivedAt: iso(r.received_at),
    dueAt: iso(r.due_at),
    overdue: r.overdue,
    resolution:
      r.resolution && r.closed_at && r.closed_by
        ? { action: r.resolution, reason: r.resolution_reason ?? '', by: r.closed_by, at: iso(r.closed_at), detail: r.resolution_detail ?? {} }
        : null,
  };
}
