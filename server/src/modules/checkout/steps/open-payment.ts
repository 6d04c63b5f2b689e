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

/** What opening a browser payment needs of a held order. */
export interface HeldOrder {
  orderId: string;
  orderNumber: string;
  userId: string;
  paymentId: string;
  payNow: number;
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
  const { orderId, orderNumber, userId, payNow } = held;
  if (!provider.createIntent) throw new Error(`the ${provider.name} provider takes no payment confirmed in the browser`);
  const intent = await provider
    .createIntent({ amount: payNow, currency: CHECKOUT_CURRENCY, idempotencyKey: providerKeyOf(orderId), description: `Order ${orderNumber}`, metadata: { orderId, orderNumber, userId } })
    .catch(async (error: unknown) => {
      await releaseHold(ctx, orderId);
      throw error;
    });
  const { rows: [saved] } = await sql<{ order: Record<string, unknown>; bookings: Record<string, unknown>[]; payment: Record<string, unknown> }>(
    ctx,
    `WITH payment AS (
       UPDATE payments SET payment_intent_id = $2 WHERE id = $1 AND status = 'pending' RETURNING *
     )
     SELECT (SELECT row_to_json(o) FROM orders o WHERE o.id = $3) AS order,
            (SELECT coalesce(json_agg(b ORDER BY b.check_in, b.id), '[]') FROM bookings b WHERE b.order_id = $3) AS bookings,
            coalesce((SELECT row_to_json(p) FROM payment p), (SELECT row_to_json(p) FROM payments p WHERE p.id = $1)) AS payment`,
    [held.paymentId, intent.paymentIntentId, orderId],
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
