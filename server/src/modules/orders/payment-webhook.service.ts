import { sql } from '../../db/sql';
import { deriveContext, type RequestContext } from '../../graphql/context';
import { log } from '../../logger';
import { paymentProviderFor } from '../payments/payment-provider';
import type { PaymentEvent } from '../payments/payment-provider.types';
import { applyOutcome, currentOutcome, reconcileRefunds, transaction, type SettleContext } from './payment-settlement';

/** Who acts, in an order's history, when the payment provider's webhook moves it. */
export const PAYMENT_WEBHOOK_ACTOR = 'payments.webhook';

export interface WebhookReceipt {
  received: true;
  /** True when this event id was applied before (providers retry webhooks). */
  duplicate: boolean;
}

/**
 * A provider's webhook: the signature is verified first (bad ones change nothing), then the event
 * is applied (applyPaymentEvent).
 */
export async function receivePaymentWebhook(ctx: RequestContext, rawBody: Buffer, signature: string): Promise<WebhookReceipt> {
  const parsed = paymentProviderFor(ctx.config).parseWebhook(rawBody, signature);
  const { duplicate } = await applyPaymentEvent(deriveContext(ctx, { job: PAYMENT_WEBHOOK_ACTOR }), parsed);
  return { received: true, duplicate };
}

/**
 * One provider event, from the webhook or the reconcile script: each event id is applied at most
 * once, by the payment's current status at the provider (read outside the transaction), with the
 * event id stored in the same transaction as its effects. A pending payment that completes
 * confirms its order and bookings; one that fails cancels them, which frees the dates. An event
 * with no outcome yet is not recorded, so its redelivery can still apply it; an event for an
 * intent we do not know is recorded, logged and otherwise ignored. `applied` says whether this
 * call changed an order.
 */
export async function applyPaymentEvent(ctx: SettleContext, event: PaymentEvent): Promise<{ duplicate: boolean; applied: boolean }> {
  const provider = paymentProviderFor(ctx.config);
  const outcome = event.paymentIntentId && event.status ? await currentOutcome(ctx, event.paymentIntentId, event.status) : null;
  if (outcome === 'pending') return { duplicate: false, applied: false };
  // A refund moved (charge.refunded, refund.updated): the charge's refunds as the provider has them now.
  const refunds = outcome === 'refunded' && event.paymentIntentId && provider.listRefunds ? await provider.listRefunds(event.paymentIntentId) : null;
  return transaction(ctx, async (tx) => {
    const { rows: fresh } = await sql(tx, `INSERT INTO payment_events (id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`, [event.id, provider.name, event.type]);
    if (!fresh.length) return { duplicate: true, applied: false };
    if (!outcome || !event.paymentIntentId) return { duplicate: false, applied: false };
    const reconciled = refunds ? await reconcileRefunds(tx, event.paymentIntentId, refunds) : false;
    const { orderId, changed: moved } = await applyOutcome(tx, event.paymentIntentId, outcome);
    const changed = moved || reconciled;
    if (!orderId) log().info({ eventId: event.id, type: event.type, paymentIntentId: event.paymentIntentId }, 'payment event for an intent we do not know: acknowledged');
    return { duplicate: false, applied: changed };
  });
}
