import type { Locale } from '../../../../common/locale';
import { changeoverViolation } from '../../../../common/seasonal-pricing';
import { AppError, badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import type { Property } from './property.entity';

/** A weekday (0 Sunday … 6 Saturday) by name in the request's language: "Saturday", "Samstag". */
export function weekdayName(locale: Locale, day: number): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));
}

/** Adding a stay: check-in and check-out fall on the villa's changeover day, if it has one (400 naming the date at fault). */
export function assertChangeover(ctx: RequestContext, property: Property, checkIn: string, checkOut: string): void {
  const field = changeoverViolation(checkIn, checkOut, property.changeoverDay);
  if (field) throw badInput('booking.changeover', field, { weekday: weekdayName(ctx.locale, property.changeoverDay!) });
}

/** Checkout: the villa may have got a changeover day since the stay was put in the basket (409). */
export function assertChangeoverAtCheckout(ctx: RequestContext, property: Pick<Property, 'title' | 'changeoverDay'>, checkIn: string, checkOut: string): void {
  const field = changeoverViolation(checkIn, checkOut, property.changeoverDay);
  if (field) throw new AppError('CONFLICT', 'checkout.changeover', { field, property: property.title, weekday: weekdayName(ctx.locale, property.changeoverDay!) }, field);
}
