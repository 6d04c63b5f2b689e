import { createHash } from 'node:crypto';
import { BOOKING_LEAD_DAYS, CHECKOUT_CURRENCY, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS } from '../../../../common/constants';
import { businessToday, meetsBookingLead, withinBookingHorizon } from '../../../../common/dates';
import { DEPOSIT_RULE, depositAvailable, paymentPlan } from '../../../../common/payment-plan';
import { extraLineTotal, fromMinorUnits, toMinorUnits } from '../../../../common/pricing';
import { AppError, badInput } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { log } from '../../logger';
import { authorize } from '../auth/authorization';
import { Booking } from '../bookings/booking.entity';
import { basketExtras, basketItems, findBasketId } from '../cart/cart.service';
import { ratesFor, toCheckoutMinor } from '../cart/money';
import { enqueueMail } from '../mail/mail.service';
import { OrderExtra } from '../orders/order-extra.entity';
import { Order } from '../orders/order.entity';
import { recordCheckout, recordPayment } from '../ops/metrics';
import { moveStatus } from '../orders/order-status';
import { Payment } from '../payments/payment.entity';
import { paymentProviderFor, type PaymentProvider } from '../payments/payment-provider';
import { propertyById } from '../properties/property.service';
import type { User } from '../users/user.entity';
import type { CheckoutInput, CheckoutResult, PaymentSettings } from './checkout.types';
import { sql } from '../../db/sql';

const EXCLUSION_VIOLATION = '23P01';
const MAX_ATTEMPTS = 3;

export function paymentSettings(ctx: RequestContext): PaymentSettings {
  const provider = paymentProviderFor(ctx.config);
  return {
    provider: provider.name,
    testMode: provider.testMode,
    currency: CHECKOUT_CURRENCY,
    ...DEPOSIT_RULE,
    testCards: provider.name === 'test' ? [TEST_CARD_SUCCESS, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS] : [],
  };
}

/**
 * Pays for the signed-in user's basket in one transaction: claim the idempotency key, lock the
 * basket, book every stay (the exclusion constraint re-checks availability and waits for any
 * checkout racing for the same dates), charge the card, record the payment, empty the basket
 * and queue the confirmation e-mail. Any failure rolls all of it back: no order, no booking,
 * no payment row, the basket as it was; a charge already taken is refunded.
 */
export async function checkout(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  try {
    const result = await placeOrderWithRetries(ctx, input);
    recordCheckout('confirmed');
    return result;
  } catch (error) {
    recordCheckout('failed', error);
    throw error;
  }
}

async function placeOrderWithRetries(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  const user = authorize(ctx);
  const provider = paymentProviderFor(ctx.config);
  for (let attempt = 1; ; attempt += 1) {
    let charged: { paymentIntentId: string; key: string } | undefined;
    try {
      return await inTransaction(ctx, (tx) => placeOrder(tx, user, input, provider, (charge) => (charged = charge)));
    } catch (error) {
      if (charged) {
        // The order could not be saved after the money was taken: give it back.
        await provider.refund(charged.paymentIntentId, charged.key).catch((refundError: unknown) => log().error({ err: refundError, paymentIntentId: charged?.paymentIntentId }, 'refund after a failed checkout failed'));
      } else if (isTransient(error) && attempt < MAX_ATTEMPTS) {
        // Nothing was charged and everything was rolled back: run the whole checkout again.
        continue;
      }
      throw error;
    }
  }
}

/** Deadlock or serialization failure: PostgreSQL rolled the transaction back; a retry may succeed. */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
  return code === '40P01' || code === '40001';
}

