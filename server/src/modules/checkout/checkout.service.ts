import { createHash } from 'node:crypto';
import { BOOKING_LEAD_DAYS, CHECKOUT_CURRENCY, CHECKOUT_HOLD_MINUTES, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS, type PaymentOption } from '../../../../common/constants';
import { businessToday, isIsoDate, meetsBookingLead, withinBookingHorizon } from '../../../../common/dates';
import type { DiscountCode } from '../../../../common/discount';
import { DEPOSIT_RULE, orderPlan, type OrderPlan } from '../../../../common/payment-plan';
import { extraLineTotal, toMinorUnits } from '../../../../common/pricing';
import { entityFromJson } from '../../db/hydrate';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, PG_TRANSIENT, prepared, sql } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { translate } from '../../i18n/messages';
import { formatMoney } from '../../i18n/money';
import { log } from '../../logger';
import { authorize } from '../auth/authorization';
import { Booking } from '../bookings/booking.entity';
import { basketExtras, basketItems, findBasketId } from '../cart/cart.service';
import type { CartExtra } from '../cart/cart-extra.entity';
import { CartItem } from '../cart/cart-item.entity';
import { ratesFor, toCheckoutMinor } from '../cart/money';
import type { Extra } from '../extras/extra.entity';
import { outboxInsertSql } from '../mail/mail.service';
import { recordCheckout, recordPayment } from '../ops/metrics';
import { expireOrders, STALE_HOLD, takeCharge } from '../orders/order-payments';
import { Order } from '../orders/order.entity';
import { Payment } from '../payments/payment.entity';
import { paymentProviderFor, type ChargeResult, type PaymentProvider } from '../payments/payment-provider';
import { assertChangeoverAtCheckout } from '../properties/property-changeover';
import { Property } from '../properties/property.entity';
import { propertyById } from '../properties/property.service';
import type { User } from '../users/user.entity';
import type { CheckoutInput, CheckoutQuoteInput, CheckoutResult, PaymentSettings } from './checkout.types';
import { redeemDiscount, usableDiscount } from './discount.service';

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
 * Pays for the signed-in user's basket in three steps, so no lock is held while the card is
 * charged:
 *   1. reserve: one short transaction claims the idempotency key, checks and prices the basket,
 *      and creates the order with its bookings held (pending, under the exclusion constraint)
 *      until CHECKOUT_HOLD_MINUTES from now, its extras, schedule and a pending payment;
 *   2. charge the card, outside any transaction (the provider's key is the order's, so a retry
 *      never charges twice);
 *   3. confirm: a second short transaction completes the payment, confirms the order and its
 *      bookings, empties the basket and queues the confirmation e-mail.
 * A declined card removes the held order (the basket is untouched and the same key may try
 * again); a charge whose confirmation fails is refunded; a hold never confirmed expires (the
 * holds job) and frees the dates.
 */
export async function checkout(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  try {
    const result = await placeOrder(ctx, input);
    recordCheckout('confirmed');
    return result;
  } catch (error) {
    recordCheckout('failed', error);
    throw error;
  }
}

interface Reservation {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  payNow: number;
  stays: StayLine[];
  /** What the confirmation e-mail says of the order, as reserved (before the charge). */
  order: Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail' | 'totalAmount' | 'balanceDueDate'>;
}

type Reserved = { kind: 'replay'; result: CheckoutResult } | ({ kind: 'charge' } & Reservation);

