import { CHECKOUT_CURRENCY, CHECKOUT_HOLD_MINUTES } from '../../../../../common/constants';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, prepared, sql, sqlParams } from '../../../db/sql';
import { AppError } from '../../../errors';
import type { RequestContext } from '../../../graphql/context';
import { localize } from '../../../i18n/localize';
import { formatMoney } from '../../../i18n/money';
import { basketExtras } from '../../basket/basket.service';
import { BasketItem } from '../../basket/basket-item.entity';
import { expireOrders, STALE_HOLD } from '../../orders/order-payments';
import type { Order } from '../../orders/order.entity';
import type { PaymentProvider } from '../../payments/payment-provider.types';
import { Property } from '../../properties/property.entity';
import type { User } from '../../users/user.entity';
import type { CheckoutInput } from '../checkout.types';
import { redeemDiscount } from '../discount.service';
import { paymentFingerprint } from './fingerprints';
import { priceBasket, type BasketContents, type PricedBasket, type StayLine, type StayRules } from './price-basket';

/** An order held for its guest and not yet paid: what charging and confirming it need. */
export interface Reservation {
  orderId: string;
  orderNumber: string;
  /** Whose order it is: their basket is emptied once it is confirmed. */
  userId: string;
  /** The pending payment of the amount due now. */
  paymentId: string;
  payNow: number;
  stays: StayLine[];
  /** What the confirmation e-mail says of the order, as reserved (before the charge). */
  order: Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail' | 'totalAmount' | 'damageDepositAmount' | 'balanceDueDate'>;
}

/**
 * The short transaction that claims the idempotency key and holds the dates, in three
 * statements: claim the key and lock the basket; read the basket and expire its villas' stale
 * holds; take the villas' locks and write the bookings (pending, under the exclusion constraint,
 * until CHECKOUT_HOLD_MINUTES from now), extras, amounts, schedule and pending payment. Null
 * when the key was claimed before: that request's order is resumed instead (resume.ts).
 */
export async function reserve(tx: RequestContext, user: User, input: CheckoutInput, provider: PaymentProvider): Promise<Reservation | null> {
  const lead = { name: input.leadGuestName.trim(), email: input.leadGuestEmail.trim() };
  const claimed = await claimKey(tx, user, input, lead);
  if (!claimed) return null;
  const { orderId, orderNumber, basketId } = claimed;

  const basket = await readLockedBasket(tx, basketId);
  const priced = await priceBasket(tx, user, input, basket);
  const { plan, stays, discount } = priced;
  if (input.expectedTotal !== undefined && input.expectedTotal !== null && input.expectedTotal !== plan.totalAmount) {
    throw new AppError('CONFLICT', 'checkout.totalChanged', { total: formatMoney(tx, plan.totalAmount) });
  }
  // A stay already taken when the basket was read fails here, without queueing for its villa's
  // lock (the exclusion constraint still decides every case this check did not see).
  const takenAt = basket.taken?.indexOf(true) ?? -1;
  if (takenAt >= 0) throw unavailable(stays[takenAt]);

  const paymentId = await writeOrder(tx, { orderId, user, input, provider, lead, priced });
  if (discount) await redeemDiscount(tx, discount, user.id, orderId, plan.discountAmount);
  return {
    orderId,
    orderNumber,
    userId: user.id,
    paymentId,
    payNow: plan.payNow,
    stays,
    order: { orderNumber, leadGuestName: lead.name, leadGuestEmail: lead.email, totalAmount: plan.totalAmount, damageDepositAmount: plan.damageDeposit, balanceDueDate: plan.balanceDueDate },
  };
}

/**
 * A reservation that will not be paid (the card was declined, or the charge was given back): the
 * held order goes with its bookings, extras, schedule, payment row and any discount it claimed,
 * so the dates are free, the basket is as it was and the same key may try again.
 */
export async function releaseHold(ctx: RequestContext, orderId: string): Promise<void> {
  await sql(ctx, `DELETE FROM orders WHERE id = $1 AND status = 'pending'`, [orderId]);
}

/**
 * Claims the idempotency key with a new order, and locks the basket. A concurrent request with
 * the same key waits here until the first request's reservation commits, then finds its order
 * (null). Only a claimed key locks the basket, after the claim, so two requests with one key
 * queue on the key, not on each other.
 */
