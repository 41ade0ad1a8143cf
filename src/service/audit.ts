// Writing an audit entry inside the caller's unit of work.

import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../store/orm/entities/index.ts';

export interface AuditInput {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
}

export function audit(em: EntityManager, entry: AuditInput): void {
  em.create(AuditEntry, { ...entry, detail: entry.detail ?? {}, at: new Date() });
}