async function placeOrder(
  tx: RequestContext,
  user: User,
  input: CheckoutInput,
  provider: PaymentProvider,
  onCharged: (charge: { paymentIntentId: string; key: string }) => void,
): Promise<CheckoutResult> {
  // 1. The idempotency key. A concurrent request with the same key waits here until the first
  //    commits (then replays its result) or rolls back (then proceeds itself).
  const { rows: claimed } = await sql<{ id: string; orderNumber: string }>(
    tx,
    `INSERT INTO orders (order_number, user_id, idempotency_key, currency, lead_guest_name, lead_guest_email, lead_guest_phone, payment_option)
       VALUES ('VB-' || to_char(now(), 'YYYY') || '-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING id, order_number AS "orderNumber"`,
    [user.id, input.idempotencyKey, CHECKOUT_CURRENCY, input.leadGuestName.trim(), input.leadGuestEmail.trim(), input.leadGuestPhone.trim(), input.paymentOption],
  );
  // 2. The basket, locked so a concurrent add or a second checkout waits for this one.
  const basketId = await findBasketId(tx, { lock: true });
  const [items, extras] = basketId ? await Promise.all([basketItems(tx, basketId), basketExtras(tx, basketId)]) : [[], []];
  const fingerprint = { payment: paymentFingerprint(input), basket: basketFingerprint(items, extras) };
  if (!claimed.length) return replay(tx, user, input.idempotencyKey, provider, fingerprint, items.length + extras.length === 0);
  const { id: orderId, orderNumber } = claimed[0];
  await sql(tx, `UPDATE orders SET payment_fingerprint = $2, basket_fingerprint = $3 WHERE id = $1`, [orderId, fingerprint.payment, fingerprint.basket]);
  if (!items.length && !extras.length) throw new AppError('BAD_USER_INPUT', 'checkout.emptyBasket');

  // 3. Every stay still bookable online, and the amounts in the checkout currency.
  const today = businessToday();
  const properties = await tx.loaders.get(propertyById).loadMany(items.map((item) => item.propertyId));
  const titleOf = (i: number) => {
    const property = properties[i];
    return property && !(property instanceof Error) ? property.title : '';
  };
  items.forEach((item, i) => {
    if (!meetsBookingLead(item.checkIn, today)) throw new AppError('CONFLICT', 'checkout.leadTime', { property: titleOf(i), days: BOOKING_LEAD_DAYS });
    if (!withinBookingHorizon(item.checkIn, today, tx.config.bookingHorizonMonths)) throw badInput('booking.beyondHorizon', 'checkIn', { months: tx.config.bookingHorizonMonths });
    // The villa's rules may have changed since the stay was added.
    const property = properties[i];
    if (!property || property instanceof Error) return;
    if (item.guests > property.sleeps) throw new AppError('CONFLICT', 'checkout.tooManyGuests', { property: property.title, sleeps: property.sleeps });
    if (item.totalNights < property.minNights) throw new AppError('CONFLICT', 'checkout.minNights', { property: property.title, minNights: property.minNights });
  });
  const rates = await ratesFor(tx, [...items.map((item) => item.currency), ...extras.map((e) => e.extra.currency)]);
  const stays = items.map((item, i) => ({
    item,
    title: titleOf(i),
    pricePerNight: toCheckoutMinor(item.pricePerNight, item.currency, rates),
    totalPrice: toCheckoutMinor(item.totalPrice, item.currency, rates),
  }));
  const extraLines = extras.map(({ line, extra }) => {
    const unitPrice = toCheckoutMinor(toMinorUnits(extra.price), extra.currency, rates);
    return { extraId: extra.id, title: extra.name, category: extra.category, quantity: line.quantity, unitPrice, totalPrice: extraLineTotal(unitPrice, line.quantity) };
  });
  const totalAmount = stays.reduce((sum, s) => sum + s.totalPrice, 0) + extraLines.reduce((sum, e) => sum + e.totalPrice, 0);
  if (input.expectedTotal !== undefined && input.expectedTotal !== null && input.expectedTotal !== totalAmount) {
    throw new AppError('CONFLICT', 'checkout.totalChanged', { total: formatMoney(tx, totalAmount) });
  }

  // 4. Deposit or full payment.
  const checkIns = items.map((item) => item.checkIn);
  if (input.paymentOption === 'deposit' && !depositAvailable(checkIns, today)) {
    throw badInput('checkout.depositNotAllowed', 'paymentOption', { weeks: DEPOSIT_RULE.depositMinWeeksBeforeCheckIn });
  }
  const { payNow, balanceDueDate } = paymentPlan({ option: input.paymentOption, totalMinor: totalAmount, checkIns, today });

  // 5. The bookings. The exclusion constraint is the guarantee. Checkouts of one villa first
  //    queue on a per-villa lock (taken in a fixed order): without it, several checkouts waiting
  //    on each other's uncommitted rows of the constraint deadlock instead of failing cleanly.
  const bookingRepo = tx.manager.getRepository(Booking);
  const sorted = [...stays].sort((a, b) => a.item.propertyId.localeCompare(b.item.propertyId) || a.item.checkIn.localeCompare(b.item.checkIn));
  for (const propertyId of [...new Set(sorted.map((stay) => stay.item.propertyId))]) {
    await sql(tx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`booking:${propertyId}`]);
  }
  const bookings: Booking[] = [];
  for (const stay of sorted) {
    try {
      bookings.push(
        await bookingRepo.save(
          bookingRepo.create({
            orderId,
            userId: user.id,
            propertyId: stay.item.propertyId,
            checkIn: stay.item.checkIn,
            checkOut: stay.item.checkOut,
            guests: stay.item.guests,
            pricePerNight: stay.pricePerNight,
            totalNights: stay.item.totalNights,
            totalPrice: stay.totalPrice,
            status: 'pending',
            guestName: input.leadGuestName.trim(),
            guestEmail: input.leadGuestEmail.trim(),
          }),
        ),
      );
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === EXCLUSION_VIOLATION || (error as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new AppError('CONFLICT', 'checkout.unavailable', { property: stay.title, checkIn: stay.item.checkIn, checkOut: stay.item.checkOut });
      }
      throw error;
    }
  }
  if (extraLines.length) {
    await tx.manager.getRepository(OrderExtra).insert(extraLines.map((line) => ({ ...line, orderId })));
  }

  // 6. The charge: last, once nothing else can fail for a business reason.
  const providerKey = `order-${orderId}`;
  const charge = await provider.charge({
    amount: payNow,
    currency: CHECKOUT_CURRENCY,
    paymentMethod: input.paymentMethod,
    idempotencyKey: providerKey,
    description: `Order ${orderNumber}`,
    metadata: { orderId, orderNumber, userId: user.id },
  });
  recordPayment(provider.name, charge.outcome);
  if (charge.outcome === 'declined') throw new AppError('PAYMENT_DECLINED', charge.reason, { field: 'paymentMethod' }, 'paymentMethod');
  if (charge.outcome === 'completed') onCharged({ paymentIntentId: charge.paymentIntentId, key: providerKey });
  const completed = charge.outcome === 'completed';

  // 7. Payment, order totals and statuses, the emptied basket, the confirmation e-mail.
  const paymentRepo = tx.manager.getRepository(Payment);
  const payment = await paymentRepo.save(
    paymentRepo.create({
      orderId,
      userId: user.id,
      provider: provider.name,
      amount: payNow,
      currency: CHECKOUT_CURRENCY,
      status: completed ? 'completed' : 'pending',
      paymentIntentId: charge.paymentIntentId,
      completedAt: completed ? new Date() : null,
    }),
  );
  const amountPaid = completed ? payNow : 0;
  await tx.manager.update(Order, { id: orderId }, {
    totalAmount,
    amountPaid,
    balanceAmount: totalAmount - amountPaid,
    balanceDueDate: payNow < totalAmount ? balanceDueDate : null,
  });
  if (completed) {
    await moveStatus(tx, 'order', 'confirmed', { where: { id: orderId } });
    await moveStatus(tx, 'booking', 'confirmed', { where: { orderId } });
    for (const booking of bookings) booking.status = 'confirmed';
  }
  if (basketId) {
    await sql(tx, `DELETE FROM cart_items WHERE basket_id = $1`, [basketId]);
    await sql(tx, `DELETE FROM cart_extras WHERE basket_id = $1`, [basketId]);
  }
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  await enqueueMail(tx, confirmationMail(tx, order, stays.map((s) => ({ title: s.title, checkIn: s.item.checkIn, checkOut: s.item.checkOut, guests: s.item.guests }))));
  return { order, bookings, payment, testMode: provider.testMode, replayed: false };
}

