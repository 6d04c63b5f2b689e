import { likePattern } from '../../db/like-pattern';
import type { RequestContext } from '../../graphql/context';
import { pageOrDefault, toPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize, Role } from '../auth/authorization';
import type { User } from '../users/user.entity';
import { AuditEntry, AuditTargetType, type AuditAction, type AuditValues } from './audit.entity';
import type { AuditFilter } from './audit.types';
import { sql } from '../../db/sql';

/** Records an admin action on an account in the caller's transaction, so it exists exactly when the change does. */
export async function recordAudit(tx: RequestContext, actor: User, action: AuditAction, target: { id: string; email: string | null }, change: { before?: AuditValues | null; after?: AuditValues | null } = {}): Promise<void> {
  await tx.manager.getRepository(AuditEntry).insert({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: AuditTargetType.USER,
    targetId: target.id,
    targetUserId: target.id,
    targetEmail: target.email,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Records an admin change to a record that is not an account (a villa, its photos), with the
 * changed values before and after (null for "did not exist"), in the caller's transaction.
 */
export async function recordChange(tx: RequestContext, actor: User, action: AuditAction, target: { type: Exclude<AuditTargetType, AuditTargetType.USER>; id: string }, before: AuditValues | null, after: AuditValues | null): Promise<void> {
  await tx.manager.getRepository(AuditEntry).insert({ actorId: actor.id, actorEmail: actor.email, action, targetType: target.type, targetId: target.id, targetUserId: null, targetEmail: null, before, after });
}

/** A deleted account leaves its id in the log (who did what to whom) but no e-mail address. */
export async function eraseFromAudit(tx: RequestContext, userId: string): Promise<void> {
  await sql(tx, `UPDATE admin_audit_log SET actor_email = NULL WHERE actor_id = $1`, [userId]);
  await sql(tx, `UPDATE admin_audit_log SET target_email = NULL WHERE target_user_id = $1`, [userId]);
}

/** The log, newest first, optionally for one actor, one target (an account, or any record), or one kind of action. */
export async function listAudit(ctx: RequestContext, filter?: AuditFilter | null, page?: Partial<PageInput> | null): Promise<Page<AuditEntry>> {
  authorize(ctx, [Role.Admin]);
  const slice = pageOrDefault(page);
  const query = ctx.manager.getRepository(AuditEntry).createQueryBuilder('a');
  if (filter?.actorId) query.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
  if (filter?.targetUserId) query.andWhere('a.target_user_id = :targetUserId', { targetUserId: filter.targetUserId });
  if (filter?.targetId) query.andWhere('a.target_id = :targetId', { targetId: filter.targetId });
  if (filter?.action) query.andWhere('a.action = :action', { action: filter.action });
  if (filter?.search?.trim()) query.andWhere('(a.actor_email ILIKE :q OR a.target_email ILIKE :q)', { q: likePattern(filter.search) });
  const [items, total] = await query.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').skip(slice.offset).take(slice.limit).getManyAndCount();
  return toPage(items, total, slice);
}

