import { BOOKING_LEAD_DAYS } from './constants';

/**
 * Business calendar dates. Every date rule — the booking lead, the
 * deposit window, the balance due date, festive periods, flight dates — is about calendar days
 * where the company works, so "today" is read in one time zone and every other date is a plain
 * ISO day (YYYY-MM-DD) computed without time zones. Server and client use these functions only.
 */

/** Where the company works: "today" is today's date here. */
export const BUSINESS_TIME_ZONE = 'Europe/London';
export const DAYS_PER_WEEK = 7;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar day written as YYYY-MM-DD (not 2027-02-30, not a timestamp). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const time = dayStart(value);
  return !Number.isNaN(time) && isoOf(time) === value;
}

/** The last second businessToday formatted and its answer: a date only changes on a whole second. */
let lastToday = { second: NaN, day: '' };

/** Today's date in the business time zone, as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastToday.second) lastToday = { second, day: BUSINESS_DAY.format(now) };
  return lastToday.day;
}

export function addDays(iso: string, days: number): string {
  return isoOf(dayStart(iso) + days * DAY_MS);
}

export function addWeeks(iso: string, weeks: number): string {
  return addDays(iso, weeks * DAYS_PER_WEEK);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS);
}

/** Nights of a stay: the ceiling of the day difference; NaN for unreadable dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
}

/** Every night of a stay: the days from checkIn up to, not including, checkOut (at most `limit`). */
export function eachNight(checkIn: string, checkOut: string, limit = 800): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut && nights.length < limit; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** The earliest bookable check-in: BOOKING_LEAD_DAYS after today. */
export function earliestCheckIn(today: string = businessToday()): string {
  return addDays(today, BOOKING_LEAD_DAYS);
}

/** Whether a check-in respects the minimum booking lead. */
export function meetsBookingLead(checkIn: string, today: string = businessToday()): boolean {
  return checkIn >= earliestCheckIn(today);
}

/**
 * How far ahead a stay may start, in calendar months: rates, availability and the villas
 * themselves are not known further out, and a far-future check-in is usually a typo.
 */
export const BOOKING_HORIZON_MONTHS_DEFAULT = 24;

/**
 * The last bookable check-in: `months` calendar months after today, on the same day of the
 * month, or the month's last day when it is shorter (2026-08-31 + 6 months is 2027-02-28).
 */
export function latestCheckIn(today: string = businessToday(), months: number = BOOKING_HORIZON_MONTHS_DEFAULT): string {
  const month = addMonths(today, months);
  const lastDay = Number(addDays(addMonths(month, 1), -1).slice(8));
  return `${month.slice(0, 8)}${String(Math.min(Number(today.slice(8)), lastDay)).padStart(2, '0')}`;
}

/** Whether a check-in is no later than the last bookable one (the lead is meetsBookingLead's rule). */
export function withinBookingHorizon(checkIn: string, today: string = businessToday(), months: number = BOOKING_HORIZON_MONTHS_DEFAULT): boolean {
  return checkIn <= latestCheckIn(today, months);
}

/** The first day of the month of a day. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (or before) the month of `iso`. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(dayStart(monthStart(iso)));
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  return isoOf(date.getTime());
}

/** A month/day (1-based month) in a year, as YYYY-MM-DD. */
export function isoDay(year: number, month: number, day: number): string {
  return isoOf(Date.UTC(year, month - 1, day));
}