async function claimKey(tx: RequestContext, user: User, input: CheckoutInput, lead: { name: string; email: string }) {
  const { values, param } = sqlParams();
  const userId = param(user.id);
  const { rows: [claimed] } = await sql<{ orderId: string; orderNumber: string; basketId: string | null }>(
    tx,
    prepared(`WITH claim AS (
       INSERT INTO orders (order_number, user_id, idempotency_key, currency, lead_guest_name, lead_guest_email, lead_guest_phone, payment_option, locale, hold_expires_at)
       VALUES ('VB-' || to_char(now(), 'YYYY') || '-' || nextval('order_number_seq'), ${userId}, ${param(input.idempotencyKey)}, ${param(CHECKOUT_CURRENCY)},
               ${param(lead.name)}, ${param(lead.email)}, ${param(input.leadGuestPhone.trim())}, ${param(input.paymentOption)}, ${param(tx.locale)},
               now() + make_interval(mins => ${param(CHECKOUT_HOLD_MINUTES)}))
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING id, order_number
     ), basket AS (
       SELECT b.id FROM baskets b WHERE b.user_id = ${userId} AND EXISTS (SELECT 1 FROM claim) FOR UPDATE OF b
     )
     SELECT claim.id AS "orderId", claim.order_number AS "orderNumber", (SELECT id FROM basket) AS "basketId" FROM claim`),
    values,
  );
  return claimed ?? null;
}

/**
 * Takes the booking lock of each villa in the uuid array `villas` (a placeholder; calendar.service
 * takes the same one for a block), in a fixed order, for the rest of the transaction; one row with
 * their count.
 */
const villaLocksSql = (villas: string) =>
  `SELECT count(pg_advisory_xact_lock(hashtextextended('booking:' || v.property_id, 0))) AS villas
     FROM (SELECT DISTINCT property_id::text AS property_id FROM unnest(${villas}::uuid[]) AS s(property_id) ORDER BY 1) v`;

/** A basket stay as readLockedBasket reads it: the row as JSON (its basket is the one asked for). */
interface StayRow extends Omit<BasketItem, 'basketId' | 'createdAt'> {
  createdAt: string;
  /** Already booked, blocked or held by another checkout (as committed when read). */
  taken: boolean;
  property: (StayRules & { translations: Property['translations'] }) | null;
}

/**
 * The basket (locked by claimKey) with its stays, their villas' rules and whether each is already
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
               'property', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'title', p.title, 'location', p.location, 'published', p.published, 'sleeps', p.sleeps,
                 'minNights', p.min_nights, 'changeoverDay', p.changeover_day, 'damageDeposit', p.damage_deposit, 'currency', p.currency, 'translations', p.translations) END
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
  const items = found.items.map(({ property: _property, taken: _taken, createdAt, ...item }) => Object.assign(new BasketItem(), item, { basketId, createdAt: new Date(createdAt) }));
  const properties = found.items.map(({ property }) => (property ? localize(Object.assign(new Property(), property), tx.locale) : null));
  const extras = found.extraLines ? await basketExtras(tx, basketId) : [];
  return { basketId, items, properties, extras, taken: found.items.map((item) => item.taken) };
}

interface OrderToWrite {
  orderId: string;
  user: User;
  input: CheckoutInput;
  provider: PaymentProvider;
  lead: { name: string; email: string };
  priced: PricedBasket;
}

/**
 * The bookings, held, with the extras, the order's amounts and schedule and its pending payment,
 * in one statement; answers the payment's id. The exclusion constraint on bookings is the
 * guarantee. The bookings are written only once this transaction holds each of their villas'
 * locks (taken in a fixed order, held until it ends): checkouts of one villa queue there, since
 * several checkouts waiting on each other's uncommitted rows of the constraint would deadlock
 * instead of failing cleanly. Taking them in this last statement keeps the queue short.
 */
