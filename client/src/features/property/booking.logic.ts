import * as z from 'zod/mini';
import { MIN_GUESTS } from '../../../../common/constants';
import { nightsBetween } from '../../../../common/dates';
import { priceStayBySeason, type Season, type SeasonalStayPrice } from '../../../../common/seasonal-pricing';
import { formRule, rule } from '../../lib/form';

const filled = (text: string) => text !== '';
const wholeGuests = (text: string) => /^\s*\d+\s*$/.test(text) && Number(text) >= MIN_GUESTS;

/** A stay: both dates, at least 1 night between them and a whole number of guests (at least 1); message ids. */
export const bookingSchema = z
  .object({
    checkIn: z.string().check(rule(filled, 'booking.error.checkIn')),
    checkOut: z.string().check(rule(filled, 'booking.error.checkOut')),
    /** As typed. */
    guests: z.string().check(rule(wholeGuests, 'booking.error.guests')),
  })
  .check(formRule<{ checkIn: string; checkOut: string }>('checkOut', ({ checkIn, checkOut }) => !checkIn || !checkOut || nightsBetween(checkIn, checkOut) >= 1, 'booking.error.order'));

export type BookingValues = z.infer<typeof bookingSchema>;

export type BookingEstimate = SeasonalStayPrice;

/**
 * The live estimate of the booking form, night by night as the server prices it
 * (common/seasonal-pricing): each night at its season's weekly price / 7, other nights at the
 * villa's. Null below 1 night.
 */
export function bookingEstimate(weeklyPrice: number, checkIn: string, checkOut: string, seasons: readonly Season[] = []): BookingEstimate | null {
  return priceStayBySeason({ checkIn, checkOut, baseWeeklyPrice: weeklyPrice, seasons });
}
