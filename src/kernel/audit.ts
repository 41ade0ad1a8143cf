// What an audit entry says: who did what to which subject. Every folder that changes consent,
// credits or accounts writes one inside its own unit of work.

export interface AuditInput {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
}
