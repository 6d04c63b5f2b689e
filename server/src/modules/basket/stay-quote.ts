import { BOOKING_LEAD_DAYS, MAX_STAY_NIGHTS } from '../../../../common/constants';
import { meetsBookingLead, nightsBetween, withinBookingHorizon } from '../../../../common/dates';
import { toMinorUnits } from '../../../../common/pricing';
import { priceStayBySeason } from '../../../../common/seasonal-pricing';
import { AppError, badInput, notFound } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { isStayFree } from '../bookings/availability.service';
import { parseIsoDate } from '../bookings/stay-dates';
import type { Property } from '../properties/property.entity';
import { assertChangeover } from '../properties/property-changeover';
import { propertyRates, seasonsOf } from '../properties/property-rates.service';
import { findAnyProperty } from '../properties/property.service';

export interface StayRequest {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * A stay the server has checked and priced. Prices are minor units of `currency`; with seasons,
 * `pricePerNight` is the stay's average night, round(total / nights).
 */
export interface StayQuote {
  property: Property;
  checkIn: string;
  checkOut: string;
  guests: number;
  currency: string;
  pricePerNight: number;
  totalNights: number;
  totalPrice: number;
}

/**
 * Checks a requested stay against every booking rule (the changeover day too) and prices it
 * night by night (common/seasonal-pricing): each night costs round(weekly price of its season
 * / 7), or of the villa's base price outside every season.
 * Whatever the client computed is ignored.
 */
export async function quoteStay(ctx: RequestContext, request: StayRequest, options: { exceptBookingId?: string } = {}): Promise<StayQuote> {
  const property = await findAnyProperty(ctx, request.propertyId);
  if (!property) throw notFound('property.notFound');
  // Staff may preview an unpublished villa, but nobody can book one.
  if (!property.published) throw new AppError('CONFLICT', 'basket.propertyUnpublished', { field: 'propertyId' }, 'propertyId');
  const checkIn = parseIsoDate(request.checkIn, 'checkIn');
  const checkOut = parseIsoDate(request.checkOut, 'checkOut');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) throw badInput('booking.checkOutAfterCheckIn', 'checkOut');
  assertChangeover(ctx, property, checkIn, checkOut);
  if (!meetsBookingLead(checkIn)) throw badInput('booking.leadTime', 'checkIn', { days: BOOKING_LEAD_DAYS });
  const months = ctx.config.bookingHorizonMonths;
  if (!withinBookingHorizon(checkIn, undefined, months)) throw badInput('booking.beyondHorizon', 'checkIn', { months });
  if (request.guests > property.sleeps) throw badInput('booking.tooManyGuests', 'guests', { sleeps: property.sleeps });
  if (nights < property.minNights) throw badInput('booking.minNights', 'checkOut', { minNights: property.minNights });
  if (nights > MAX_STAY_NIGHTS) throw badInput('booking.maxNights', 'checkOut', { max: MAX_STAY_NIGHTS });
  if (!(await isStayFree(ctx, property.id, checkIn, checkOut, options.exceptBookingId))) throw new AppError('CONFLICT', 'booking.unavailable', { field: 'checkIn' }, 'checkIn');
  return { property, checkIn, checkOut, guests: request.guests, currency: property.currency, ...(await priceStay(ctx, property, checkIn, checkOut)) };
}

/**
 * What [checkIn, checkOut) costs at the villa's rates today, in minor units of its currency,
 * whether or not it can be booked (the dates a booked stay is moved from, for comparison).
 */
export async function priceStay(ctx: RequestContext, property: Property, checkIn: string, checkOut: string): Promise<Pick<StayQuote, 'pricePerNight' | 'totalNights' | 'totalPrice'>> {
  const seasons = seasonsOf(await propertyRates(ctx, property.id));
  const price = priceStayBySeason({ checkIn, checkOut, baseWeeklyPrice: property.price, seasons })!;
  return { pricePerNight: toMinorUnits(price.pricePerNight), totalNights: price.nights, totalPrice: toMinorUnits(price.total) };
}
