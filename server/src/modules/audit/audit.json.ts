import type { AuditEntry } from './audit.entity';
import { auditChanges } from './audit.service';

// REST shapes, used by this module's /api routes and by others'.

export function auditJson(entry: AuditEntry) {
  return {
    id: entry.id,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetUserId: entry.targetUserId,
    targetEmail: entry.targetEmail,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    changes: auditChanges(entry),
    createdAt: entry.createdAt,
  };
}