async function placeOrder(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  const user = authorize(ctx);
  const provider = paymentProviderFor(ctx.config);
  const reserved = await withTransientRetries(() => inTransaction(ctx, (tx) => reserve(tx, user, input, provider)));
  if (reserved.kind === 'replay') return reserved.result;

  const providerKey = `order-${reserved.orderId}`;
  const charge = await provider
    .charge({
      amount: reserved.payNow,
      currency: CHECKOUT_CURRENCY,
      paymentMethod: input.paymentMethod,
      idempotencyKey: providerKey,
      description: `Order ${reserved.orderNumber}`,
      metadata: { orderId: reserved.orderId, orderNumber: reserved.orderNumber, userId: user.id },
    })
    .catch(async (error: unknown) => {
      // A card the provider refuses to try (AppError) charged nothing: free the dates. Any other
      // failure may or may not have charged: the hold stays, a retry with the same key resumes
      // it under the same provider key, and otherwise it expires.
      if (error instanceof AppError) await releaseHold(ctx, reserved.orderId);
      throw error;
    });
  recordPayment(provider.name, charge.outcome);
  if (charge.outcome === 'declined') {
    await releaseHold(ctx, reserved.orderId);
    throw new AppError('PAYMENT_DECLINED', charge.reason, { field: 'paymentMethod' }, 'paymentMethod');
  }
  try {
    return await inTransaction(ctx, (tx) => confirm(tx, user, input.idempotencyKey, reserved, charge, provider));
  } catch (error) {
    if (charge.outcome === 'completed') {
      // The order could not be confirmed after the money was taken: give it back and free the dates.
      const refunded = await provider.refund(charge.paymentIntentId, providerKey).then(
        () => true,
        (refundError: unknown) => (log().error({ err: refundError, paymentIntentId: charge.paymentIntentId }, 'refund after a failed checkout failed'), false),
      );
      if (refunded) await releaseHold(ctx, reserved.orderId).catch(() => undefined);
    }
    throw error;
  }
}

/** Runs `work` again (up to MAX_ATTEMPTS) when PostgreSQL rolled it back for a deadlock or serialization failure. */
async function withTransientRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!PG_TRANSIENT.includes(pgErrorCode(error) ?? '') || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

interface StayLine {
  item: CartItem;
  title: string;
  pricePerNight: number;
  totalPrice: number;
}

interface ExtraLine {
  extraId: string;
  title: string;
  category: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  depositable: boolean;
}

interface PricedBasket {
  basketId: string | null;
  items: CartItem[];
  stays: StayLine[];
  extras: ExtraLine[];
  discount: DiscountCode | null;
  plan: OrderPlan;
}

/** What a villa's stay is checked against at checkout. */
type StayRules = Pick<Property, 'id' | 'title' | 'published' | 'sleeps' | 'minNights' | 'changeoverDay'>;

/** The basket as checkout reads it: its stays with their villas' rules (same order), and its extras. */
interface BasketContents {
  basketId: string | null;
  items: CartItem[];
  properties: (StayRules | null)[];
  extras: { line: CartExtra; extra: Extra }[];
  /** Per stay, when checkout read it: already booked, blocked or held by another checkout. */
  taken?: boolean[];
}

/** The caller's basket read without locking: for the quote. */
async function readBasket(ctx: RequestContext): Promise<BasketContents> {
  const basketId = await findBasketId(ctx);
  const [items, extras] = basketId ? await Promise.all([basketItems(ctx, basketId), basketExtras(ctx, basketId)]) : [[], []];
  const properties = await ctx.loaders.get(propertyById).loadMany(items.map((item) => item.propertyId));
  return { basketId, items, extras, properties: properties.map((property) => (property instanceof Error ? null : property)) };
}

/**
 * The basket priced in the checkout currency with the chosen option and discount: every stay
 * still bookable online, the deposit allowed, the discount code usable by this user. The
 * checkout page's quote and the checkout itself both come through here.
 */
