import type { DataSource } from 'typeorm';
import type { OrderStatus } from '../../../../common/order-states';
import { prepared, sql, sqlParams } from '../../db/sql';
import { deriveContext, jobContext, type RequestContext, type ServiceContext } from '../../graphql/context';
import { log } from '../../logger';
import { paymentProviderFor } from '../payments/payment-provider';
import { issueInvoice } from './invoice.service';
import { moveOrder, moveStatus } from './order-status';

/** A context that can issue documents: the company's details and tax rates come from its configuration. */
type IssuingContext = ServiceContext & Pick<RequestContext, 'config'>;

/**
 * What follows from money moving, in the caller's transaction. Each step goes through the
 * state machine (moveOrder, moveStatus) and keeps the order's amounts, its schedule and its payment rows
 * in step, so a charge and its effects commit together or not at all.
 */

/**
 * A charge was taken: the payment is completed, its instalment paid, the order's paid and
 * balance amounts move, and a pending order (checkout) or an overdue one (balance) becomes
 * confirmed with its held bookings. Returns false when the payment was not pending (a
 * replayed webhook or request): nothing changes twice.
 */
export async function recordChargeTaken(tx: IssuingContext, paymentId: string, paymentIntentId: string | null): Promise<boolean> {
  return (await takeCharge(tx, paymentId, paymentIntentId)).taken;
}

/**
 * recordChargeTaken, optionally only while the payment's order is in `whileOrderIs` (checkout's
 * confirmation: still `pending`, not expired meanwhile). The order is then locked first, in the
 * same statement, and its status is answered whether or not the charge was recorded. With
 * `invoice: 'by caller'` the order this confirmed is answered (`toInvoice`) instead of invoiced
 * here: the caller issues its invoice (issueInvoice) later in the same transaction.
 */
export async function takeCharge(
  tx: IssuingContext,
  paymentId: string,
  paymentIntentId: string | null,
  whileOrderIs?: OrderStatus,
  options: { invoice?: 'here' | 'by caller' } = {},
): Promise<{ taken: boolean; orderStatus: OrderStatus | null; toInvoice: string | null }> {
  // The payment is claimed (only while pending), its instalment paid, the order's amounts moved
  // and the charge written to the order's history, in one statement; then the status moves in a second.
  const { values, param } = sqlParams();
  const payment = param(paymentId);
  const { rows } = await sql<{ orderId: string | null; orderStatus: OrderStatus | null }>(
    tx,
    prepared(`WITH ${whileOrderIs ? `locked AS (SELECT o.id, o.status FROM orders o WHERE o.id = (SELECT order_id FROM payments WHERE id = ${payment}) FOR UPDATE OF o),` : ''}
     payment AS (
       UPDATE payments SET payment_intent_id = coalesce(${param(paymentIntentId)}, payment_intent_id)
        WHERE id = ${payment} AND status = 'pending' ${whileOrderIs ? `AND EXISTS (SELECT 1 FROM locked WHERE status = ${param(whileOrderIs)})` : ''}
       RETURNING order_id, amount, currency, instalment
     ), instalment AS (
       UPDATE order_instalments i SET paid_at = now() FROM payment p WHERE i.order_id = p.order_id AND i.kind = p.instalment AND i.paid_at IS NULL
     ), amounts AS (
       UPDATE orders o SET amount_paid = o.amount_paid + p.amount, balance_amount = o.balance_amount - p.amount,
              balance_due_date = CASE WHEN o.balance_amount - p.amount = 0 THEN NULL ELSE o.balance_due_date END
         FROM payment p WHERE o.id = p.order_id
     ), history AS (
       INSERT INTO order_events (order_id, kind, amount, currency, actor_user_id, actor_job, detail)
       SELECT p.order_id, 'payment', p.amount, p.currency, ${param(tx.user?.id ?? null)}::uuid, ${param(tx.job)}::text, jsonb_build_object('instalment', p.instalment) FROM payment p
     )
     SELECT (SELECT order_id FROM payment) AS "orderId", ${whileOrderIs ? '(SELECT status FROM locked)' : 'NULL'} AS "orderStatus"`),
    values,
  );
  const { orderId, orderStatus } = rows[0];
  if (!orderId) return { taken: false, orderStatus, toInvoice: null };
  // A pending order (checkout) or an overdue one (its balance) is confirmed, and its held bookings with it.
  const moved = await moveOrder(tx, orderId, 'confirmed', { from: ['pending', 'overdue'], with: [{ machine: 'payment', to: 'completed', rows: { where: { id: paymentId } } }] });
  // Confirmation issues the invoice, in the same transaction (once: an order that has one keeps it).
  if (!moved.order.length) return { taken: true, orderStatus, toInvoice: null };
  if (options.invoice === 'by caller') return { taken: true, orderStatus, toInvoice: orderId };
  await issueInvoice(tx, orderId);
  return { taken: true, orderStatus, toInvoice: null };
}

