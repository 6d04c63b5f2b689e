import { likePattern } from '../../db/like-pattern';
import type { RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize, Role } from '../users/authorization';
import type { User } from '../users/user.entity';
import { AuditEntry, AuditTargetType, type AuditAction, type AuditChange } from './audit.entity';
import type { AuditFilter } from './audit.types';
import { sql, sqlParams } from '../../db/sql';

/** Records an admin action on an account in the caller's transaction, so it exists exactly when the change does. */
export async function recordAudit(tx: RequestContext, actor: User, action: AuditAction, target: { id: string; email: string | null }): Promise<void> {
  await tx.manager.getRepository(AuditEntry).insert({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetUserId: target.id,
    targetEmail: target.email,
    targetType: AuditTargetType.USER,
    targetId: target.id,
    targetLabel: target.email,
  });
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  /** What staff recognise it by: an order number, a villa title. */
  label: string | null;
}

/**
 * Records an admin change to anything in the caller's transaction, with the values it changed:
 * `before` and `after` hold the changed fields only (null before a creation or after a deletion).
 */
export async function recordChange(tx: RequestContext, action: AuditAction, target: AuditTarget, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void> {
  await recordChangeBy(tx, authorize(tx, [Role.Admin]), action, target, before, after);
}

/** recordChange for an action a signed-in user who is not staff may take (a villa owner's own stay). */
export async function recordChangeBy(tx: RequestContext, actor: User, action: AuditAction, target: AuditTarget, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void> {
  const [changedBefore, changedAfter] = before && after ? changedFields(before, after) : [before, after];
  const { values, param } = sqlParams();
  await sql(
    tx,
    `INSERT INTO admin_audit_log (actor_id, actor_email, action, target_type, target_id, target_label, before, after)
     VALUES (${param(actor.id)}, ${param(actor.email)}, ${param(action)}, ${param(target.type)}, ${param(target.id)}, ${param(target.label)},
             ${param(changedBefore && JSON.stringify(changedBefore))}, ${param(changedAfter && JSON.stringify(changedAfter))})`,
    values,
  );
}

/** Only the fields whose values differ, from both sides. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (side: Record<string, unknown>) => Object.fromEntries(keys.filter((key) => key in side).map((key) => [key, side[key]]));
  return [pick(before), pick(after)];
}

/** An entry's changes, field by field, for the admin client. */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();
  const json = (side: Record<string, unknown> | null, key: string) => (side && key in side ? JSON.stringify(side[key]) : null);
  return keys.map((field) => ({ field, before: json(entry.before, field), after: json(entry.after, field) }));
}

/** A deleted account leaves its id in the log (who did what to whom) but no e-mail address. */
export async function eraseFromAudit(tx: RequestContext, userId: string): Promise<void> {
  await sql(tx, `UPDATE admin_audit_log SET actor_email = NULL WHERE actor_id = $1`, [userId]);
  await sql(tx, `UPDATE admin_audit_log SET target_email = NULL WHERE target_user_id = $1`, [userId]);
}

/** The log, newest first, optionally for one actor, one target, or one kind of action. */
export async function listAudit(ctx: RequestContext, filter?: AuditFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<AuditEntry>> {
  authorize(ctx, [Role.Admin]);
  const query = ctx.manager.getRepository(AuditEntry).createQueryBuilder('a');
  if (filter?.actorId) query.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
  if (filter?.targetUserId) query.andWhere('a.target_user_id = :targetUserId', { targetUserId: filter.targetUserId });
  if (filter?.action) query.andWhere('a.action = :action', { action: filter.action });
  if (filter?.targetType) query.andWhere('a.target_type = :targetType', { targetType: filter.targetType });
  if (filter?.targetId) query.andWhere('a.target_id = :targetId', { targetId: filter.targetId });
  if (filter?.search?.trim()) query.andWhere('(a.actor_email ILIKE :q OR a.target_email ILIKE :q OR a.target_label ILIKE :q)', { q: likePattern(filter.search) });
  return keysetPage(query, [byColumn('created_at', 'DESC'), byColumn('id', 'DESC')], page, after);
}