async function priceBasket(ctx: RequestContext, user: User, input: CheckoutQuoteInput, basket: BasketContents): Promise<PricedBasket & { fingerprint: string }> {
  const { basketId, items, extras, properties } = basket;
  const fingerprint = basketFingerprint(items, extras);
  if (!items.length && !extras.length) throw new AppError('BAD_USER_INPUT', 'checkout.emptyBasket');

  const today = businessToday();
  const titleOf = (i: number) => properties[i]?.title ?? '';
  items.forEach((item, i) => {
    if (!meetsBookingLead(item.checkIn, today)) throw new AppError('CONFLICT', 'checkout.leadTime', { property: titleOf(i), days: BOOKING_LEAD_DAYS });
    if (!withinBookingHorizon(item.checkIn, today, ctx.config.bookingHorizonMonths)) throw badInput('booking.beyondHorizon', 'checkIn', { months: ctx.config.bookingHorizonMonths });
    // The villa's rules may have changed since the stay was added.
    const property = properties[i];
    if (!property) return;
    if (!property.published) throw new AppError('CONFLICT', 'checkout.unpublished', { property: property.title });
    if (item.guests > property.sleeps) throw new AppError('CONFLICT', 'checkout.tooManyGuests', { property: property.title, sleeps: property.sleeps });
    if (item.totalNights < property.minNights) throw new AppError('CONFLICT', 'checkout.minNights', { property: property.title, minNights: property.minNights });
    assertChangeoverAtCheckout(ctx, property, item.checkIn, item.checkOut);
  });
  const travelDate = items.length ? null : (input.travelDate?.trim() || null);
  if (travelDate !== null && (!isIsoDate(travelDate) || !meetsBookingLead(travelDate, today) || !withinBookingHorizon(travelDate, today, ctx.config.bookingHorizonMonths))) {
    throw badInput('checkout.travelDate', 'travelDate', { days: BOOKING_LEAD_DAYS });
  }

  const rates = await ratesFor(ctx, [...items.map((item) => item.currency), ...extras.map((e) => e.extra.currency)]);
  const stays = items.map((item, i) => ({
    item,
    title: titleOf(i),
    pricePerNight: toCheckoutMinor(item.pricePerNight, item.currency, rates),
    totalPrice: toCheckoutMinor(item.totalPrice, item.currency, rates),
  }));
  const extraLines = extras.map(({ line, extra }) => {
    const unitPrice = toCheckoutMinor(toMinorUnits(extra.price), extra.currency, rates);
    return { extraId: extra.id, title: extra.name, category: extra.category, quantity: line.quantity, unitPrice, totalPrice: extraLineTotal(unitPrice, line.quantity), depositable: extra.depositAvailable };
  });
  const discount = await usableDiscount(ctx, user, input.discountCode);
  // A code takes money off stays; spending it on a basket without any would use it up for nothing.
  if (discount && !stays.length) throw badInput('discount.noStays', 'discountCode', { code: discount.code });
  const option: PaymentOption = input.paymentOption ?? 'full';
  const plan = orderPlan({
    option,
    stays: stays.map((stay) => ({ amount: stay.totalPrice, checkIn: stay.item.checkIn })),
    extras: extraLines.map((line) => ({ amount: line.totalPrice, depositable: line.depositable })),
    discountPercent: discount?.percent ?? 0,
    travelDate,
    today,
  });
  if (option === 'deposit' && !plan.depositAvailable) {
    if (!items.length && !travelDate) throw badInput('checkout.travelDateForDeposit', 'travelDate');
    throw badInput('checkout.depositNotAllowed', 'paymentOption', { weeks: DEPOSIT_RULE.depositMinWeeksBeforeCheckIn });
  }
  return { basketId, items, stays, extras: extraLines, discount, plan, fingerprint };
}

/** What checkout would charge now and later for the basket, without charging: for the checkout page and other clients. */
export async function checkoutQuote(ctx: RequestContext, input: CheckoutQuoteInput): Promise<OrderPlan & { currency: string; discountCode: string | null; discountPercent: number }> {
  const user = authorize(ctx);
  const { plan, discount } = await priceBasket(ctx, user, input, await readBasket(ctx));
  return { ...plan, currency: CHECKOUT_CURRENCY, discountCode: discount?.code ?? null, discountPercent: discount?.percent ?? 0 };
}

/**
 * Step 1: the short transaction that claims the key and holds the dates, in three statements:
 * claim the key and lock the basket; read the basket and take the villas' locks; write the
 * bookings, extras, amounts, schedule and pending payment.
 */
