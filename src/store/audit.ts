// The audit log: one row per attributed action, written in the caller's transaction.

import type { AuditInput } from '../kernel/audit.ts';
import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';

export type { AuditInput } from '../kernel/audit.ts';

export function auditStore(sql: Sql, clock: Clock) {
  return {
    async record(e: AuditInput): Promise<void> {
      await sql.run(`insert into audit_log (at, actor, action, subject_type, subject_id, detail) values (?, ?, ?, ?, ?, ?::jsonb)`, [
        clock(),
        e.actor,
        e.action,
        e.subjectType,
        e.subjectId,
        JSON.stringify(e.detail ?? {}),
      ]);
    },
  };
}

export type AuditStore = ReturnType<typeof auditStore>;
