import { MIN_GUESTS, nightsBetween, pricePerNight, stayTotal } from '../../../../common/constants';

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

export interface BookingEstimate {
  nights: number;
  pricePerNight: number;
  total: number;
}

/** Nights = ceiling of the day difference; total = round(weekly / 7) × nights; null below 1 night. */
export function bookingEstimate(weeklyPrice: number, checkIn: string, checkOut: string): BookingEstimate | null {
  if (!checkIn || !checkOut) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!Number.isFinite(nights) || nights < 1) return null;
  return { nights, pricePerNight: pricePerNight(weeklyPrice), total: stayTotal(weeklyPrice, nights) };
}