async function reserve(tx: RequestContext, user: User, input: CheckoutInput, provider: PaymentProvider): Promise<Reserved> {
  const leadGuestName = input.leadGuestName.trim();
  const leadGuestEmail = input.leadGuestEmail.trim();
  // The idempotency key. A concurrent request with the same key waits here until the first
  // request's reservation commits, then finds its order. Only a claimed key locks the basket
  // (after the claim, so two requests with one key queue on the key, not on each other).
  const { rows: claimed } = await sql<{ id: string; orderNumber: string; basketId: string | null }>(
    tx,
    prepared(`WITH claim AS (
       INSERT INTO orders (order_number, user_id, idempotency_key, currency, lead_guest_name, lead_guest_email, lead_guest_phone, payment_option, hold_expires_at)
       VALUES ('VB-' || to_char(now(), 'YYYY') || '-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING id, order_number
     ), basket AS (
       SELECT b.id FROM baskets b WHERE b.user_id = $1 AND EXISTS (SELECT 1 FROM claim) FOR UPDATE OF b
     )
     SELECT claim.id, claim.order_number AS "orderNumber", (SELECT id FROM basket) AS "basketId" FROM claim`),
    [user.id, input.idempotencyKey, CHECKOUT_CURRENCY, leadGuestName, leadGuestEmail, input.leadGuestPhone.trim(), input.paymentOption, CHECKOUT_HOLD_MINUTES],
  );
  if (!claimed.length) return resume(tx, user, input, provider);
  const { id: orderId, orderNumber, basketId } = claimed[0];

  const basket = await readLockedBasket(tx, basketId);
  const priced = await priceBasket(tx, user, input, basket);
  const { plan, stays, extras, discount } = priced;
  if (input.expectedTotal !== undefined && input.expectedTotal !== null && input.expectedTotal !== plan.totalAmount) {
    throw new AppError('CONFLICT', 'checkout.totalChanged', { total: formatMoney(tx, plan.totalAmount) });
  }

  // A stay already taken when the basket was read fails here, without queueing for its villa's
  // lock (the exclusion constraint below still decides every case this check did not see).
  const takenAt = basket.taken?.indexOf(true) ?? -1;
  if (takenAt >= 0) {
    const stay = stays[takenAt];
    throw new AppError('CONFLICT', 'checkout.unavailable', { property: stay.title, checkIn: stay.item.checkIn, checkOut: stay.item.checkOut });
  }

  // The bookings, held, with the extras, the order's amounts and schedule and its pending
  // payment, in one statement. The exclusion constraint on bookings is the guarantee. The
  // bookings are written only once this transaction holds each of their villas' locks (taken in
  // a fixed order, held until it ends): checkouts of one villa queue there, since several
  // checkouts waiting on each other's uncommitted rows of the constraint would deadlock instead
  // of failing cleanly. Taking them in this last statement keeps the queue short.
  const sorted = [...stays].sort(byVillaAndDate);
  try {
    const { rows: payment } = await sql<{ id: string }>(
      tx,
      prepared(`WITH locked AS (${villaLocksSql('$21')}), stays AS (
         INSERT INTO bookings (order_id, user_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
         SELECT $1, $14, s.property_id, s.check_in, s.check_out, s.guests, s.price_per_night, s.total_nights, s.total_price, 'pending', $19, $20
           FROM locked, unnest($21::uuid[], $22::date[], $23::date[], $24::int[], $25::int[], $26::int[], $27::int[])
                WITH ORDINALITY AS s(property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, n)
          ORDER BY s.n
       ), extras AS (
         INSERT INTO order_extras (order_id, extra_id, title, category, quantity, unit_price, total_price)
         SELECT $1, e.extra_id, e.title, e.category, e.quantity, e.unit_price, e.total_price
           FROM unnest($28::uuid[], $29::text[], $30::text[], $31::int[], $32::int[], $33::int[]) AS e(extra_id, title, category, quantity, unit_price, total_price)
       ), amounts AS (
         UPDATE orders SET stays_amount = $2, extras_amount = $3, discount_amount = $4, discount_code = $5, total_amount = $6, amount_paid = 0,
                balance_amount = $6, balance_due_date = $7, travel_date = $8, payment_fingerprint = $9, basket_fingerprint = $10
          WHERE id = $1
       ), schedule AS (
         INSERT INTO order_instalments (order_id, kind, amount, due_date)
         SELECT $1, kind, amount, due_date FROM unnest($11::text[], $12::int[], $13::date[]) AS i(kind, amount, due_date)
       )
       INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, instalment, idempotency_key)
       VALUES ($1, $14, $15, $16, $17, 'pending', 'charge', $11[1], $18) RETURNING id`),
      [
        orderId,
        plan.staysAmount,
        plan.extrasAmount,
        plan.discountAmount,
        discount?.code ?? null,
        plan.totalAmount,
        plan.balanceDueDate,
        priced.items.length ? null : (input.travelDate?.trim() || null),
        paymentFingerprint(input),
        priced.fingerprint,
        plan.instalments.map((i) => i.kind),
        plan.instalments.map((i) => i.amount),
        plan.instalments.map((i) => i.dueDate),
        user.id,
        provider.name,
        plan.payNow,
        CHECKOUT_CURRENCY,
        input.idempotencyKey,
        leadGuestName,
        leadGuestEmail,
        sorted.map((stay) => stay.item.propertyId),
        sorted.map((stay) => stay.item.checkIn),
        sorted.map((stay) => stay.item.checkOut),
        sorted.map((stay) => stay.item.guests),
        sorted.map((stay) => stay.pricePerNight),
        sorted.map((stay) => stay.item.totalNights),
        sorted.map((stay) => stay.totalPrice),
        extras.map((line) => line.extraId),
        extras.map((line) => line.title),
        extras.map((line) => line.category),
        extras.map((line) => line.quantity),
        extras.map((line) => line.unitPrice),
        extras.map((line) => line.totalPrice),
      ],
    );
    if (discount) await redeemDiscount(tx, discount, user.id, orderId, plan.discountAmount);
    return {
      kind: 'charge',
      orderId,
      orderNumber,
      paymentId: payment[0].id,
      payNow: plan.payNow,
      stays,
      order: { orderNumber, leadGuestName, leadGuestEmail, totalAmount: plan.totalAmount, balanceDueDate: plan.balanceDueDate },
    };
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) {
      const stay = takenStay(sorted, error);
      throw new AppError('CONFLICT', 'checkout.unavailable', { property: stay.title, checkIn: stay.item.checkIn, checkOut: stay.item.checkOut });
    }
    throw error;
  }
}