/** A held order (alias `o`) whose time ran out unpaid, not waiting for a provider's confirmation. */
export const STALE_HOLD = `o.status = 'pending' AND o.hold_expires_at < now()
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'pending' AND p.payment_intent_id IS NOT NULL)`;

/**
 * Checkout holds whose time ran out unpaid: the order expires and its bookings are cancelled,
 * which frees the dates; a discount code it claimed is released. Holds waiting for a provider's
 * confirmation (a pending payment with an intent) are left to the webhook. With a villa, only
 * that villa's holds (run before its availability is checked). Returns the orders expired.
 */
export async function expireHolds(ctx: ServiceContext, propertyId?: string): Promise<number> {
  const ofVilla = propertyId ? 'AND EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.property_id = $1)' : '';
  const values = propertyId ? [propertyId] : [];
  if (!ctx.manager.queryRunner?.isTransactionActive) {
    // Most calls (every basket add) find none: a look first, and a transaction only to expire what it found.
    const { rows: [found] } = await sql<{ stale: boolean }>(ctx, `SELECT EXISTS (SELECT 1 FROM orders o WHERE ${STALE_HOLD} ${ofVilla}) AS stale`, values);
    if (!found.stale) return 0;
    return ctx.manager.connection.transaction((manager) => expireHolds(deriveContext(ctx, { manager }), propertyId));
  }
  const { rows } = await sql<{ id: string }>(
    ctx,
    `SELECT o.id FROM orders o
      WHERE ${STALE_HOLD}
        ${ofVilla}
      ORDER BY o.id
      FOR UPDATE OF o SKIP LOCKED`,
    values,
  );
  await expireOrders(ctx, rows.map((row) => row.id));
  return rows.length;
}

/** Who expires a hold in an order's history: the hold-expiry rule, by its job's name, whether the job or a request found the hold stale. */
export const HOLD_EXPIRY_JOB = 'orders.expireHolds';

/**
 * Expires held orders found by expireHolds' query (checkout runs it within its own statement):
 * the order expires, its held bookings are cancelled (the dates are free), its pending payment
 * fails (ORDER_CASCADE) and a discount code it claimed is given back. In the caller's transaction.
 */
export async function expireOrders(ctx: ServiceContext, orderIds: readonly string[]): Promise<void> {
  const rule = deriveContext(ctx, { user: null, job: HOLD_EXPIRY_JOB });
  for (const id of orderIds) {
    await moveOrder(rule, id, 'expired');
    await sql(ctx, `DELETE FROM discount_redemptions WHERE order_id = $1`, [id]);
  }
}

/**
 * Records refunds of `amount` against an order's completed charges, newest charge first, as
 * pending refund rows (the provider is asked after the transaction commits; see settleRefunds).
 * Returns the new rows' ids.
 */
export async function createRefunds(tx: ServiceContext, orderId: string, amount: number, reason: string): Promise<string[]> {
  if (amount <= 0) return [];
  const { rows: charges } = await sql<{ id: string; user_id: string | null; provider: string; currency: string; refundable: number }>(
    tx,
    `SELECT c.id, c.user_id, c.provider, c.currency,
            c.amount - coalesce((SELECT sum(r.amount) FROM payments r WHERE r.refund_of = c.id AND r.status <> 'failed'), 0) AS refundable
       FROM payments c
      WHERE c.order_id = $1 AND c.kind = 'charge' AND c.status IN ('completed', 'refunded')
      ORDER BY c.created_at DESC, c.id`,
    [orderId],
  );
  const ids: string[] = [];
  let left = amount;
  for (const charge of charges) {
    const part = Math.min(left, Number(charge.refundable));
    if (part <= 0) continue;
    const { values, param } = sqlParams();
    const { rows } = await sql<{ id: string }>(
      tx,
      `INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, refund_of, reason)
       VALUES (${param(orderId)}, ${param(charge.user_id)}, ${param(charge.provider)}, ${param(part)}, ${param(charge.currency)}, 'pending', 'refund', ${param(charge.id)}, ${param(reason)})
       RETURNING id`,
      values,
    );
    ids.push(rows[0].id);
    left -= part;
    if (left === 0) break;
  }
  // The order's refunded amount and its history move together.
  const { values, param } = sqlParams();
  const [order, refunded] = [param(orderId), param(amount - left)];
  await sql(
    tx,
    `WITH history AS (
       INSERT INTO order_events (order_id, kind, amount, currency, actor_user_id, actor_job, detail)
       SELECT id, 'refund', ${refunded}::int, currency, ${param(tx.user?.id ?? null)}::uuid, ${param(tx.job)}::text, jsonb_build_object('reason', ${param(reason)}::text)
         FROM orders WHERE id = ${order} AND ${refunded}::int > 0
     )
     UPDATE orders SET refunded_amount = refunded_amount + ${refunded}::int WHERE id = ${order}`,
    values,
  );
  return ids;
}

