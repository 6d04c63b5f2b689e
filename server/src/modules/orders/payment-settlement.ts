import type { Config } from '../../config';
import { prepared, sql, sqlParams } from '../../db/sql';
import { badInput, notFound } from '../../errors';
import { deriveContext, inTransaction, type RequestContext, type ServiceContext } from '../../graphql/context';
import { Payment } from '../payments/payment.entity';
import { Order } from './order.entity';
import { findMyOrder } from './order.service';
import type { OrderPaymentResult, SettleOrderPaymentInput } from './order.types';
import { isLocale, type Locale } from '../../../../common/locale';
import { localize } from '../../i18n/localize';
import { outboxInsertSql } from '../mail/mail.service';
import { paymentProviderFor } from '../payments/payment-provider';
import type { IntentStatus, ProviderRefund } from '../payments/payment-provider.types';
import { Property } from '../properties/property.entity';
import { confirmationMail } from './confirmation-mail';
import { orderMail, orderStayEntries } from './order-mail';
import { balancePaidMail } from './orders.mails';
import { enqueueMail } from '../mail/mail.service';
import { formatMoney } from '../../i18n/money';
import { expireOrders, refundFailed, takeCharge } from './order-payments';
import { moveOrder, moveStatus } from './order-status';

/**
 * Settling a charge the provider decides later: a payment the browser confirmed (Stripe's Payment
 * Element, 3-D Secure in its frame), or one still processing. The confirmation page
 * (payment-status), the webhook, the reconcile script and the hold-expiry job all come here, in
 * any order and at the same moment: the order's row lock serializes them, and only a charge still
 * pending moves, so whichever comes first confirms (or cancels) the order and the others change
 * nothing and send nothing.
 */

export type SettleContext = ServiceContext & { config: Config };

/** What a settled payment is, as a webhook event or the provider says. */
export type Outcome = 'completed' | 'failed' | 'refunded';

/** Runs `work` in a transaction of its own, or in the caller's. */
export async function transaction<C extends ServiceContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return work(ctx);
  return ctx.manager.connection.transaction((manager) => work(deriveContext(ctx, { manager } as Partial<C>)));
}

/**
 * Where a charge stands at the provider now, outside any transaction (no lock waits for the
 * network): `hint` is what an event says; the provider's answer decides. A charge of ours that
 * failed while still pending is cancelled at the provider first, so it can never be paid later;
 * if it was paid meanwhile, that is the outcome.
 */
export async function currentOutcome(ctx: SettleContext, paymentIntentId: string, hint?: Outcome | null): Promise<Outcome | 'pending'> {
  const provider = paymentProviderFor(ctx.config);
  if (hint === 'refunded') return hint;
  let status: IntentStatus = provider.currentStatus ? await provider.currentStatus(paymentIntentId) : (hint ?? 'pending');
  if (status === 'failed' && provider.cancelIntent) {
    const { rows } = await sql(ctx, `SELECT 1 FROM payments WHERE payment_intent_id = $1 AND kind = 'charge' AND status = 'pending'`, [paymentIntentId]);
    if (rows.length) status = await provider.cancelIntent(paymentIntentId);
  }
  return status;
}

/** What applyOutcome did: the order it touched (null for an intent we do not know) and whether this call moved it. */
export interface Applied {
  orderId: string | null;
  changed: boolean;
}

/**
 * Applies a charge's outcome, in the caller's transaction: the order is locked first, then only a
 * pending charge completes (the order is confirmed with its bookings, the confirmation e-mail
 * queued once, the booked lines leave the basket) or fails (a held order is cancelled, its dates
 * freed at once and its discount code given back; a failed balance payment leaves the order as
 * it was). A completed charge counts as refunded only once our refund rows give all of it back.
 */