/**
 * Takes the booking lock of each villa in the uuid array `param` (calendar.service takes the same
 * one for a block), in a fixed order, for the rest of the transaction; one row with their count.
 */
const villaLocksSql = (param: string) =>
  `SELECT count(pg_advisory_xact_lock(hashtextextended('booking:' || v.property_id, 0))) AS villas
     FROM (SELECT DISTINCT property_id::text AS property_id FROM unnest(${param}::uuid[]) AS s(property_id) ORDER BY 1) v`;

const byVillaAndDate = (a: StayLine, b: StayLine) => a.item.propertyId.localeCompare(b.item.propertyId) || a.item.checkIn.localeCompare(b.item.checkIn);

/** The stay an exclusion violation names (PostgreSQL's detail gives the villa and the dates), else the first. */
function takenStay(stays: StayLine[], error: unknown): StayLine {
  const { detail, driverError } = (error ?? {}) as { detail?: unknown; driverError?: { detail?: unknown } };
  const text = String(detail ?? driverError?.detail ?? '');
  const key = text.slice(0, text.indexOf(' conflicts with'));
  return stays.find((stay) => key.includes(stay.item.propertyId) && key.includes(stay.item.checkIn)) ?? stays.find((stay) => key.includes(stay.item.propertyId)) ?? stays[0];
}

