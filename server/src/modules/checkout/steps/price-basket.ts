import { randomUUID } from 'node:crypto';
import { BOOKING_LEAD_DAYS, type PaymentOption } from '../../../../../common/constants';
import { businessToday, isIsoDate, meetsBookingLead, withinBookingHorizon } from '../../../../../common/dates';
import type { DiscountCode } from '../../../../../common/discount';
import { DEPOSIT_RULE, orderPlan, type OrderPlan } from '../../../../../common/payment-plan';
import { extraLineTotal, toMinorUnits } from '../../../../../common/pricing';
import { AppError, badInput } from '../../../errors';
import type { RequestContext } from '../../../graphql/context';
import { basketExtras, basketItems, findBasketId } from '../../basket/basket.service';
import type { BasketExtra } from '../../basket/basket-extra.entity';
import type { BasketItem } from '../../basket/basket-item.entity';
import { ratesFor, toCheckoutMinor } from '../../currencies/currency.service';
import type { Extra } from '../../extras/extra.entity';
import { assertChangeoverAtCheckout } from '../../properties/property-changeover';
import type { Property } from '../../properties/property.entity';
import { propertyById } from '../../properties/property.service';
import type { User } from '../../users/user.entity';
import type { CheckoutQuoteInput } from '../checkout.types';
import { usableDiscount } from '../discount.service';
import { basketFingerprint } from './fingerprints';

/** A stay of the order, priced in the checkout currency. */
export interface StayLine {
  item: BasketItem;
  /** The id its booking gets, chosen here so the confirmation can name the booking without reading it back. */
  bookingId: string;
  title: string;
  /** Where the villa is, in the request's language (the guest's calendar entry shows it). */
  location: string;
  pricePerNight: number;
  totalPrice: number;
  /** The villa's refundable damage deposit in the checkout currency (0: none). */
  damageDeposit: number;
}

/** An extra of the order, priced in the checkout currency. */
export interface ExtraLine {
  extraId: string;
  title: string;
  category: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  depositable: boolean;
}

export interface PricedBasket {
  basketId: string | null;
  items: BasketItem[];
  stays: StayLine[];
  extras: ExtraLine[];
  discount: DiscountCode | null;
  plan: OrderPlan;
  /** What the basket holds, for the idempotency key (see fingerprints.ts). */
  fingerprint: string;
}

/** What a villa's stay is checked against at checkout. */
export type StayRules = Pick<Property, 'id' | 'title' | 'location' | 'published' | 'sleeps' | 'minNights' | 'changeoverDay' | 'damageDeposit' | 'currency'>;

/** The basket as checkout reads it: its stays with their villas' rules (same order), and its extras. */
export interface BasketContents {
  basketId: string | null;
  items: BasketItem[];
  properties: (StayRules | null)[];
  extras: { line: BasketExtra; extra: Extra }[];
  /** Per stay, when checkout read it: already booked, blocked or held by another checkout. */
  taken?: boolean[];
}

/** The caller's basket read without locking: for the quote. */
export async function readBasket(ctx: RequestContext): Promise<BasketContents> {
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
export async function priceBasket(ctx: RequestContext, user: User, input: CheckoutQuoteInput, basket: BasketContents): Promise<PricedBasket> {
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

  // A villa's damage deposit is in the villa's currency; only villas that ask for one add theirs.
  const depositCurrencies = properties.flatMap((property) => (property?.damageDeposit ? [property.currency] : []));
  const rates = await ratesFor(ctx, [...items.map((item) => item.currency), ...extras.map((e) => e.extra.currency), ...depositCurrencies]);
  const stays = items.map((item, i) => ({
    item,
    bookingId: randomUUID(),
    title: titleOf(i),
    location: properties[i]?.location ?? '',
    pricePerNight: toCheckoutMinor(item.pricePerNight, item.currency, rates),
    totalPrice: toCheckoutMinor(item.totalPrice, item.currency, rates),
    damageDeposit: properties[i]?.damageDeposit ? toCheckoutMinor(toMinorUnits(properties[i].damageDeposit), properties[i].currency, rates) : 0,
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
    damageDeposit: stays.reduce((sum, stay) => sum + stay.damageDeposit, 0),
    today,
  });
  if (option === 'deposit' && !plan.depositAvailable) {
    if (!items.length && !travelDate) throw badInput('checkout.travelDateForDeposit', 'travelDate');
    throw badInput('checkout.depositNotAllowed', 'paymentOption', { weeks: DEPOSIT_RULE.depositMinWeeksBeforeCheckIn });
  }
  return { basketId, items, stays, extras: extraLines, discount, plan, fingerprint };
}
