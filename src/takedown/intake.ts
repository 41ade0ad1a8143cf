// Open takedown intake: one row per report. The received and due times are the row's own
// column defaults (now(), now() + 48 hours), read back with RETURNING, never computed here.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { TakedownKind, TakedownState } from '../db/entities/takedown.ts';
import { newId } from '../service/ids.ts';

export interface TakedownReport {
  kind: TakedownKind;
  creator?: string;
  generationId?: string;
  detail: string;
  reporterEmail?: string;
}

export interface TakedownReceipt {
  id: string;
  status: TakedownState;
  kind: TakedownKind;
  receivedAt: string;
  dueAt: string;
}

export async function fileTakedown(em: EntityManager, report: TakedownReport): Promise<TakedownReceipt> {
  const rows: { id: string; status: TakedownState; kind: TakedownKind; received_at: Date; due_at: Date }[] = await em.getConnection().execute(
    `insert into takedown (id, kind, creator, generation_id, detail, reporter_email)
     values (?, ?, ?, ?, ?, ?) returning id, status, kind, received_at, due_at`,
    [newId('tdn'), report.kind, report.creator ?? null, report.generationId ?? null, report.detail, report.reporterEmail ?? null],
    'all',
  );
  const row = rows[0]!;
  return { id: row.id, status: row.status, kind: row.kind, receivedAt: new Date(row.received_at).toISOString(), dueAt: new Date(row.due_at).toISOString() };
}