/**
 * The basket (locked by reserve) with its stays, their villas' rules and whether each is already
 * taken, in one statement that also finds the villas' stale holds, which are then expired so
 * their dates are free. Extras are read only when the basket has some.
 */
async function readLockedBasket(tx: RequestContext, basketId: string | null): Promise<BasketContents> {
  if (!basketId) return { basketId, items: [], properties: [], extras: [] };
  const { rows: [found] } = await sql<{ items: StayRow[]; extraLines: number; stale: string[] }>(
    tx,
    prepared(`WITH items AS (
       SELECT * FROM cart_items WHERE basket_id = $1
     ), stale AS (
       SELECT o.id FROM orders o
        WHERE ${STALE_HOLD}
          AND EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.property_id IN (SELECT property_id FROM items))
        ORDER BY o.id
          FOR UPDATE OF o SKIP LOCKED
     )
     SELECT (SELECT coalesce(json_agg(json_build_object(
               'id', i.id, 'propertyId', i.property_id, 'checkIn', i.check_in, 'checkOut', i.check_out, 'guests', i.guests, 'currency', i.currency,
               'pricePerNight', i.price_per_night, 'totalNights', i.total_nights, 'totalPrice', i.total_price, 'createdAt', i.created_at,
               'taken', EXISTS (SELECT 1 FROM bookings b
                                 WHERE b.property_id = i.property_id AND b.status <> 'cancelled' AND b.stay && daterange(i.check_in, i.check_out)
                                   AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = b.order_id AND ${STALE_HOLD})),
               'property', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'title', p.title, 'published', p.published, 'sleeps', p.sleeps,
                 'minNights', p.min_nights, 'changeoverDay', p.changeover_day, 'translations', p.translations) END
             ) ORDER BY i.created_at, i.id), '[]') FROM items i LEFT JOIN properties p ON p.id = i.property_id) AS items,
            (SELECT count(*)::int FROM cart_extras WHERE basket_id = $1) AS "extraLines",
            (SELECT coalesce(json_agg(id), '[]') FROM stale) AS stale`),
    [basketId],
  );
  if (found.stale.length) {
    // Under the villas' locks, which checkouts take before writing bookings: no checkout of these
    // villas can then wait on the rows expired here while this one waits for its lock (a deadlock).
    await sql(tx, `SELECT villas FROM (${villaLocksSql('$1')}) locked`, [found.items.map((item) => item.propertyId)]);
    await expireOrders(tx, found.stale);
  }
  const items = found.items.map(({ property: _property, taken: _taken, createdAt, ...item }) => Object.assign(new CartItem(), item, { basketId, createdAt: new Date(createdAt) }));
  const properties = found.items.map(({ property }) => (property ? localize(Object.assign(new Property(), property), tx.locale) : null));
  const extras = found.extraLines ? await basketExtras(tx, basketId) : [];
  return { basketId, items, properties, extras, taken: found.items.map((item) => item.taken) };
}

/** A basket stay as readLockedBasket reads it. */
interface StayRow {
  id: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  currency: string;
  pricePerNight: number;
  totalNights: number;
  totalPrice: number;
  createdAt: string;
  /** Already booked, blocked or held by another checkout (as committed when read). */
  taken: boolean;
  property: (StayRules & { translations: Property['translations'] }) | null;
}

/**
 * A second request with a key already claimed: the same purchase (same option and total, same
 * basket or none left) answers the first result once it is settled, or carries on charging a
 * reservation still pending (the provider's key makes that charge the same one). A different
 * purchase under the same key is refused: 409, nothing charged.
 */
