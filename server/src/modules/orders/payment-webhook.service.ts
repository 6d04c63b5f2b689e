import type { RequestContext } from '../../graphql/context';
import { inTransaction } from '../../graphql/context';
import { paymentProviderFor } from '../payments/payment-provider';
import type { PaymentEvent } from '../payments/payment-provider.types';
import { recordChargeTaken } from './order-payments';
import { moveStatus } from './order-status';
import { sql } from '../../db/sql';

export interface WebhookReceipt {
  received: true;
  /** True when this event id was applied before (providers retry webhooks). */
  duplicate: boolean;
}

/**
 * A provider's webhook: the signature is verified first (bad ones change nothing), then each
 * event id is applied at most once. A pending payment that completes confirms its order and
 * bookings; one that fails cancels them, which frees the dates.
 */
export async function receivePaymentWebhook(ctx: RequestContext, rawBody: Buffer, signature: string): Promise<WebhookReceipt> {
  const provider = paymentProviderFor(ctx.config);
  const event = provider.parseWebhook(rawBody, signature);
  return inTransaction(ctx, async (tx) => {
    const { rows: fresh } = await sql(tx, `INSERT INTO payment_events (id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`, [event.id, provider.name, event.type]);
    if (!fresh.length) return { received: true, duplicate: true };
    await applyEvent(tx, event);
    return { received: true, duplicate: false };
  });
}

async function applyEvent(tx: RequestContext, event: PaymentEvent): Promise<void> {
  if (!event.paymentIntentId || !event.status) return;
  const { rows } = await sql<{ id: string; order_id: string; amount: number; status: string }>(
    tx,
    `SELECT id, order_id, amount, status FROM payments WHERE payment_intent_id = $1 AND kind = 'charge' FOR UPDATE`,
    [event.paymentIntentId],
  );
  const payment = rows[0];
  if (!payment) return;
  // Events may arrive late or twice: only a pending payment completes or fails, only a completed one is refunded.
  if (event.status === 'completed' && payment.status === 'pending') {
    await recordChargeTaken(tx, payment.id, null);
  } else if (event.status === 'failed' && payment.status === 'pending') {
    // A failed first payment cancels the held order (its dates are freed); a failed balance payment leaves the order as it was.
    await moveStatus(tx, 'payment', 'failed', { where: { id: payment.id } });
    const cancelled = await moveStatus(tx, 'order', 'cancelled', { where: { id: payment.order_id }, from: ['pending'] });
    if (cancelled.length) await moveStatus(tx, 'booking', 'cancelled', { where: { orderId: payment.order_id }, from: ['pending'] });
  } else if (event.status === 'refunded' && payment.status === 'completed') {
    // Stripe says a refund happened; the charge counts as refunded only once our refund rows give all of it back.
    const { rows: [given] } = await sql<{ refunded: number }>(tx, `SELECT coalesce(sum(amount), 0)::int AS refunded FROM payments WHERE refund_of = $1 AND status = 'completed'`, [payment.id]);
    if (given.refunded >= payment.amount) await moveStatus(tx, 'payment', 'refunded', { where: { id: payment.id } });
  }
}

