import { pgErrorCode, PG_UNIQUE_VIOLATION, sql, sqlParams } from '../../db/sql';
import { AppError, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import { log } from '../../logger';
import { authorize } from '../users/authorization';
import { enqueueMail } from '../mail/mail.service';
import { balancePaidMail } from './orders.mails';
import { recordPayment } from '../../ops/metrics';
import { Payment } from '../payments/payment.entity';
import { paymentProviderFor } from '../payments/payment-provider';
import { isUuid } from '../../db/uuid';
import { LIVE_ORDER_STATUSES } from '../../../../common/order-states';
import { recordChargeTaken } from './order-payments';
import { orderMail } from './order-mail';
import { Order } from './order.entity';

export interface PayBalanceRequest {
  orderId: string;
  paymentMethod: string;
  idempotencyKey: string;
}

export interface OrderPaymentResult {
  order: Order;
  payment: Payment;
  testMode: boolean;
  replayed: boolean;
}

/**
 * The guest pays the open balance of their own order, the same way checkout pays: a short
 * transaction claims the idempotency key as a pending balance payment (one per order in
 * flight, a database constraint), the card is charged outside any transaction, and a second
 * short transaction completes the payment, marks the balance paid and brings an overdue order
 * back to confirmed. A declined card removes the pending payment so the guest can try again.
 */
export async function payBalance(ctx: RequestContext, request: PayBalanceRequest): Promise<OrderPaymentResult> {
  const user = authorize(ctx);
  const provider = paymentProviderFor(ctx.config);
  const claim = await inTransaction(ctx, async (tx) => {
    const order = await lockOwnOrder(tx, user.id, request.orderId);
    const existing = await tx.manager.getRepository(Payment).findOneBy({ orderId: order.id, idempotencyKey: request.idempotencyKey });
    if (existing) {
      if (existing.kind !== 'charge' || existing.instalment !== 'balance') throw new AppError('CONFLICT', 'checkout.idempotencyMismatch', {}, 'idempotencyKey');
      return { order, payment: existing, fresh: false };
    }
    if (!LIVE_ORDER_STATUSES.includes(order.status) || order.balanceAmount <= 0) throw new AppError('CONFLICT', 'order.noBalance', { orderNumber: order.orderNumber });
    try {
      const { values, param } = sqlParams();
      const { rows } = await sql<{ id: string }>(
        tx,
        `INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, instalment, idempotency_key)
         VALUES (${param(order.id)}, ${param(user.id)}, ${param(provider.name)}, ${param(order.balanceAmount)}, ${param(order.currency)}, 'pending', 'charge', 'balance', ${param(request.idempotencyKey)})
         RETURNING id`,
        values,
      );
      return { order, payment: await tx.manager.getRepository(Payment).findOneByOrFail({ id: rows[0].id }), fresh: true };
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', 'order.balanceInProgress', { orderNumber: order.orderNumber });
      throw error;
    }
  });
  if (claim.payment.status !== 'pending' || claim.payment.paymentIntentId) {
    return { order: claim.order, payment: claim.payment, testMode: provider.testMode, replayed: true };
  }

  const providerKey = `balance-${claim.payment.id}`;
  const charge = await provider.charge({
    amount: claim.payment.amount,
    currency: claim.payment.currency,
    paymentMethod: request.paymentMethod,
    idempotencyKey: providerKey,
    description: `Balance of order ${claim.order.orderNumber}`,
    metadata: { orderId: claim.order.id, orderNumber: claim.order.orderNumber, userId: user.id },
  });
  recordPayment(provider.name, charge.outcome);
  if (charge.outcome === 'declined') {
    await sql(ctx, `DELETE FROM payments WHERE id = $1 AND status = 'pending'`, [claim.payment.id]);
    throw new AppError('PAYMENT_DECLINED', charge.reason === 'payment.declined' ? 'payment.balanceDeclined' : charge.reason, { field: 'paymentMethod' }, 'paymentMethod');
  }
  try {
    return await inTransaction(ctx, async (tx) => {
      const order = await lockOwnOrder(tx, user.id, claim.order.id);
      if (!LIVE_ORDER_STATUSES.includes(order.status)) throw new AppError('CONFLICT', 'order.noBalance', { orderNumber: order.orderNumber });
      if (charge.outcome === 'completed') {
        await recordChargeTaken(tx, claim.payment.id, charge.paymentIntentId);
        const paid = await tx.manager.getRepository(Order).findOneByOrFail({ id: order.id });
        await enqueueMail(tx, await orderMail(tx, paid, balancePaidMail, { amount: formatMoney(paid, claim.payment.amount, paid.currency) }));
      } else {
        await sql(tx, `UPDATE payments SET payment_intent_id = $2 WHERE id = $1`, [claim.payment.id, charge.paymentIntentId]);
      }
      return {
        order: await tx.manager.getRepository(Order).findOneByOrFail({ id: order.id }),
        payment: await tx.manager.getRepository(Payment).findOneByOrFail({ id: claim.payment.id }),
        testMode: provider.testMode,
        replayed: false,
      };
    });
  } catch (error) {
    if (charge.outcome === 'completed') {
      await provider.refund(charge.paymentIntentId, providerKey).catch((refundError: unknown) => log().error({ err: refundError, paymentIntentId: charge.paymentIntentId }, 'refund after a failed balance payment failed'));
      await sql(ctx, `DELETE FROM payments WHERE id = $1 AND status = 'pending'`, [claim.payment.id]).catch(() => undefined);
    }
    throw error;
  }
}

/** The user's own order, locked for the change; another user's order is not found, as none would be. */
export async function lockOwnOrder(tx: RequestContext, userId: string | null, orderId: string): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('order.notFound');
  const { rows } = await sql<{ id: string }>(tx, `SELECT id FROM orders WHERE id = $1 ${userId ? 'AND user_id = $2' : ''} FOR UPDATE`, userId ? [orderId, userId] : [orderId]);
  if (!rows.length) throw notFound('order.notFound');
  return tx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
}
