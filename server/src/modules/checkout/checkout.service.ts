import { CHECKOUT_CURRENCY, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS } from '../../../../common/constants';
import { countFunnel } from '../../ops/funnel-counts';
import { DEPOSIT_RULE, type OrderPlan } from '../../../../common/payment-plan';
import { withTransientRetries } from '../../db/sql';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { authorize } from '../users/authorization';
import { recordCheckout } from '../../ops/metrics';
import { paymentProviderFor } from '../payments/payment-provider';
import type { CheckoutInput, CheckoutQuoteInput, CheckoutResult, PaymentSettings } from './checkout.types';
import { charge, refundUnconfirmed } from './steps/charge';
import { confirm, confirmationOf } from './steps/confirm';
import { priceBasket, readBasket } from './steps/price-basket';
import { reserve } from './steps/reserve';
import { resume, type Resumed } from './steps/resume';
import { openPayment } from './steps/open-payment';
import { AppError } from '../../errors';

export function paymentSettings(ctx: RequestContext): PaymentSettings {
  const provider = paymentProviderFor(ctx.config);
  return {
    provider: provider.name,
    testMode: provider.testMode,
    currency: CHECKOUT_CURRENCY,
    ...DEPOSIT_RULE,
    testCards: provider.name === 'test' ? [TEST_CARD_SUCCESS, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS] : [],
    publishableKey: provider.name === 'stripe' ? (ctx.config.payments.stripePublishableKey ?? null) : null,
    stripeJsUrl: provider.name === 'stripe' ? ctx.config.payments.stripeJsUrl : null,
  };
}

/** What checkout would charge now and later for the basket, without charging: for the checkout page and other clients. */
export async function checkoutQuote(ctx: RequestContext, input: CheckoutQuoteInput): Promise<OrderPlan & { currency: string; discountCode: string | null; discountPercent: number }> {
  const user = authorize(ctx);
  const { plan, discount } = await priceBasket(ctx, user, input, await readBasket(ctx));
  return { ...plan, currency: CHECKOUT_CURRENCY, discountCode: discount?.code ?? null, discountPercent: discount?.percent ?? 0 };
}

/**
 * Pays for the signed-in user's basket in three steps (steps/), so no lock is held while the
 * card is charged: reserve the basket's order in one short transaction (or resume the one a
 * retry with the same idempotency key reserved), charge the card outside any transaction, then
 * confirm the order in a second short transaction. A declined card removes the held order (the
 * basket is untouched and the same key may try again); a charge whose confirmation fails is
 * refunded; a hold never confirmed expires (the holds job) and frees the dates.
 */
export async function checkout(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  countFunnel(ctx, 'checkout-start');
  try {
    const result = await placeOrder(ctx, input);
    recordCheckout('confirmed');
    return result;
  } catch (error) {
    recordCheckout('failed', error);
    throw error;
  }
}

async function placeOrder(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  const user = authorize(ctx);
  const provider = paymentProviderFor(ctx.config);
  // Only a provider whose payments the browser confirms (Stripe) takes a checkout without a card.
  if (!input.paymentMethod && !provider.createIntent) throw new AppError('BAD_USER_INPUT', 'checkout.paymentMethod', { field: 'paymentMethod' }, 'paymentMethod');
  const reserved = await withTransientRetries(() =>
    inTransaction(ctx, async (tx): Promise<Resumed> => {
      const reservation = await reserve(tx, user, input, provider);
      return reservation ? { kind: 'charge', reservation } : resume(tx, user, input, provider);
    }),
  );
  // Without a payment method the browser confirms the payment: the order waits, pending, for it.
  const { paymentMethod } = input;
  if (reserved.kind === 'replay') {
    const { order, payment } = reserved.result;
    const waiting = !paymentMethod && order.status === 'pending' && payment.status === 'pending' && payment.paymentIntentId;
    return waiting ? openPayment(ctx, provider, { orderId: order.id, orderNumber: order.orderNumber, userId: user.id, paymentId: payment.id, payNow: payment.amount }) : reserved.result;
  }
  const { reservation } = reserved;
  if (!paymentMethod) return openPayment(ctx, provider, { ...reservation, saveCardFor: input.saveCard ? { email: reservation.order.leadGuestEmail, name: reservation.order.leadGuestName } : null });
  const charged = await charge(ctx, provider, reservation, paymentMethod);
  try {
    const mail = await confirmationOf(ctx, reservation, charged);
    return await inTransaction(ctx, (tx) => confirm(tx, reservation, charged, provider, mail));
  } catch (error) {
    await refundUnconfirmed(ctx, provider, reservation, charged);
    throw error;
  }
}
