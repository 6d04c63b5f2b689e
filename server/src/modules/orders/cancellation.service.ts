import { cancellationRefund, type CancellationQuote } from '../../../../common/cancellation';
import { LIVE_ORDER_STATUSES } from '../../../../common/order-states';
import { damageDepositStatus } from '../../../../common/payment-plan';
import DataLoader from 'dataloader';
import { sql } from '../../db/sql';
import { defineLoader } from '../../graphql/loaders';
import { AppError, badInput } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import { authorize, Role } from '../users/authorization';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.service';
import { orderCancelledMail } from './orders.mails';
import { stayCalendar } from '../mail/mail-calendar';
import { Payment } from '../payments/payment.entity';
import { lockOwnOrder } from './balance.service';
import { issueCreditNote } from './invoice.service';
import { createRefunds, settleRefunds } from './order-payments';
import { orderMail, orderStayEntries } from './order-mail';
import { moveOrder } from './order-status';
import { Order } from './order.entity';

export interface CancellationResult {
  order: Order;
  /** The refund rows of the cancellation (pending until the provider has paid them out). */
  refunds: Payment[];
  replayed: boolean;
}

/** The first check-in of each order's stays, batched per request (an account's order list asks for many). */
const firstCheckInByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, string | null>(async (orderIds) => {
      const { rows } = await sql<{ orderId: string; first: string }>(
        ctx,
        `SELECT order_id AS "orderId", to_char(min(check_in), 'YYYY-MM-DD') AS first FROM bookings WHERE order_id = ANY($1) GROUP BY order_id`,
        [orderIds],
      );
      const byOrder = new Map(rows.map((row) => [row.orderId, row.first]));
      return orderIds.map((id) => byOrder.get(id) ?? null);
    }),
);

/** The date the policy counts back from: the first stay's check-in, or the extras' travel date. */
async function arrivalDate(ctx: RequestContext, order: Order): Promise<string | null> {
  return (await ctx.loaders.get(firstCheckInByOrder).load(order.id)) ?? order.travelDate;
}

/** What cancelling the order today would refund under the policy; null when it cannot be cancelled. */
export async function cancellationQuote(ctx: RequestContext, order: Order): Promise<CancellationQuote | null> {
  if (!LIVE_ORDER_STATUSES.includes(order.status)) return null;
  // A damage deposit already paid is no price: the policy leaves it out and it all comes back.
  const deposit = damageDepositStatus(order) === 'held' ? order.damageDepositAmount : 0;
  const quote = cancellationRefund({ checkIn: await arrivalDate(ctx, order), totalMinor: order.totalAmount, paidMinor: order.amountPaid - order.refundedAmount - deposit });
  return { ...quote, refundMinor: quote.refundMinor + deposit };
}

/** The guest cancels their own order: the policy decides the refund. */
export function cancelOwnOrder(ctx: RequestContext, orderId: string): Promise<CancellationResult> {
  const user = authorize(ctx);
  return cancel(ctx, orderId, user.id, async (tx, order) => (await cancellationQuote(tx, order))?.refundMinor ?? 0, 'guest');
}

/** Staff cancel any order with a refund they choose, from nothing up to everything paid. */
export function cancelOrderAsAdmin(ctx: RequestContext, orderId: string, refundAmount: number, reason?: string | null): Promise<CancellationResult> {
  authorize(ctx, [Role.Admin]);
  return cancel(
    ctx,
    orderId,
    null,
    async (_tx, order) => {
      const refundable = order.amountPaid - order.refundedAmount;
      if (!Number.isInteger(refundAmount) || refundAmount < 0 || refundAmount > refundable) throw badInput('order.refundAmount', 'refundAmount', { max: formatMoney(ctx, refundable, order.currency) });
      return refundAmount;
    },
    reason?.trim() || 'staff',
  );
}

/**
 * One transaction: the order and its bookings are cancelled (the dates are free at once),
 * the refund is recorded as refund rows against the charges, and the guest is e-mailed.
 * The provider then pays the refunds out; one it cannot make now stays pending for the
 * refunds job. Cancelling a cancelled order again answers the first cancellation.
 */
async function cancel(ctx: RequestContext, orderId: string, ownerId: string | null, refundFor: (tx: RequestContext, order: Order) => Promise<number>, reason: string): Promise<CancellationResult> {
  const result = await inTransaction(ctx, async (tx) => {
    const order = await lockOwnOrder(tx, ownerId, orderId);
    if (order.status === 'cancelled') {
      const refunds = await tx.manager.getRepository(Payment).find({ where: { orderId: order.id, kind: 'refund' }, order: { createdAt: 'ASC' } });
      return { order, refunds, replayed: true };
    }
    if (!LIVE_ORDER_STATUSES.includes(order.status)) throw new AppError('CONFLICT', 'order.notCancellable', { orderNumber: order.orderNumber });
    const refund = await refundFor(tx, order);
    if (ownerId === null) {
      await recordChange(tx, AuditAction.ORDER_CANCELLED, { type: AuditTargetType.ORDER, id: order.id, label: order.orderNumber }, { status: order.status, refundedAmount: order.refundedAmount }, { status: 'cancelled', refundedAmount: order.refundedAmount + refund, reason });
    }
    await moveOrder(tx, order.id, 'cancelled');
    const ids = await createRefunds(tx, order.id, refund, reason);
    // The invoice is corrected by a credit note: the refund given and the fee kept.
    await issueCreditNote(tx, order.id, refund);
    const cancelled = await tx.manager.getRepository(Order).findOneByOrFail({ id: order.id });
    const stays = await orderStayEntries(tx, order.id, cancelled.locale);
    const calendar = stays.length ? [stayCalendar('CANCEL', stays, { publicUrl: tx.config.publicUrl, company: tx.config.company.name })] : [];
    await enqueueMail(tx, await orderMail(tx, cancelled, orderCancelledMail, { refund: formatMoney(cancelled, refund, cancelled.currency) }, { attachments: calendar, dedupeKey: `order:${order.id}:cancelled` }));
    const refunds = ids.length ? await tx.manager.getRepository(Payment).find({ where: ids.map((id) => ({ id })), order: { createdAt: 'ASC' } }) : [];
    return { order: cancelled, refunds, replayed: false };
  });
  if (result.replayed || !result.refunds.length) return result;
  await settleRefunds(ctx, result.refunds.map((refund) => refund.id));
  const refunds = await ctx.manager.getRepository(Payment).find({ where: result.refunds.map((refund) => ({ id: refund.id })), order: { createdAt: 'ASC' } });
  const order = await ctx.manager.getRepository(Order).findOneByOrFail({ id: result.order.id });
  return { order, refunds, replayed: false };
}
