import type { AuditEntry } from './audit.entity';

// REST shapes (spec section 7), used by this module's /api routes and by others'.

export function auditJson(entry: AuditEntry) {
  return {
    id: entry.id,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetUserId: entry.targetUserId,
    targetEmail: entry.targetEmail,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt,
  };
}