async function resume(tx: RequestContext, user: User, input: CheckoutInput, provider: PaymentProvider): Promise<Reserved> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ userId: user.id, idempotencyKey: input.idempotencyKey });
  const basketId = await findBasketId(tx, { lock: true });
  const [items, extras] = basketId ? await Promise.all([basketItems(tx, basketId), basketExtras(tx, basketId)]) : [[], []];
  const { rows: [stored] } = await sql<{ payment: string | null; basket: string | null }>(tx, `SELECT payment_fingerprint AS payment, basket_fingerprint AS basket FROM orders WHERE id = $1`, [order.id]);
  const basketEmpty = items.length + extras.length === 0;
  const samePayment = !stored.payment || stored.payment === paymentFingerprint(input);
  const sameBasket = !stored.basket || basketEmpty || stored.basket === basketFingerprint(items, extras);
  if (!samePayment || !sameBasket) throw new AppError('CONFLICT', 'checkout.idempotencyMismatch', {}, 'idempotencyKey');
  if (order.status === 'expired') throw new AppError('CONFLICT', 'checkout.holdExpired', {}, 'idempotencyKey');
  const bookings = await tx.manager.getRepository(Booking).find({ where: { orderId: order.id }, order: { checkIn: 'ASC' } });
  const payment = await tx.manager.getRepository(Payment).findOneOrFail({ where: { orderId: order.id, kind: 'charge' }, order: { createdAt: 'ASC' } });
  if (order.status === 'pending' && payment.status === 'pending' && !payment.paymentIntentId) {
    const titles = await tx.loaders.get(propertyById).loadMany(bookings.map((booking) => booking.propertyId));
    const stays = bookings.map((booking, i) => {
      const property = titles[i];
      const item = { propertyId: booking.propertyId, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests } as CartItem;
      return { item, title: property && !(property instanceof Error) ? property.title : '', pricePerNight: booking.pricePerNight, totalPrice: booking.totalPrice };
    });
    return { kind: 'charge', orderId: order.id, orderNumber: order.orderNumber, paymentId: payment.id, payNow: payment.amount, stays, order };
  }
  return { kind: 'replay', result: { order, bookings, payment, testMode: provider.testMode, replayed: true } };
}

/**
 * Step 3: the short transaction that records the charge and confirms the order: lock the order
 * and record the charge (two statements, see takeCharge), then empty the basket, queue the
 * e-mail and read the order, bookings and payment back in one statement.
 */
