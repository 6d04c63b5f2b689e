import { MIN_GUESTS } from '../../../../common/constants';
import { nightsBetween } from '../../../../common/dates';
import { priceStayBySeason, type Season, type SeasonalStayPrice } from '../../../../common/seasonal-pricing';

export interface BookingValues {
  checkIn: string;
  checkOut: string;
  /** As typed; validated to an integer of at least 1. */
  guests: string;
}

export type BookingErrors = Partial<Record<keyof BookingValues, BookingMessageId>>;

export type BookingMessageId =
  | 'booking.error.checkIn'
  | 'booking.error.checkOut'
  | 'booking.error.guests'
  | 'booking.error.order';

/** Spec section 5, Property booking: one message per field, in the spec's order. */
export function validateBooking(values: BookingValues): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.checkIn) errors.checkIn = 'booking.error.checkIn';
  if (!values.checkOut) errors.checkOut = 'booking.error.checkOut';
  const guests = Number(values.guests);
  if (!/^\s*\d+\s*$/.test(values.guests) || !Number.isInteger(guests) || guests < MIN_GUESTS) errors.guests = 'booking.error.guests';
  if (values.checkIn && values.checkOut && nightsBetween(values.checkIn, values.checkOut) < 1) errors.checkOut = 'booking.error.order';
  return errors;
}

export type BookingEstimate = SeasonalStayPrice;

/**
 * The live estimate of the booking form, night by night as the server prices it
 * (common/seasonal-pricing): each night at its season's weekly price / 7, other nights at the
 * villa's. Null below 1 night.
 */
export function bookingEstimate(weeklyPrice: number, checkIn: string, checkOut: string, seasons: readonly Season[] = []): BookingEstimate | null {
  return priceStayBySeason({ checkIn, checkOut, baseWeeklyPrice: weeklyPrice, seasons });
}
