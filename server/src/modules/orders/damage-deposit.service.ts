import type { DataSource } from 'typeorm';
import { addDays, businessToday } from '../../../../common/dates';
import { isLocale } from '../../../../common/locale';
import { damageDepositStatus } from '../../../../common/payment-plan';
import type { Config } from '../../config';
import { sql, sqlParams } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import { inTransaction, jobContext, type RequestContext, type ServiceContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.service';
import { authorize, Role } from '../users/authorization';
import { lockOwnOrder } from './balance.service';
import { createRefunds, settleRefunds } from './order-payments';
import { orderMail } from './order-mail';
import { damageDepositClaimedMail } from './orders.mails';
import { Order } from './order.entity';

/*
 * The refundable damage deposit after the stay. It is held once the order is paid in full (it
 * is paid with the last instalment); DAMAGE_DEPOSIT_RELEASE_DAYS after the order's last
 * check-out the release job gives it back whole, unless staff have recorded a claim before: they
 * keep up to the deposit, with a reason the guest is told by e-mail, and the rest goes back at
 * once. Either way the order's history records it, the deposit is settled once (the update
 * claims it only while unsettled) and the refund goes through the refund rows and the provider
 * like any other. The deposit is never revenue: totals, invoices' amounts and staff reports
 * leave it out.
 */

export const RELEASE_DAMAGE_DEPOSITS_JOB = 'orders.releaseDamageDeposits';

/** The refund reasons staff see on the refund rows. */
const RELEASED_REASON = 'damage deposit released';
const CLAIM_REST_REASON = 'damage deposit: the rest after a claim';

/**
 * Settles the deposit of a locked order: released (claimed null) or claimed, with its history
 * row, in one statement, only while it is held. Returns the deposit, or null when it was not held.
 */
async function settleDeposit(tx: ServiceContext, orderId: string, claim: { amount: number; reason: string } | null): Promise<{ amount: number; currency: string } | null> {
  const { values, param } = sqlParams();
  const { rows } = await sql<{ amount: number; currency: string }>(
    tx,
    `WITH settled AS (
       UPDATE orders SET damage_deposit_settled_at = now(), damage_deposit_claimed = ${param(claim?.amount ?? null)}::int, damage_deposit_claim_reason = ${param(claim?.reason ?? null)}::text
        WHERE id = ${param(orderId)} AND damage_deposit_amount > 0 AND damage_deposit_settled_at IS NULL AND balance_amount = 0 AND status IN ('confirmed', 'overdue')
        RETURNING id, damage_deposit_amount, currency
     ), history AS (
       INSERT INTO order_events (order_id, kind, amount, currency, actor_user_id, actor_job, detail)
       SELECT id, ${param(claim ? 'deposit_claimed' : 'deposit_released')}, ${claim ? param(claim.amount) + '::int' : 'damage_deposit_amount'}, currency,
              ${param(tx.user?.id ?? null)}::uuid, ${param(tx.job)}::text,
              jsonb_build_object('deposit', damage_deposit_amount, 'reason', ${param(claim?.reason ?? null)}::text)
         FROM settled
     )
     SELECT damage_deposit_amount AS amount, currency FROM settled`,
    values,
  );
  return rows[0] ?? null;
}

/**
 * The release job: every deposit still held whose order's last stay ended at least `releaseDays`
 * before `today` is given back whole. Each order in its own transaction; the refunds are then
 * paid out (one the provider cannot make now stays pending for the refunds job). Returns the
 * deposits released.
 */
export async function releaseDamageDeposits(db: DataSource, config: Config, today: string = businessToday()): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    db,
    `SELECT o.id FROM orders o
      WHERE o.damage_deposit_amount > 0 AND o.damage_deposit_settled_at IS NULL AND o.balance_amount = 0 AND o.status IN ('confirmed', 'overdue')
        AND (SELECT max(b.check_out) FROM bookings b WHERE b.order_id = o.id AND b.status = 'confirmed') <= $1::date
      ORDER BY o.id LIMIT 100`,
    [addDays(today, -config.damageDepositReleaseDays)],
  );
  let released = 0;
  for (const { id } of rows) {
    const refunds = await db.transaction(async (manager) => {
      const tx = jobContext(manager, RELEASE_DAMAGE_DEPOSITS_JOB);
      const deposit = await settleDeposit(tx, id, null);
      return deposit ? createRefunds(tx, id, deposit.amount, RELEASED_REASON) : null;
    });
    if (!refunds) continue;
    released += 1;
    await settleRefunds({ ...jobContext(db.manager, RELEASE_DAMAGE_DEPOSITS_JOB), config }, refunds);
  }
  return released;
}

export interface DamageDepositClaim {
  orderId: string;
  /** Minor units kept, from 0 up to the deposit. */
  amount: number;
  reason: string;
}

/**
 * Staff keep part or all of a held deposit for damage, with a reason: audited, written to the
 * order's history, the rest refunded at once and the guest e-mailed (in the language they booked
 * in) with the reason, what was kept and what comes back. A deposit already released or
 * claimed, or not paid yet, cannot be claimed.
 */
export async function claimDamageDeposit(ctx: RequestContext, claim: DamageDepositClaim): Promise<Order> {
  authorize(ctx, [Role.Admin]);
  const reason = claim.reason.trim();
  const refunds = await inTransaction(ctx, async (tx) => {
    const order = await lockOwnOrder(tx, null, claim.orderId);
    const status = damageDepositStatus(order);
    if (status === 'released' || status === 'claimed') throw new AppError('CONFLICT', 'order.depositSettled', { orderNumber: order.orderNumber });
    if (status !== 'held') throw new AppError('CONFLICT', 'order.depositNotHeld', { orderNumber: order.orderNumber });
    if (claim.amount > order.damageDepositAmount) throw badInput('order.claimAmount', 'amount', { max: formatMoney(tx, order.damageDepositAmount, order.currency) });
    await settleDeposit(tx, order.id, { amount: claim.amount, reason });
    await recordChange(
      tx,
      AuditAction.DAMAGE_DEPOSIT_CLAIMED,
      { type: AuditTargetType.ORDER, id: order.id, label: order.orderNumber },
      { damageDepositClaimedAmount: null, damageDepositClaimReason: null },
      { damageDepositClaimedAmount: claim.amount, damageDepositClaimReason: reason },
    );
    const rest = order.damageDepositAmount - claim.amount;
    const ids = await createRefunds(tx, order.id, rest, CLAIM_REST_REASON);
    const guest = { locale: isLocale(order.locale) ? order.locale : tx.locale, config: tx.config };
    await enqueueMail(
      tx,
      await orderMail(
        guest,
        order,
        damageDepositClaimedMail,
        { claimed: formatMoney(guest, claim.amount, order.currency), refund: formatMoney(guest, rest, order.currency), deposit: formatMoney(guest, order.damageDepositAmount, order.currency), reason },
        { dedupeKey: `order:${order.id}:deposit-claimed` },
      ),
    );
    return ids;
  });
  if (refunds.length) await settleRefunds(ctx, refunds);
  return ctx.manager.getRepository(Order).findOneByOrFail({ id: claim.orderId });
}