async function confirm(tx: RequestContext, user: User, idempotencyKey: string, reserved: Reservation, charge: Exclude<ChargeResult, { outcome: 'declined' }>, provider: PaymentProvider): Promise<CheckoutResult> {
  // The order must still be pending. Otherwise a concurrent retry of the same checkout confirmed
  // it first (answer its result), or its hold ran out.
  const notPending = (status: string | null | undefined) => {
    if (status === 'confirmed') return replayResult(tx, user, idempotencyKey, provider);
    throw new AppError('CONFLICT', 'checkout.holdExpired', {}, 'idempotencyKey');
  };
  if (charge.outcome === 'completed') {
    // Locks the order and records the charge only while it is pending, in one statement.
    const { taken, orderStatus } = await takeCharge(tx, reserved.paymentId, charge.paymentIntentId, 'pending');
    if (!taken) return orderStatus === 'pending' ? replayResult(tx, user, idempotencyKey, provider) : notPending(orderStatus);
  } else {
    const { rows: [current] } = await sql<{ status: string }>(tx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, [reserved.orderId]);
    if (current?.status !== 'pending') return notPending(current?.status);
    // The provider confirms later (webhook): the dates stay held until it does.
    await sql(tx, `WITH p AS (UPDATE payments SET payment_intent_id = $2 WHERE id = $1) UPDATE orders SET hold_expires_at = NULL WHERE id = $3`, [reserved.paymentId, charge.paymentIntentId, reserved.orderId]);
  }
  // What the e-mail says: the amounts recordChargeTaken has just moved (nothing paid yet while the provider confirms).
  const amountPaid = charge.outcome === 'completed' ? reserved.payNow : 0;
  const balanceAmount = reserved.order.totalAmount - amountPaid;
  const mail = confirmationMail(
    tx,
    { ...reserved.order, amountPaid, balanceAmount, balanceDueDate: balanceAmount > 0 ? reserved.order.balanceDueDate : null },
    reserved.stays.map((s) => ({ title: s.title, checkIn: s.item.checkIn, checkOut: s.item.checkOut, guests: s.item.guests })),
  );
  const params: unknown[] = [user.id, reserved.orderId, reserved.paymentId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const { rows: [saved] } = await sql<{ order: Record<string, unknown>; bookings: Record<string, unknown>[]; payment: Record<string, unknown> }>(
    tx,
    // The basket is emptied: what was ordered is no longer in it.
    prepared(`WITH basket AS (SELECT id FROM baskets WHERE user_id = $1),
          items AS (DELETE FROM cart_items WHERE basket_id IN (SELECT id FROM basket)),
          extras AS (DELETE FROM cart_extras WHERE basket_id IN (SELECT id FROM basket)),
          mail AS (${outboxInsertSql(mail, param)})
     SELECT (SELECT row_to_json(o) FROM orders o WHERE o.id = $2) AS order,
            (SELECT coalesce(json_agg(b ORDER BY b.check_in, b.id), '[]') FROM bookings b WHERE b.order_id = $2) AS bookings,
            (SELECT row_to_json(p) FROM payments p WHERE p.id = $3) AS payment`),
    params,
  );
  return {
    order: entityFromJson(tx.manager, Order, saved.order),
    bookings: saved.bookings.map((row) => entityFromJson(tx.manager, Booking, row)),
    payment: entityFromJson(tx.manager, Payment, saved.payment),
    testMode: provider.testMode,
    replayed: false,
    propertyTitles: new Map(reserved.stays.map((stay) => [stay.item.propertyId, stay.title])),
  };
}

async function replayResult(tx: RequestContext, user: User, idempotencyKey: string, provider: PaymentProvider): Promise<CheckoutResult> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ userId: user.id, idempotencyKey });
  const [bookings, payment] = await Promise.all([
    tx.manager.getRepository(Booking).find({ where: { orderId: order.id }, order: { checkIn: 'ASC' } }),
    tx.manager.getRepository(Payment).findOneOrFail({ where: { orderId: order.id, kind: 'charge' }, order: { createdAt: 'ASC' } }),
  ]);
  return { order, bookings, payment, testMode: provider.testMode, replayed: true };
}

/**
 * A declined card: the held order goes (its bookings, extras, schedule, payment row and any
 * discount claimed with it), so the dates are free, the basket is as it was and the same key
 * may try again with another card.
 */
async function releaseHold(ctx: RequestContext, orderId: string): Promise<void> {
  await sql(ctx, `DELETE FROM orders WHERE id = $1 AND status = 'pending'`, [orderId]);
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What the guest chose to pay: the option, the total they were shown and the discount code. */
function paymentFingerprint(input: CheckoutInput): string {
  const code = input.discountCode?.trim().toUpperCase() || null;
  return sha256(code ? [input.paymentOption, input.expectedTotal ?? null, code] : [input.paymentOption, input.expectedTotal ?? null]);
}

/** What the key pays for: every stay and extra line of the basket, in a stable order. */
function basketFingerprint(items: { propertyId: string; checkIn: string; checkOut: string; guests: number }[], extras: { line: { extraId: string; quantity: number } }[]): string {
  const stays = items.map((item) => [item.propertyId, item.checkIn, item.checkOut, item.guests].join('|')).sort();
  const lines = extras.map(({ line }) => [line.extraId, line.quantity].join('|')).sort();
  return sha256([stays, lines]);
}

function confirmationMail(ctx: RequestContext, order: Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail' | 'totalAmount' | 'amountPaid' | 'balanceAmount' | 'balanceDueDate'>, stays: { title: string; checkIn: string; checkOut: string; guests: number }[]) {
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