interface Fingerprint {
  payment: string;
  basket: string;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What the guest chose to pay: the option and the total they were shown. */
function paymentFingerprint(input: CheckoutInput): string {
  return sha256([input.paymentOption, input.expectedTotal ?? null]);
}

/** What the key pays for: every stay and extra line of the basket, in a stable order. */
function basketFingerprint(items: { propertyId: string; checkIn: string; checkOut: string; guests: number }[], extras: { line: { extraId: string; quantity: number } }[]): string {
  const stays = items.map((item) => [item.propertyId, item.checkIn, item.checkOut, item.guests].join('|')).sort();
  const lines = extras.map(({ line }) => [line.extraId, line.quantity].join('|')).sort();
  return sha256([stays, lines]);
}

/**
 * The stored outcome of the first request with this key, if the retry asks for the same thing:
 * the same payment option and total, and the same basket (or none left, as after the first
 * request emptied it). Anything else reuses a key for a different purchase: 409, nothing charged.
 */
async function replay(tx: RequestContext, user: User, idempotencyKey: string, provider: PaymentProvider, fingerprint: Fingerprint, basketEmpty: boolean): Promise<CheckoutResult> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ userId: user.id, idempotencyKey });
  const { rows: [stored] } = await sql<Partial<Fingerprint>>(tx, `SELECT payment_fingerprint AS payment, basket_fingerprint AS basket FROM orders WHERE id = $1`, [order.id]);
  const samePayment = !stored.payment || stored.payment === fingerprint.payment;
  const sameBasket = !stored.basket || basketEmpty || stored.basket === fingerprint.basket;
  if (!samePayment || !sameBasket) throw new AppError('CONFLICT', 'checkout.idempotencyMismatch', {}, 'idempotencyKey');
  const [bookings, payment] = await Promise.all([
    tx.manager.getRepository(Booking).find({ where: { orderId: order.id }, order: { checkIn: 'ASC' } }),
    tx.manager.getRepository(Payment).findOneOrFail({ where: { orderId: order.id }, order: { createdAt: 'ASC' } }),
  ]);
  return { order, bookings, payment, testMode: provider.testMode, replayed: true };
}

