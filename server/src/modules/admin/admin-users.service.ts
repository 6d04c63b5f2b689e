import { ANONYMISED_NAME } from '../../../../common/constants';
import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import type { MessageKey } from '../../i18n/messages';
import { authorize, Role } from '../users/authorization';
import { endUserSessions } from '../auth/session';
import { revokeUserTokens } from '../auth/token-family';
import { accountCounterKey } from '../auth/login-throttle';
import { AuditAction } from '../audit/audit.entity';
import { eraseFromAudit, recordAudit } from '../audit/audit.service';
import { User } from '../users/user.entity';
import { sql } from '../../db/sql';

type Change = 'suspend' | 'demote' | 'delete';

const SELF_ACTION: Record<Change, MessageKey> = { suspend: 'admin.selfSuspend', demote: 'admin.selfAdmin', delete: 'admin.selfDelete' };

/**
 * The rules every user action shares, checked inside the action's transaction with the
 * admins' rows locked, so two admins acting on each other at once cannot both succeed:
 * the caller is still an active admin, never acts on themself, and at least one active admin
 * remains afterwards.
 */
async function lockForAction(tx: RequestContext, userId: string, change: Change, removesAdmin: boolean): Promise<{ actor: User; target: User }> {
  const actor = authorize(tx, [Role.Admin]);
  if (userId === actor.id) throw new AppError('CONFLICT', SELF_ACTION[change]);
  const { rows } = await sql<{
    id: string;
    is_admin: boolean;
    is_suspended: boolean;
  }>(tx, `SELECT id, is_admin, is_suspended FROM users WHERE is_admin OR id = $1 OR id = $2 ORDER BY id FOR UPDATE`, [userId, actor.id]);
  const me = rows.find((row) => row.id === actor.id);
  if (!me || !me.is_admin || me.is_suspended) throw new AppError('FORBIDDEN', 'auth.forbidden');
  const target = await tx.manager.getRepository(User).findOneBy({ id: userId });
  if (!target) throw new AppError('NOT_FOUND', 'admin.userNotFound');
  const targetIsActiveAdmin = target.isAdmin && !target.isSuspended;
  const otherActiveAdmins = rows.filter((row) => row.is_admin && !row.is_suspended && row.id !== userId).length;
  if (removesAdmin && targetIsActiveAdmin && otherActiveAdmins === 0) throw new AppError('CONFLICT', 'admin.lastAdmin');
  return { actor, target };
}

function validUserId(userId: string): void {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) throw new AppError('NOT_FOUND', 'admin.userNotFound');
}

/** Suspends (ending every session and token of the user at once) or lifts a suspension. */
export async function setSuspended(ctx: RequestContext, userId: string, suspend: boolean): Promise<User> {
  validUserId(userId);
  return inTransaction(ctx, async (tx) => {
    const { actor, target } = await lockForAction(tx, userId, 'suspend', suspend);
    await tx.manager.getRepository(User).update({ id: target.id }, { isSuspended: suspend });
    if (suspend) await endUserSessions(tx, target.id);
    if (suspend) await revokeUserTokens(tx, target.id);
    await recordAudit(tx, actor, suspend ? AuditAction.USER_SUSPENDED : AuditAction.USER_UNSUSPENDED, target);
    return { ...target, isSuspended: suspend };
  });
}

/** Grants or revokes admin rights; the user's tokens end either way. */
export async function setAdmin(ctx: RequestContext, userId: string, isAdmin: boolean): Promise<User> {
  validUserId(userId);
  return inTransaction(ctx, async (tx) => {
    const { actor, target } = await lockForAction(tx, userId, 'demote', !isAdmin);
    await tx.manager.getRepository(User).update({ id: target.id }, { isAdmin });
    // Sessions reload the user on every request; tokens handed to an (admin) client end, so it signs in again under the new role.
    await revokeUserTokens(tx, target.id);
    await recordAudit(tx, actor, isAdmin ? AuditAction.ADMIN_GRANTED : AuditAction.ADMIN_REVOKED, target);
    return { ...target, isAdmin };
  });
}

/**
 * Deletes the account and everything personal about it, as the admin's confirmation promises
 * (see `anonymiseAccount`), and records who did it.
 */
