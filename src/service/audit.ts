// Writing an audit entry inside the caller's unit of work.

import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../store/orm/entities/index.ts';
import type { AuditInput } from '../kernel/audit.ts';

export type { AuditInput } from '../kernel/audit.ts';

export function audit(em: EntityManager, entry: AuditInput): void {
  em.create(AuditEntry, { ...entry, detail: entry.detail ?? {}, at: new Date() });
}