function formatMoney(ctx: RequestContext, minor: number, currency = CHECKOUT_CURRENCY): string {
  return new Intl.NumberFormat(ctx.locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(fromMinorUnits(minor));
}

function confirmationMail(ctx: RequestContext, order: Order, stays: { title: string; checkIn: string; checkOut: string; guests: number }[]) {
  const stayLines = stays.map((s) => translate(ctx.locale, 'checkout.mailStay', { property: s.title, checkIn: s.checkIn, checkOut: s.checkOut, guests: s.guests })).join('\n');
  const balance = order.balanceAmount > 0 ? translate(ctx.locale, 'checkout.mailBalance', { balance: formatMoney(ctx, order.balanceAmount), dueDate: order.balanceDueDate ?? '' }) : '';
  return {
    kind: 'booking-confirmation',
    to: order.leadGuestEmail,
    subject: translate(ctx.locale, 'checkout.confirmationSubject', { orderNumber: order.orderNumber }),
    text: translate(ctx.locale, 'checkout.mailText', {
      name: order.leadGuestName,
      orderNumber: order.orderNumber,
      stays: stayLines,
      total: formatMoney(ctx, order.totalAmount),
      paid: formatMoney(ctx, order.amountPaid),
      balance,
      company: ctx.config.company.name,
    }),
  };
}

