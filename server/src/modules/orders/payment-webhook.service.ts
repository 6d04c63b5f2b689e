import type { RequestContext } from '../../graphql/context';
import { inTransaction } from '../../graphql/context';
import { paymentProviderFor } from '../payments/payment-provider';
import type { PaymentEvent } from '../payments/payment-provider.types';
import { recordChargeTaken } from './order-payments';
import { moveOrder, moveStatus } from './order-status';
import { sql } from '../../db/sql';

/** Who acts, in an order's history, when the payment provider's webhook moves it. */
export const PAYMENT_WEBHOOK_ACTOR = 'payments.webhook';

export interface WebhookReceipt {
  received: true;
  /** True when this event id was applied before (providers retry webhooks). */
  duplicate: boolean;
}

/**
 * A provider's webhook: the signature is verified first (bad ones change nothing), then each
 * event id is applied at most once, by the payment's current status at the provider. A pending
 * payment that completes confirms its order and bookings; one that fails cancels them, which
 * frees the dates.
 */
export async function receivePaymentWebhook(ctx: RequestContext, rawBody: Buffer, signature: string): Promise<WebhookReceipt> {
  const provider = paymentProviderFor(ctx.config);
  const parsed = provider.parseWebhook(rawBody, signature);
  // A payment's outcome is read from the provider as it stands now, outside the transaction (no
  // lock waits for the network): a late "failed" never cancels a payment that has since succeeded.
  const outcome = parsed.paymentIntentId && (parsed.status === 'completed' || parsed.status === 'failed') && provider.currentStatus ? await provider.currentStatus(parsed.paymentIntentId) : parsed.status;
  // No outcome yet: the event is acknowledged but not recorded, so its redelivery can still apply it.
  if (outcome === 'pending') return { received: true, duplicate: false };
  const event: PaymentEvent = { ...parsed, status: outcome };
  return inTransaction(ctx, async (tx) => {
    const { rows: fresh } = await sql(tx, `INSERT INTO payment_events (id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`, [event.id, provider.name, event.type]);
    if (!fresh.length) return { received: true, duplicate: true };
    // No one is signed in to a webhook: the order's history names the provider's webhook as who acted.
    await applyEvent({ ...tx, job: PAYMENT_WEBHOOK_ACTOR }, event);
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
    await moveOrder(tx, payment.order_id, 'cancelled', { from: ['pending'], with: [{ machine: 'payment', to: 'failed', rows: { where: { id: payment.id } } }] });
  } else if (event.status === 'refunded' && payment.status === 'completed') {
    // Stripe says a refund happened; the charge counts as refunded only once our refund rows give all of it back.
    const { rows: [given] } = await sql<{ refunded: number }>(tx, `SELECT coalesce(sum(amount), 0)::int AS refunded FROM payments WHERE refund_of = $1 AND status = 'completed'`, [payment.id]);
    if (given.refunded >= payment.amount) await moveStatus(tx, 'payment', 'refunded', { where: { id: payment.id } });
  }
}

