import { CHECKOUT_CURRENCY } from '../../../../../common/constants';
import { AppError } from '../../../errors';
import type { RequestContext } from '../../../graphql/context';
import { log } from '../../../logger';
import { recordPayment } from '../../../ops/metrics';
import type { ChargeResult, PaymentProvider } from '../../payments/payment-provider.types';
import { releaseHold, type Reservation } from './reserve';

/** A charge the provider accepted: the money is taken (completed), or the provider confirms it later (pending). */
export type AcceptedCharge = Exclude<ChargeResult, { outcome: 'declined' }>;

/** The provider's idempotency key for an order's charge: every attempt to pay one order charges under it, so never twice. */
export const providerKeyOf = (orderId: string) => `order-${orderId}`;

/**
 * Asks the provider to charge the amount due now of a reservation, outside any transaction, so
 * no lock is held while the card is charged. A declined card frees the dates and fails on the
 * payment method (402), nothing charged; so does a card the provider refuses to try (an
 * AppError). Any other failure may or may not have charged: the hold stays, a retry with the
 * same key resumes it under the same provider key, and otherwise it expires.
 */
export async function charge(ctx: RequestContext, provider: PaymentProvider, reservation: Reservation, paymentMethod: string): Promise<AcceptedCharge> {
  const { orderId, orderNumber, userId, payNow } = reservation;
  const result = await provider
    .charge({
      amount: payNow,
      currency: CHECKOUT_CURRENCY,
      paymentMethod,
      idempotencyKey: providerKeyOf(orderId),
      description: `Order ${orderNumber}`,
      metadata: { orderId, orderNumber, userId },
    })
    .catch(async (error: unknown) => {
      if (error instanceof AppError) await releaseHold(ctx, orderId);
      throw error;
    });
  recordPayment(provider.name, result.outcome);
  if (result.outcome === 'declined') {
    await releaseHold(ctx, orderId);
    throw new AppError('PAYMENT_DECLINED', result.reason, { field: 'paymentMethod' }, 'paymentMethod');
  }
  return result;
}

/**
 * A charge whose order could not be confirmed: the money taken is given back, and once it is
 * back the dates are freed. A refund that fails is logged, and the held order is kept (its hold
 * expires). A pending charge has taken nothing yet: nothing to give back.
 */
export async function refundUnconfirmed(ctx: RequestContext, provider: PaymentProvider, reservation: Reservation, charged: AcceptedCharge): Promise<void> {
  if (charged.outcome !== 'completed') return;
  const refunded = await provider.refund(charged.paymentIntentId, providerKeyOf(reservation.orderId)).then(
    () => true,
    (refundError: unknown) => (log().error({ err: refundError, paymentIntentId: charged.paymentIntentId }, 'refund after a failed checkout failed'), false),
  );
  if (refunded) await releaseHold(ctx, reservation.orderId).catch(() => undefined);
}
