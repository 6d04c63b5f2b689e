import { MAX_STAY_NIGHTS } from '../../../../common/constants';
import { calendarWeeks, nearestStays, nearestStaysWindow, PRICE_CALENDAR_WEEKS, type StayRules } from '../../../../common/bookable-stays';
import { addDays, earliestCheckIn, nightsBetween } from '../../../../common/dates';
import { badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { assertValid } from '../../validation';
import { propertyRates, seasonsOf } from '../properties/property-rates.service';
import { getProperty } from '../properties/property.service';
import type { Property } from '../properties/property.entity';
import { bookingWindow, stayOffer } from '../properties/stay-offers';
import type { CalendarWeek, StayOffer } from '../properties/stay-offer.types';
import { bookedRanges } from './availability.service';
import { parseIsoDate } from './stay-dates';
import { AlternativesInput, PriceCalendarInput } from './stay-finder.types';

/*
 * Stays offered on the villa page before the guest picks dates: the price calendar and the
 * nearest free stays. Which stays can be booked is common/bookable-stays (the basket's rules),
 * what they cost is the basket's own pricing (stayOffer), against the villa's bookings and blocks.
 */

const rulesOf = (property: Property): StayRules => ({ changeoverDay: property.changeoverDay, minNights: property.minNights });

/**
 * The villa's price calendar: `weeks` stays (default 52) from the first changeover day (Saturday
 * without one) on or after `from` (default the earliest arrival), each bookable with its total, or not.
 */
export async function priceCalendar(ctx: RequestContext, propertyId: string, input: Partial<PriceCalendarInput> = {}): Promise<CalendarWeek[]> {
  await assertValid(Object.assign(new PriceCalendarInput(), input));
  const property = await getProperty(ctx, propertyId);
  const window = bookingWindow(ctx);
  const from = input.from ? parseIsoDate(input.from, 'from') : earliestCheckIn(window.today);
  const weeks = input.weeks ?? PRICE_CALENDAR_WEEKS;
  const rules = rulesOf(property);
  const frame = calendarWeeks(from, weeks, rules, window, []);
  const [taken, rates] = await Promise.all([bookedRanges(ctx, property.id, frame[0].checkIn, frame[frame.length - 1].checkOut), propertyRates(ctx, property.id)]);
  const seasons = seasonsOf(rates);
  return calendarWeeks(from, weeks, rules, window, taken).map((week) => ({
    ...week,
    total: week.available ? stayOffer(property, seasons, week).total : null,
    currency: property.currency,
  }));
}

/** The bookable stays of the same length nearest to the wanted one (before or after it), nearest first, at most 3. */
export async function alternativeStays(ctx: RequestContext, propertyId: string, input: AlternativesInput): Promise<StayOffer[]> {
  await assertValid(Object.assign(new AlternativesInput(), input));
  const property = await getProperty(ctx, propertyId);
  const checkIn = parseIsoDate(input.checkIn, 'checkIn');
  const checkOut = parseIsoDate(input.checkOut, 'checkOut');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) throw badInput('booking.checkOutAfterCheckIn', 'checkOut');
  if (nights > MAX_STAY_NIGHTS) throw badInput('booking.maxNights', 'checkOut', { max: MAX_STAY_NIGHTS });
  const around = nearestStaysWindow({ checkIn, checkOut });
  const [taken, rates] = await Promise.all([bookedRanges(ctx, property.id, around.from, addDays(around.to, 1)), propertyRates(ctx, property.id)]);
  const seasons = seasonsOf(rates);
  return nearestStays({ checkIn, checkOut }, rulesOf(property), bookingWindow(ctx), taken).map((stay) => stayOffer(property, seasons, stay));
}
