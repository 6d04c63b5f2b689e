import { CHECKOUT_CURRENCY } from '../../../../../common/constants';
import { entityFromJson } from '../../../db/hydrate';
import { sql } from '../../../db/sql';
import type { RequestContext } from '../../../graphql/context';
import { Booking } from '../../bookings/booking.entity';
import { Order } from '../../orders/order.entity';
import { Payment } from '../../payments/payment.entity';
import type { PaymentProvider } from '../../payments/payment-provider.types';
import type { CheckoutResult } from '../checkout.types';
import { providerKeyOf } from './charge';
import { releaseHold } from './reserve';
import { translate } from '../../../i18n/messages';

/** What opening a browser payment needs of a held order. */
export interface HeldOrder {
  orderId: string;
  orderNumber: string;
  userId: string;
  paymentId: string;
  payNow: number;
  /** With the guest's consent, who the card is saved for (a Stripe customer is made for the order). */
  saveCardFor?: { email: string; name: string } | null;
}

/**
 * The first of two steps when the browser confirms the payment (Stripe's Payment Element, 3-D
 * Secure in its frame): a PaymentIntent for the amount due now that the server computed, under
 * the order's key (a retry of the attempt gets the same intent), with the order in its metadata,
 * outside any transaction. The order stays pending with its dates held until the payment is
 * settled (the confirmation page's payment-status call or the webhook); a hold whose payment
 * never ends is cancelled at the provider and expires. If the provider cannot be asked, the hold
 * is released and nothing is charged.
 */
export async function openPayment(ctx: RequestContext, provider: PaymentProvider, held: HeldOrder): Promise<CheckoutResult> {
  const { orderId, orderNumber, userId, payNow, saveCardFor } = held;
  const { createIntent, createCustomer } = provider;
  if (!createIntent) throw new Error(`the ${provider.name} provider takes no payment confirmed in the browser`);
  const opened = async () => {
    // With consent, the card is saved on a customer of the order's own, for the balance (setup_future_usage: off_session).
    const customer = saveCardFor && createCustomer ? await createCustomer.call(provider, { ...saveCardFor, idempotencyKey: `customer-${providerKeyOf(orderId)}` }) : null;
    const intent = await createIntent.call(provider, {
      amount: payNow,
      currency: CHECKOUT_CURRENCY,
      idempotencyKey: providerKeyOf(orderId),
      description: `Order ${orderNumber}`,
      metadata: { orderId, orderNumber, userId },
      ...(customer ? { saveCardFor: customer } : {}),
    });
    return { ...intent, customer };
  };
  const intent = await opened().catch(async (error: unknown) => {
    await releaseHold(ctx, orderId);
    throw error;
  });
  const consent = intent.customer ? translate(ctx.locale, 'checkout.saveCardConsent') : null;
  const { rows: [saved] } = await sql<{ order: Record<string, unknown>; bookings: Record<string, unknown>[]; payment: Record<string, unknown> }>(
    ctx,
    `WITH payment AS (
       UPDATE payments SET payment_intent_id = $2 WHERE id = $1 AND status = 'pending' RETURNING *
     ), consent AS (
       UPDATE orders SET card_consent = $4, card_consent_at = now(), stripe_customer_id = $5 WHERE id = $3 AND $4::text IS NOT NULL AND card_consent IS NULL
     )
     SELECT (SELECT row_to_json(o) FROM orders o WHERE o.id = $3) AS order,
            (SELECT coalesce(json_agg(b ORDER BY b.check_in, b.id), '[]') FROM bookings b WHERE b.order_id = $3) AS bookings,
            coalesce((SELECT row_to_json(p) FROM payment p), (SELECT row_to_json(p) FROM payments p WHERE p.id = $1)) AS payment`,
    [held.paymentId, intent.paymentIntentId, orderId, consent, intent.customer],
  );
  return {
    order: entityFromJson(ctx.manager, Order, saved.order),
    bookings: saved.bookings.map((row) => entityFromJson(ctx.manager, Booking, row)),
    payment: entityFromJson(ctx.manager, Payment, saved.payment),
    testMode: provider.testMode,
    replayed: false,
    clientSecret: intent.clientSecret,
  };
}
