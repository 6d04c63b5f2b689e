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
  /** The test card or PaymentMethod to charge now; none with Stripe: the browser confirms a PaymentIntent (openBalancePayment). */
  paymentMethod?: string | null;
  idempotencyKey: string;
}

export interface OrderPaymentResult {
  order: Order;
  payment: Payment;
  testMode: boolean;
  replayed: boolean;
  /** A balance the browser pays: the client secret of its PaymentIntent for the Payment Element. */
  clientSecret?: string | null;
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
  const { paymentMethod } = request;
  if (!paymentMethod) return openBalancePayment(ctx, request);
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
    paymentMethod,
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
        await enqueueMail(tx, await orderMail(tx, paid, balancePaidMail, { amount: formatMoney(paid, claim.payment.amount, paid.currency) }, { dedupeKey: `order:${paid.id}:balance-paid` }));
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

/**
 * Stripe: the balance paid in the browser (the link of the "balance action required" e-mail, or
 * the account's pay button), in two steps as checkout's. This call claims the attempt's key as a
 * pending balance payment for the amount the server computed (the open balance) and answers a
 * PaymentIntent for it, created under the payment's own key (`balance-<payment id>`), so a retry
 * of the attempt, or a dialog opened again on another device while one is in flight, gets the
 * same intent back. The Payment Element confirms it (3-D Secure in Stripe's frame), and the
 * payment is settled like checkout's (payment-status or the webhook, exactly once): the balance
 * paid, an overdue order confirmed again, the "balance received" e-mail once. If Stripe cannot be
 * asked, the claim is removed and nothing is charged.
 */
async function openBalancePayment(ctx: RequestContext, request: PayBalanceRequest): Promise<OrderPaymentResult> {
  const user = authorize(ctx);
  const provider = paymentProviderFor(ctx.config);
  const { createIntent, intentSecret } = provider;
  // Only a provider whose payments the browser confirms takes a balance without a card.
  if (!createIntent || !intentSecret) throw new AppError('BAD_USER_INPUT', 'checkout.paymentMethod', { field: 'paymentMethod' }, 'paymentMethod');
  const claim = await inTransaction(ctx, async (tx) => {
    const order = await lockOwnOrder(tx, user.id, request.orderId);
    const payments = tx.manager.getRepository(Payment);
    const existing = await payments.findOneBy({ orderId: order.id, idempotencyKey: request.idempotencyKey });
    if (existing) {
      if (existing.kind !== 'charge' || existing.instalment !== 'balance') throw new AppError('CONFLICT', 'checkout.idempotencyMismatch', {}, 'idempotencyKey');
      return { order, payment: existing, fresh: false };
    }
    if (!LIVE_ORDER_STATUSES.includes(order.status) || order.balanceAmount <= 0) throw new AppError('CONFLICT', 'order.noBalance', { orderNumber: order.orderNumber });
    // One balance payment in flight per order: a browser payment already open is the one to confirm.
    const open = await payments.findOne({ where: { orderId: order.id, kind: 'charge', instalment: 'balance', status: 'pending' } });
    if (open?.paymentIntentId) return { order, payment: open, fresh: false };
    if (open) throw new AppError('CONFLICT', 'order.balanceInProgress', { orderNumber: order.orderNumber });
    const { rows } = await sql<{ id: string }>(
      tx,
      `INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, instalment, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, 'pending', 'charge', 'balance', $6) RETURNING id`,
      [order.id, user.id, provider.name, order.balanceAmount, order.currency, request.idempotencyKey],
    );
    return { order, payment: await payments.findOneByOrFail({ id: rows[0].id }), fresh: true };
  });
  const { order, payment } = claim;
  if (payment.status !== 'pending') return { order, payment, testMode: provider.testMode, replayed: true, clientSecret: null };
  if (payment.paymentIntentId) {
    return { order, payment, testMode: provider.testMode, replayed: !claim.fresh, clientSecret: await intentSecret.call(provider, payment.paymentIntentId) };
  }
  const intent = await createIntent
    .call(provider, {
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: `balance-${payment.id}`,
      description: `Balance of order ${order.orderNumber}`,
      metadata: { orderId: order.id, orderNumber: order.orderNumber, userId: user.id },
    })
    .catch(async (error: unknown) => {
      await sql(ctx, `DELETE FROM payments WHERE id = $1 AND status = 'pending' AND payment_intent_id IS NULL`, [payment.id]);
      throw error;
    });
  await sql(ctx, `UPDATE payments SET payment_intent_id = $2 WHERE id = $1 AND payment_intent_id IS NULL`, [payment.id, intent.paymentIntentId]);
  return {
    order,
    payment: await ctx.manager.getRepository(Payment).findOneByOrFail({ id: payment.id }),
    testMode: provider.testMode,
    replayed: !claim.fresh,
    clientSecret: intent.clientSecret,
  };
}

/** The user's own order, locked for the change; another user's order is not found, as none would be. */
export async function lockOwnOrder(tx: RequestContext, userId: string | null, orderId: string): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('order.notFound');
  const { rows } = await sql<{ id: string }>(tx, `SELECT id FROM orders WHERE id = $1 ${userId ? 'AND user_id = $2' : ''} FOR UPDATE`, userId ? [orderId, userId] : [orderId]);
  if (!rows.length) throw notFound('order.notFound');
  return tx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
}
