import { MAX_STAY_NIGHTS } from './constants';
import { addDays, addMonths, daysBetween, earliestCheckIn, latestCheckIn } from './dates';
import { changeoverViolation, isChangeoverDay, weekdayOf } from './seasonal-pricing';

/**
 * Which stays of a villa can be booked, the rules the basket and checkout enforce, for the
 * offers made before a guest picks dates: the weeks of a flexible search, the price calendar and
 * the nearest free stays. A stay is bookable when it starts no sooner than the booking lead and no
 * later than the booking horizon, arrives and leaves on the changeover day (when the villa has
 * one), lasts at least the villa's minimum and at most MAX_STAY_NIGHTS nights, and shares no
 * night with a booking or a block (back-to-back is fine).
 */

/** The villa's rules a stay must keep, besides being free. */
export interface StayRules {
  /** 0 Sunday … 6 Saturday, or null when guests may arrive any day. */
  changeoverDay: number | null;
  minNights: number;
}

/** When stays may start: the business today and the booking horizon in months. */
export interface BookingWindow {
  today: string;
  horizonMonths: number;
}

/** A booked or blocked range of nights: [checkIn, checkOut). */
export interface TakenRange {
  checkIn: string;
  checkOut: string;
}

/** A stay to offer: arrival and departure day. */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** Flexible search: how many stays each villa lists at most. */
export const FLEXIBLE_STAYS_PER_VILLA = 5;
/** The price calendar's default and largest number of weeks (a year). */
export const PRICE_CALENDAR_WEEKS = 52;
export const PRICE_CALENDAR_MAX_WEEKS = 53;
/** How many nearest free stays the villa page offers. */
export const ALTERNATIVE_STAYS = 3;
/** How far before and after the chosen arrival the nearest free stays are looked for. */
export const ALTERNATIVES_SEARCH_DAYS = 120;
/** The weekday calendar weeks start on for a villa without a changeover day: Saturday. */
export const DEFAULT_CALENDAR_WEEKDAY = 6;

/** Whether the stay keeps every rule but availability (lead, horizon, changeover day, length). */
export function keepsStayRules(checkIn: string, nights: number, rules: StayRules, window: BookingWindow): boolean {
  if (!Number.isInteger(nights) || nights < Math.max(1, rules.minNights) || nights > MAX_STAY_NIGHTS) return false;
  // The lead and the horizon (meetsBookingLead, withinBookingHorizon), worked out once per window.
  const { first, last } = checkInBounds(window);
  if (checkIn < first || checkIn > last) return false;
  return changeoverViolation(checkIn, addDays(checkIn, nights), rules.changeoverDay) === null;
}

/** Whether [checkIn, checkOut) shares a night with one of the taken ranges. */
export function overlapsTaken(checkIn: string, checkOut: string, taken: readonly TakenRange[]): boolean {
  return taken.some((range) => range.checkIn < checkOut && checkIn < range.checkOut);
}

/** Whether the stay can be booked: it keeps the rules and is free. */
export function isBookable(checkIn: string, nights: number, rules: StayRules, window: BookingWindow, taken: readonly TakenRange[]): boolean {
  return keepsStayRules(checkIn, nights, rules, window) && !overlapsTaken(checkIn, addDays(checkIn, nights), taken);
}

/** The last window checkInBounds worked out, and its bounds: a search checks a hundred stays against one window. */
let lastBounds: { today: string; horizonMonths: number; bounds: { readonly first: string; readonly last: string } } | undefined;

/** The first and last day a stay may start on: the lead and the horizon. */
export function checkInBounds(window: BookingWindow): { readonly first: string; readonly last: string } {
  if (lastBounds?.today !== window.today || lastBounds.horizonMonths !== window.horizonMonths) {
    lastBounds = { today: window.today, horizonMonths: window.horizonMonths, bounds: { first: earliestCheckIn(window.today), last: latestCheckIn(window.today, window.horizonMonths) } };
  }
  return lastBounds.bounds;
}

/**
 * A month's possible check-ins for flexible search, clipped to the lead and the horizon:
 * `from` … `to` inclusive, or null when no day of the month may be an arrival.
 */
export function monthCheckIns(month: string, window: BookingWindow): { from: string; to: string } | null {
  const start = `${month}-01`;
  const end = addDays(addMonths(start, 1), -1);
  const { first, last } = checkInBounds(window);
  const from = start > first ? start : first;
  const to = end < last ? end : last;
  return from <= to ? { from, to } : null;
}

/** The bookable stays of `nights` nights starting from `from` to `to` (inclusive), earliest first, at most `limit`. */
export function bookableStays(from: string, to: string, nights: number, rules: StayRules, window: BookingWindow, taken: readonly TakenRange[], limit = Infinity): StayDates[] {
  const stays: StayDates[] = [];
  for (let day = from; day <= to && stays.length < limit; day = addDays(day, 1)) {
    if (isBookable(day, nights, rules, window, taken)) stays.push({ checkIn: day, checkOut: addDays(day, nights) });
  }
  return stays;
}

/** The length of a price-calendar week: 7 nights, or the villa's minimum stay (whole weeks with a changeover day). */
export function calendarNights(rules: StayRules): number {
  const minimum = Math.max(1, rules.minNights);
  if (minimum <= 7) return 7;
  return rules.changeoverDay === null ? minimum : Math.ceil(minimum / 7) * 7;
}

/**
 * The price calendar's weeks from `from`: one stay of calendarNights starting on each changeover
 * day (each Saturday without one), `weeks` of them, each with whether it can be booked.
 */
export function calendarWeeks(from: string, weeks: number, rules: StayRules, window: BookingWindow, taken: readonly TakenRange[]): (StayDates & { available: boolean })[] {
  const weekday = rules.changeoverDay ?? DEFAULT_CALENDAR_WEEKDAY;
  const first = addDays(from, (weekday - weekdayOf(from) + 7) % 7);
  const nights = calendarNights(rules);
  return Array.from({ length: weeks }, (_, i) => {
    const checkIn = addDays(first, i * 7);
    return { checkIn, checkOut: addDays(checkIn, nights), available: isBookable(checkIn, nights, rules, window, taken) };
  });
}

/**
 * The bookable stays of the same length nearest to a wanted one (it left out), before or after it,
 * nearest first (the earlier of two as near), at most ALTERNATIVE_STAYS.
 */
export function nearestStays(wanted: StayDates, rules: StayRules, window: BookingWindow, taken: readonly TakenRange[], count = ALTERNATIVE_STAYS): StayDates[] {
  const nights = daysBetween(wanted.checkIn, wanted.checkOut);
  const found: StayDates[] = [];
  for (let distance = 1; distance <= ALTERNATIVES_SEARCH_DAYS && found.length < count; distance += 1) {
    for (const checkIn of [addDays(wanted.checkIn, -distance), addDays(wanted.checkIn, distance)]) {
      if (found.length < count && isChangeoverDay(checkIn, rules.changeoverDay) && isBookable(checkIn, nights, rules, window, taken)) found.push({ checkIn, checkOut: addDays(checkIn, nights) });
    }
  }
  return found;
}

/** The window of taken ranges nearestStays needs to read: [from, to). */
export function nearestStaysWindow(wanted: StayDates): { from: string; to: string } {
  return { from: addDays(wanted.checkIn, -ALTERNATIVES_SEARCH_DAYS), to: addDays(wanted.checkOut, ALTERNATIVES_SEARCH_DAYS) };
}