export async function applyOutcome(tx: SettleContext, paymentIntentId: string, outcome: Outcome): Promise<Applied> {
  const { rows: [found] } = await sql<{ orderId: string; orderStatus: string }>(
    tx,
    `SELECT o.id AS "orderId", o.status AS "orderStatus" FROM orders o
      WHERE o.id = (SELECT order_id FROM payments WHERE payment_intent_id = $1 AND kind = 'charge' ORDER BY created_at LIMIT 1)
        FOR UPDATE OF o`,
    [paymentIntentId],
  );
  if (!found) return { orderId: null, changed: false };
  const { rows: [payment] } = await sql<{ id: string; amount: number; status: string; instalment: string | null }>(
    tx,
    `SELECT id, amount, status, instalment FROM payments WHERE payment_intent_id = $1 AND kind = 'charge' AND order_id = $2`,
    [paymentIntentId, found.orderId],
  );
  const { orderId } = found;
  if (outcome === 'completed' && payment.status === 'pending') {
    const { taken } = await takeCharge(tx, payment.id, paymentIntentId);
    if (taken && found.orderStatus === 'pending') await confirmationFollows(tx, orderId);
    if (taken && payment.instalment === 'balance') await balancePaidFollows(tx, orderId, payment.amount);
    return { orderId, changed: taken };
  }
  if (outcome === 'failed' && payment.status === 'pending') {
    const moved = await moveOrder(tx, orderId, 'cancelled', { from: ['pending'], with: [{ machine: 'payment', to: 'failed', rows: { where: { id: payment.id } } }] });
    if (moved.order.length) await sql(tx, `DELETE FROM discount_redemptions WHERE order_id = $1`, [orderId]);
    return { orderId, changed: moved.payment.length > 0 };
  }
  if (outcome === 'refunded' && payment.status === 'completed') {
    const { rows: [given] } = await sql<{ refunded: number }>(tx, `SELECT coalesce(sum(amount), 0)::int AS refunded FROM payments WHERE refund_of = $1 AND status = 'completed'`, [payment.id]);
    if (given.refunded >= payment.amount) return { orderId, changed: (await moveStatus(tx, 'payment', 'refunded', { where: { id: payment.id } })).length > 0 };
  }
  return { orderId, changed: false };
}

/**
 * A charge's refunds as the provider has them now (`refunds`, read outside the transaction), applied
 * to our refund rows in the caller's transaction after the charge's order is locked: each is found
 * by the provider's refund id, or by our id in its metadata (a webhook faster than our own record
 * of the id); one that succeeded completes, one that failed fails (refundFailed: the order's
 * refunded amount goes down, its history says so for staff). A refund made at the provider without
 * us (Stripe's dashboard) becomes a completed refund row of its own, with its history row. Answers
 * whether anything changed.
 */
export async function reconcileRefunds(tx: SettleContext, paymentIntentId: string, refunds: readonly ProviderRefund[]): Promise<boolean> {
  const { rows: [charge] } = await sql<{ id: string; orderId: string; userId: string | null; provider: string }>(
    tx,
    `SELECT c.id, c.order_id AS "orderId", c.user_id AS "userId", c.provider FROM payments c
      WHERE c.payment_intent_id = $1 AND c.kind = 'charge' AND c.status IN ('completed', 'refunded')`,
    [paymentIntentId],
  );
  if (!charge) return false;
  await sql(tx, `SELECT 1 FROM orders WHERE id = $1 FOR UPDATE`, [charge.orderId]);
  let changed = false;
  for (const refund of refunds) {
    const { rows: [row] } = await sql<{ id: string; status: string }>(
      tx,
      `UPDATE payments SET provider_refund_id = $2
        WHERE kind = 'refund' AND refund_of = $1 AND (provider_refund_id = $2 OR (provider_refund_id IS NULL AND id::text = $3))
        RETURNING id, status`,
      [charge.id, refund.refundId, refund.ours ?? ''],
    );
    if (!row) {
      if (refund.status === 'failed') continue;
      // Given back at the provider without us: recorded as given, with the order's refunded amount and history.
      await sql(
        tx,
        `WITH refund AS (
           INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, refund_of, reason, provider_refund_id, completed_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'refund', $7, 'Refunded at the payment provider', $8, CASE WHEN $6 = 'completed' THEN now() END)
           RETURNING order_id, amount, currency
         ), history AS (
           INSERT INTO order_events (order_id, kind, amount, currency, actor_user_id, actor_job, detail)
           SELECT order_id, 'refund', amount, currency, NULL, $9::text, jsonb_build_object('providerRefundId', $8::text) FROM refund
         )
         UPDATE orders o SET refunded_amount = o.refunded_amount + r.amount FROM refund r WHERE o.id = r.order_id`,
        [charge.orderId, charge.userId, charge.provider, refund.amount, refund.currency, refund.status, charge.id, refund.refundId, tx.job],
      );
      changed = true;
      continue;
    }
    if (refund.status === 'completed' && row.status === 'pending') changed = (await moveStatus(tx, 'payment', 'completed', { where: { id: row.id }, from: ['pending'] })).length > 0 || changed;
    if (refund.status === 'failed' && (row.status === 'pending' || row.status === 'completed')) changed = (await refundFailed(tx, row.id, refund.failureReason)) || changed;
  }
  return changed;
}