async function writeOrder(tx: RequestContext, { orderId, user, input, provider, lead, priced }: OrderToWrite): Promise<string> {
  const { plan, extras, discount } = priced;
  const sorted = [...priced.stays].sort(byVillaAndDate);
  const { values, param } = sqlParams();
  const array = (items: unknown[], type: string) => `${param(items)}::${type}[]`;
  const [order, userId, villas, kinds, total] = [param(orderId), param(user.id), param(sorted.map((stay) => stay.item.propertyId)), param(plan.instalments.map((i) => i.kind)), param(plan.totalAmount)];
  const statement = prepared(`WITH locked AS (${villaLocksSql(villas)}), stays AS (
       INSERT INTO bookings (id, order_id, user_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
       SELECT s.id, ${order}, ${userId}, s.property_id, s.check_in, s.check_out, s.guests, s.price_per_night, s.total_nights, s.total_price, 'pending', ${param(lead.name)}, ${param(lead.email)}
         FROM locked, unnest(${array(sorted.map((stay) => stay.bookingId), 'uuid')}, ${villas}::uuid[], ${array(sorted.map((stay) => stay.item.checkIn), 'date')}, ${array(sorted.map((stay) => stay.item.checkOut), 'date')},
                             ${array(sorted.map((stay) => stay.item.guests), 'int')}, ${array(sorted.map((stay) => stay.pricePerNight), 'int')},
                             ${array(sorted.map((stay) => stay.item.totalNights), 'int')}, ${array(sorted.map((stay) => stay.totalPrice), 'int')})
              WITH ORDINALITY AS s(id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, n)
        ORDER BY s.n
     ), extras AS (
       INSERT INTO order_extras (order_id, extra_id, title, category, quantity, unit_price, total_price)
       SELECT ${order}, e.extra_id, e.title, e.category, e.quantity, e.unit_price, e.total_price
         FROM unnest(${array(extras.map((line) => line.extraId), 'uuid')}, ${array(extras.map((line) => line.title), 'text')}, ${array(extras.map((line) => line.category), 'text')},
                     ${array(extras.map((line) => line.quantity), 'int')}, ${array(extras.map((line) => line.unitPrice), 'int')}, ${array(extras.map((line) => line.totalPrice), 'int')})
              AS e(extra_id, title, category, quantity, unit_price, total_price)
     ), amounts AS (
       UPDATE orders SET stays_amount = ${param(plan.staysAmount)}, extras_amount = ${param(plan.extrasAmount)}, discount_amount = ${param(plan.discountAmount)},
              discount_code = ${param(discount?.code ?? null)}, total_amount = ${total}, amount_paid = 0, balance_amount = ${total} + ${param(plan.damageDeposit)}::int,
              damage_deposit_amount = ${param(plan.damageDeposit)}::int,
              balance_due_date = ${param(plan.balanceDueDate)}, travel_date = ${param(priced.items.length ? null : (input.travelDate?.trim() || null))},
              payment_fingerprint = ${param(paymentFingerprint(input))}, basket_fingerprint = ${param(priced.fingerprint)}
        WHERE id = ${order}
     ), schedule AS (
       INSERT INTO order_instalments (order_id, kind, amount, due_date)
       SELECT ${order}, kind, amount, due_date
         FROM unnest(${kinds}::text[], ${array(plan.instalments.map((i) => i.amount), 'int')}, ${array(plan.instalments.map((i) => i.dueDate), 'date')}) AS i(kind, amount, due_date)
     )
     INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, instalment, idempotency_key)
     VALUES (${order}, ${userId}, ${param(provider.name)}, ${param(plan.payNow)}, ${param(CHECKOUT_CURRENCY)}, 'pending', 'charge', ${kinds}[1], ${param(input.idempotencyKey)}) RETURNING id`);
  try {
    const { rows: [payment] } = await sql<{ id: string }>(tx, statement, values);
    return payment.id;
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw unavailable(takenStay(sorted, error));
    throw error;
  }
}

const byVillaAndDate = (a: StayLine, b: StayLine) => a.item.propertyId.localeCompare(b.item.propertyId) || a.item.checkIn.localeCompare(b.item.checkIn);

const unavailable = (stay: StayLine) => new AppError('CONFLICT', 'checkout.unavailable', { property: stay.title, checkIn: stay.item.checkIn, checkOut: stay.item.checkOut });

/** The stay an exclusion violation names (PostgreSQL's detail gives the villa and the dates), else the first. */
function takenStay(stays: StayLine[], error: unknown): StayLine {
  const { detail, driverError } = (error ?? {}) as { detail?: unknown; driverError?: { detail?: unknown } };
  const text = String(detail ?? driverError?.detail ?? '');
  const key = text.slice(0, text.indexOf(' conflicts with'));
  return stays.find((stay) => key.includes(stay.item.propertyId) && key.includes(stay.item.checkIn)) ?? stays.find((stay) => key.includes(stay.item.propertyId)) ?? stays[0];
}