export async function deleteUser(ctx: RequestContext, userId: string): Promise<void> {
  validUserId(userId);
  await inTransaction(ctx, async (tx) => {
    const { actor, target } = await lockForAction(tx, userId, 'delete', true);
    await anonymiseAccount(tx, target);
    await recordAudit(tx, actor, AuditAction.USER_DELETED, { id: target.id, email: null });
  });
}

/**
 * Removes an account and everything personal about it, inside the caller's transaction; shared
 * by the admin's deletion and the guest's own (privacy module).
 * Gone: the user row, sessions, API tokens, basket, shortlist, reset tokens (the last three by ON DELETE
 * CASCADE), the account's sign-in counter, mail to or quoting the address, newsletter subscription
 * and enquiries under the address (these three only with `contactsByEmail`: the guest's own deletion
 * passes it only for a verified address). Kept, as financial records: orders, bookings, payments, invoices and credit notes,
 * detached from the person (user_id NULL) with their name, e-mail and phone overwritten. The
 * audit log keeps the ids and loses the e-mail.
 */
export async function anonymiseAccount(tx: RequestContext, target: Pick<User, 'id' | 'email'>, options: { contactsByEmail?: boolean } = {}): Promise<void> {
  const contactsByEmail = options.contactsByEmail ?? true;
  const q = (text: string, params: unknown[]) => sql(tx, text, params);
  // The buyer block of the account's invoices and credit notes; numbers and amounts stay as issued.
  await q(`UPDATE invoices SET snapshot = jsonb_set(snapshot, '{buyer}', jsonb_build_object('name', $2::text, 'email', '', 'phone', ''))
    WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1 OR lower(lead_guest_email) = lower($3))`, [target.id, ANONYMISED_NAME, target.email]);
  await q(`UPDATE bookings SET user_id = NULL, guest_name = $2, guest_email = '' WHERE user_id = $1 OR lower(guest_email) = lower($3)`, [target.id, ANONYMISED_NAME, target.email]);
  // Invoices and credit notes keep their numbers, lines and amounts; only the buyer's name and contact go (the one change their trigger allows).
  await q(
    `UPDATE invoices SET snapshot = jsonb_set(snapshot, '{buyer}', jsonb_build_object('name', $2::text, 'email', '', 'phone', ''))
      WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1 OR lower(lead_guest_email) = lower($3))`,
    [target.id, ANONYMISED_NAME, target.email],
  );
  await q(`UPDATE orders SET user_id = NULL, lead_guest_name = $2, lead_guest_email = '', lead_guest_phone = '' WHERE user_id = $1 OR lower(lead_guest_email) = lower($3)`, [target.id, ANONYMISED_NAME, target.email]);
  await q(`UPDATE payments SET user_id = NULL WHERE user_id = $1`, [target.id]);
  await endUserSessions(tx, target.id);
  await revokeUserTokens(tx, target.id);
  await q(`DELETE FROM rate_limits WHERE key = $1`, [accountCounterKey(target.email)]);
  // Mail to the address, and staff notifications that quote it (enquiries).
  // Without `contactsByEmail` (an unverified address, which may be someone else's) the mail sent to the address goes, but not the newsletter's.
  await q(
    contactsByEmail
      ? `DELETE FROM mail_outbox WHERE lower(to_address) = lower($1) OR strpos(lower(text_body), lower($1)) > 0 OR strpos(lower(subject), lower($1)) > 0`
      : `DELETE FROM mail_outbox WHERE lower(to_address) = lower($1) AND kind NOT LIKE 'newsletter-%'`,
    [target.email],
  );
  if (contactsByEmail) {
    await q(`DELETE FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [target.email]);
    await q(`DELETE FROM enquiries WHERE lower(email) = lower($1)`, [target.email]);
    await q(`DELETE FROM flight_inquiries WHERE lower(email) = lower($1)`, [target.email]);
  }
  await eraseFromAudit(tx, target.id);
  // Basket, shortlist and reset tokens go with the row (ON DELETE CASCADE).
  await tx.manager.getRepository(User).delete({ id: target.id });
}