/**
 * A balance the browser paid has just been taken: the "balance received" e-mail, in the language
 * of the checkout, under the key the off-session charge uses too (one per order, however settled).
 */
async function balancePaidFollows(tx: SettleContext, orderId: string, amount: number): Promise<void> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  const locale: Locale = order.locale && isLocale(order.locale) ? order.locale : 'en';
  const mail = await orderMail({ locale, config: tx.config }, order, balancePaidMail, { amount: formatMoney({ locale }, amount, order.currency) }, { dedupeKey: `order:${orderId}:balance-paid` });
  await enqueueMail(tx, mail);
}

/**
 * A held order has just been confirmed outside its checkout request: the confirmation e-mail in
 * the checkout's language, queued in the statement that marks it sent (so once), and the lines
 * it booked leave its owner's basket (whatever else the guest has added since stays).
 */
async function confirmationFollows(tx: SettleContext, orderId: string): Promise<void> {
  const { rows: [order] } = await sql<{
    orderNumber: string;
    leadGuestName: string;
    leadGuestEmail: string;
    totalAmount: number;
    amountPaid: number;
    balanceAmount: number;
    balanceDueDate: string | null;
    locale: string | null;
    stays: { checkIn: string; checkOut: string; guests: number; property: Pick<Property, 'title' | 'translations'> }[];
  }>(
    tx,
    `SELECT o.order_number AS "orderNumber", o.lead_guest_name AS "leadGuestName", o.lead_guest_email AS "leadGuestEmail", o.total_amount AS "totalAmount",
            o.amount_paid AS "amountPaid", o.balance_amount AS "balanceAmount", to_char(o.balance_due_date, 'YYYY-MM-DD') AS "balanceDueDate", o.locale,
            (SELECT coalesce(json_agg(json_build_object('checkIn', b.check_in, 'checkOut', b.check_out, 'guests', b.guests,
                      'property', json_build_object('title', p.title, 'translations', p.translations)) ORDER BY b.check_in, b.id), '[]')
               FROM bookings b JOIN properties p ON p.id = b.property_id WHERE b.order_id = o.id) AS stays
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  const locale: Locale = order.locale && isLocale(order.locale) ? order.locale : 'en';
  const stays = order.stays.map((stay) => ({ ...stay, title: localize(Object.assign(new Property(), stay.property), locale).title }));
  // The stays as the guest's calendar entries, with the SEQUENCE their confirmation has just raised.
  const calendar = await orderStayEntries(tx, orderId, locale);
  const mail = await confirmationMail({ locale, config: tx.config }, order, stays, calendar, `order:${orderId}:confirmation`);
  const { values, param } = sqlParams();
  const id = param(orderId);
  await sql(
    tx,
    prepared(`WITH mailed AS (
       UPDATE orders SET confirmation_mailed_at = now() WHERE id = ${id} AND confirmation_mailed_at IS NULL RETURNING user_id
     ), mail AS (
       ${outboxInsertSql(mail, param, 'EXISTS (SELECT 1 FROM mailed)')}
     ), items AS (
       DELETE FROM cart_items i USING baskets k, bookings b
        WHERE k.user_id = (SELECT user_id FROM orders WHERE id = ${id}) AND i.basket_id = k.id
          AND b.order_id = ${id} AND i.property_id = b.property_id AND i.check_in = b.check_in AND i.check_out = b.check_out
     )
     DELETE FROM cart_extras c USING baskets k, order_extras e
      WHERE k.user_id = (SELECT user_id FROM orders WHERE id = ${id}) AND c.basket_id = k.id AND e.order_id = ${id} AND c.extra_id = e.extra_id`),
    values,
  );
}

/**
 * POST /api/orders/:id/payment-status and settleOrderPayment: the confirmation page, back from
 * the Payment Element (and its 3-D Secure challenge), asks the server to settle the payment as
 * Stripe has it now. Answers the order as it stands, whoever settled it; `replayed` when this
 * call changed nothing (the webhook came first, or there is no outcome yet). Only the order's
 * owner may ask (another user's order is 404, as a missing one).
 */
export async function settleOrderPayment(ctx: RequestContext, input: SettleOrderPaymentInput): Promise<OrderPaymentResult> {
  const order = await findMyOrder(ctx, { id: input.orderId });
  if (!order) throw notFound('order.notFound');
  const payments = ctx.manager.getRepository(Payment);
  const payment = await payments.findOneBy({ orderId: order.id, paymentIntentId: input.paymentIntentId, kind: 'charge' });
  if (!payment) throw badInput('payment.intentId', 'paymentIntentId');
  const { testMode } = paymentProviderFor(ctx.config);
  // Settled already, perhaps by the webhook between reading the order and the payment: the order as it stands now.
  if (payment.status !== 'pending') return { order: await ctx.manager.getRepository(Order).findOneByOrFail({ id: order.id }), payment, testMode, replayed: true };
  const outcome = await currentOutcome(ctx, input.paymentIntentId);
  if (outcome === 'pending') return { order, payment, testMode, replayed: true };
  const { changed } = await inTransaction(ctx, (tx) => applyOutcome(tx, input.paymentIntentId, outcome));
  // As it stands now, whether this call or the webhook (at the same moment) settled it.
  const [now, settled] = await Promise.all([ctx.manager.getRepository(Order).findOneByOrFail({ id: order.id }), payments.findOneByOrFail({ id: payment.id })]);
  return { order: now, payment: settled, testMode, replayed: !changed };
}

/**
 * Held orders whose browser payment never ended (the guest left the Payment Element or its 3-D
 * Secure challenge) once their hold ran out: the PaymentIntent is cancelled at the provider first,
 * so it can never be paid later, then the order expires and its dates are free. One the guest paid
 * meanwhile is confirmed instead; one still processing is left to the webhook. The hold-expiry
 * job runs it. Returns the orders expired.
 */
export async function expireOpenIntents(ctx: SettleContext): Promise<number> {
  const provider = paymentProviderFor(ctx.config);
  if (!provider.cancelIntent) return 0;
  const { rows } = await sql<{ orderId: string; intent: string }>(
    ctx,
    `SELECT o.id AS "orderId", p.payment_intent_id AS intent
       FROM orders o JOIN payments p ON p.order_id = o.id AND p.kind = 'charge' AND p.status = 'pending' AND p.payment_intent_id IS NOT NULL
      WHERE o.status = 'pending' AND o.hold_expires_at < now()
      ORDER BY o.hold_expires_at LIMIT 100`,
  );
  let expired = 0;
  for (const { orderId, intent } of rows) {
    const status = await provider.cancelIntent(intent);
    if (status === 'completed') await transaction(ctx, (tx) => applyOutcome(tx, intent, 'completed'));
    if (status !== 'failed') continue;
    const moved = await transaction(ctx, async (tx) => {
      const { rows: [held] } = await sql(tx, `SELECT 1 FROM orders WHERE id = $1 AND status = 'pending' FOR UPDATE`, [orderId]);
      if (!held) return false;
      await expireOrders(tx, [orderId]);
      return true;
    });
    if (moved) expired += 1;
  }
  return expired;
}
