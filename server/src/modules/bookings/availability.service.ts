import { badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { getProperty } from '../properties/property.service';
import { activeBookingOverlaps } from '../properties/availability.sql';
import { daysBetween } from '../../../../common/dates';
import { parseIsoDate } from './stay-dates';
import { sql } from '../../db/sql';
import { expireHolds } from '../orders/order-payments';

/** Longest window one calendar request may ask for. */
const MAX_CALENDAR_DAYS = 731;

export interface BookedRange {
  /** First night (YYYY-MM-DD). */
  checkIn: string;
  /** Departure day (YYYY-MM-DD): free for the next guest's arrival. */
  checkOut: string;
}

/**
 * True when no active booking or block of the villa overlaps [checkIn, checkOut); back-to-back is
 * free. `exceptBookingId`: a booking being moved, whose own dates do not count.
 */
export async function isStayFree(ctx: RequestContext, propertyId: string, checkIn: string, checkOut: string, exceptBookingId?: string): Promise<boolean> {
  await expireHolds(ctx, propertyId);
  const params = exceptBookingId ? [propertyId, checkIn, checkOut, exceptBookingId] : [propertyId, checkIn, checkOut];
  const { rows } = await sql<{ taken: boolean }>(ctx, `SELECT ${activeBookingOverlaps('$1', '$2', '$3', exceptBookingId ? '$4' : undefined)} AS taken`, params);
  return !rows[0].taken;
}

/** The villa's booked ranges that touch the window [from, to), in date order, for a calendar. */
export async function bookedRanges(ctx: RequestContext, propertyId: string, from: string, to: string): Promise<BookedRange[]> {
  await expireHolds(ctx, propertyId);
  const { rows } = await sql<BookedRange>(
    ctx,
    `SELECT to_char(lower(stay), 'YYYY-MM-DD') AS "checkIn", to_char(upper(stay), 'YYYY-MM-DD') AS "checkOut"
       FROM bookings
      WHERE property_id = $1 AND status <> 'cancelled' AND stay && daterange($2::date, $3::date, '[)')
      ORDER BY lower(stay)`,
    [propertyId, from, to],
  );
  return rows;
}

/** bookedRanges for a client's calendar: an unknown villa is NOT_FOUND, the window is checked. */
export async function villaCalendar(ctx: RequestContext, propertyId: string, from: string, to: string): Promise<BookedRange[]> {
  const property = await getProperty(ctx, propertyId);
  parseIsoDate(from, 'from');
  parseIsoDate(to, 'to');
  const days = daysBetween(from, to);
  if (days < 1 || days > MAX_CALENDAR_DAYS) throw badInput('validation.invalid', 'to');
  return bookedRanges(ctx, property.id, from, to);
}