/**
 * Asks the provider to pay out pending refunds (by id, or every pending one not yet asked for)
 * with our refund row's id in its metadata, and records the provider's refund id and where it
 * stands: given back (completed), on its way (left pending: the webhook's refund.updated, or the
 * reconcile script, settles it), or failed (refundFailed). A refund the provider cannot be asked
 * for now stays pending and the refunds job tries it again; the provider's idempotency key
 * (`refund-<id>`) makes a repeat harmless.
 */
export async function settleRefunds(ctx: ServiceContext & Pick<RequestContext, 'config'>, ids?: readonly string[]): Promise<{ settled: number; failed: number }> {
  const provider = paymentProviderFor(ctx.config);
  const { rows } = await sql<{ id: string; orderId: string; amount: number; intent: string | null }>(
    ctx,
    `SELECT r.id, r.order_id AS "orderId", r.amount, c.payment_intent_id AS intent
       FROM payments r JOIN payments c ON c.id = r.refund_of
      WHERE r.kind = 'refund' AND r.status = 'pending' AND r.provider_refund_id IS NULL ${ids ? 'AND r.id = ANY($1)' : ''}
      ORDER BY r.created_at LIMIT 100`,
    ids ? [ids] : [],
  );
  let settled = 0;
  let failed = 0;
  for (const refund of rows) {
    try {
      const result = refund.intent ? await provider.refund(refund.intent, `refund-${refund.id}`, refund.amount, { refundId: refund.id, orderId: refund.orderId }) : { refundId: null, status: 'completed' as const };
      if (result.refundId) await sql(ctx, `UPDATE payments SET provider_refund_id = $2 WHERE id = $1 AND provider_refund_id IS NULL`, [refund.id, result.refundId]);
      if (result.status === 'completed') await moveStatus(ctx, 'payment', 'completed', { where: { id: refund.id }, from: ['pending'] });
      if (result.status === 'failed') await transactionOf(ctx, (tx) => refundFailed(tx, refund.id, null));
      settled += 1;
    } catch (error) {
      failed += 1;
      log().warn({ err: error, refundId: refund.id }, 'refund not made yet; the refunds job will retry');
    }
  }
  return { settled, failed };
}

/** Runs `work` in the caller's transaction, or in one of its own. */
function transactionOf<C extends ServiceContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return work(ctx);
  return ctx.manager.connection.transaction((manager) => work(deriveContext(ctx, { manager } as Partial<C>)));
}

/**
 * A refund the provider failed (at once, or later after it had succeeded): nothing was given
 * back after all. The refund row fails with the provider's reason, the order's refunded amount
 * goes down by it, and the order's history records it (`refund_failed`, shown to staff), in one
 * statement, once. Returns whether this call failed it.
 */
export async function refundFailed(tx: ServiceContext, refundId: string, reason: string | null): Promise<boolean> {
  const moved = await moveStatus(tx, 'payment', 'failed', { where: { id: refundId }, from: ['pending', 'completed'] });
  if (!moved.length) return false;
  const { values, param } = sqlParams();
  const id = param(refundId);
  await sql(
    tx,
    `WITH refund AS (
       UPDATE payments SET failure_reason = ${param(reason)} WHERE id = ${id} RETURNING order_id, amount, currency
     ), history AS (
       INSERT INTO order_events (order_id, kind, amount, currency, actor_user_id, actor_job, detail)
       SELECT order_id, 'refund_failed', amount, currency, ${param(tx.user?.id ?? null)}::uuid, ${param(tx.job)}::text,
              jsonb_build_object('refundId', ${id}::uuid, 'reason', ${param(reason)}::text) FROM refund
     )
     UPDATE orders o SET refunded_amount = o.refunded_amount - r.amount FROM refund r WHERE o.id = r.order_id`,
    values,
  );
  return true;
}

export const SETTLE_REFUNDS_JOB = 'payments.settleRefunds';

/** The job's entry point: pending refunds, through the provider. */
export function settlePendingRefunds(db: DataSource, config: RequestContext['config']) {
  return settleRefunds({ ...jobContext(db.manager, SETTLE_REFUNDS_JOB), config });
}
