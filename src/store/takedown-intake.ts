// Open takedown intake: one row per report. The received and due times are the row's own
// column defaults (now(), now() + 48 hours), read back with RETURNING, never computed here.
// References are well-formed by then (the schema); whether they name anything on record is
// checked here and flagged for the reviewer, never a refusal: a victim may only half-know.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { TakedownKind, TakedownState } from './orm/entities/takedown.ts';
import { newId } from '../kernel/ids.ts';

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

async function referenceFlags(store: Store, report: TakedownReport): Promise<string[]> {
  if (!report.creator && !report.generationId) return [];
  const rows: { generation_creator: string | null; generation_known: boolean; creator_known: boolean }[] = await sqlIn(store).all(
    `select (select c.slug from generation g join creator c on c.id = g.creator_id where g.id = ?) as generation_creator,
            exists (select 1 from generation where id = ?) as generation_known,
            exists (select 1 from creator where slug = ?) as creator_known`,
    [report.generationId ?? null, report.generationId ?? null, report.creator ?? null]);
  const found = rows[0]!;
  const flags: string[] = [];
  if (report.generationId && !found.generation_known) flags.push(`unknown generation: no generation ${report.generationId} on record`);
  if (report.creator && !found.creator_known) flags.push(`unknown creator: no creator "${report.creator}" on record`);
  if (report.creator && found.generation_creator && found.generation_creator !== report.creator) {
    flags.push(`mismatch: generation ${report.generationId} is of creator "${found.generation_creator}", not "${report.creator}"`);
  }
  return flags;
}

export async function fileTakedown(store: Store, report: TakedownReport): Promise<TakedownReceipt> {
  const flags = await referenceFlags(store, report);
  const rows: { id: string; status: TakedownState; kind: TakedownKind; received_at: Date; due_at: Date }[] = await sqlIn(store).all(
    `insert into takedown (id, kind, creator, generation_id, detail, reporter_email, reference_flags)
     values (?, ?, ?, ?, ?, ?, ?) returning id, status, kind, received_at, due_at`,
    [newId('tdn'), report.kind, report.creator ?? null, report.generationId ?? null, report.detail, report.reporterEmail ?? null, JSON.stringify(flags)]);
  const row = rows[0]!;
  return { id: row.id, status: row.status, kind: row.kind, receivedAt: new Date(row.received_at).toISOString(), dueAt: new Date(row.due_at).toISOString() };
}
