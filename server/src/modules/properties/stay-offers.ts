import DataLoader from 'dataloader';
import { DEFAULT_NIGHTS, MAX_STAY_NIGHTS } from '../../../../common/constants';
import { businessToday } from '../../../../common/dates';
import { keepsStayRules, monthCheckIns, type BookingWindow, type StayDates } from '../../../../common/bookable-stays';
import { priceStayBySeason, type Season } from '../../../../common/seasonal-pricing';
import { badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { defineLoader } from '../../graphql/loaders';
import type { Property } from './property.entity';
import type { PropertyFilter } from './property.types';
import type { StayOffer } from './stay-offer.types';

/** Today and the booking horizon as the basket and checkout check them. */
export function bookingWindow(ctx: RequestContext): BookingWindow {
  return { today: businessToday(), horizonMonths: ctx.config.bookingHorizonMonths };
}

/**
 * A stay offered before the guest picks it, priced exactly as the basket's quote prices it (and
 * so as checkout charges it): night by night by the villa's seasons, in whole units of its currency.
 */
export function stayOffer(property: Pick<Property, 'price' | 'currency'>, seasons: readonly Season[], stay: StayDates): StayOffer {
  const price = priceStayBySeason({ checkIn: stay.checkIn, checkOut: stay.checkOut, baseWeeklyPrice: property.price, seasons })!;
  return { checkIn: stay.checkIn, checkOut: stay.checkOut, total: price.total, currency: property.currency };
}

/** A flexible search as the SQL runs it: check-ins from `from` to `to` (inclusive) of `nights` nights; `from` null when the month has none. */
export interface FlexibleSearch {
  month: string;
  nights: number;
  from: string | null;
  to: string | null;
  window: BookingWindow;
}

/** The flexible part of a filter (month and nights), checked; null without a month. */
export function flexibleSearch(ctx: RequestContext, filter: PropertyFilter): FlexibleSearch | null {
  if (!filter.month) return null;
  if (filter.checkIn) throw badInput('search.monthWithCheckIn', 'month');
  const nights = filter.nights ?? DEFAULT_NIGHTS;
  if (nights > MAX_STAY_NIGHTS) throw badInput('validation.max', 'nights', { max: MAX_STAY_NIGHTS });
  const window = bookingWindow(ctx);
  const range = monthCheckIns(filter.month, window);
  return { month: filter.month, nights, from: range?.from ?? null, to: range?.to ?? null, window };
}

/**
 * Whether a stay of the flexible search keeps the villa's rules (the SQL found it free): the
 * same rules the basket checks, so nothing the quote would refuse is offered.
 */
export function keepsFlexibleRules(property: Pick<Property, 'changeoverDay' | 'minNights'>, checkIn: string, search: FlexibleSearch): boolean {
  return keepsStayRules(checkIn, search.nights, { changeoverDay: property.changeoverDay, minNights: property.minNights }, search.window);
}

/** Per request: the stays a flexible search found for each villa of its page (primed by listProperties); [] for any other villa. */
export const flexibleStaysByProperty = defineLoader((_ctx) => new DataLoader<string, StayOffer[]>(async (ids) => ids.map(() => [])));
