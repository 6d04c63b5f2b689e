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

/** Days from 1970-01-01 of 0000-01-01 and of 9999-12-31: the years isoOf writes by arithmetic. */
const FIRST_DAY = -719_528;
const LAST_DAY = 2_932_896;

/**
 * The UTC midnight of a day, in ms. A real YYYY-MM-DD day is worked out by arithmetic (days from
 * the civil date, H. Hinnant's algorithm), anything else by Date.parse as before: a flexible
 * search prices a hundred stays night by night, and parsing and formatting through Date was
 * most of its CPU time.
 */
function dayStart(iso: string): number {
  const day = civilDay(iso);
  return day === undefined ? Date.parse(`${iso}T00:00:00Z`) : day * DAY_MS;
}

/** The YYYY-MM-DD of a UTC time; a whole day of years 0-9999 by arithmetic, else through Date (NaN throws, as toISOString does). */
function isoOf(time: number): string {
  const day = time / DAY_MS;
  if (!Number.isInteger(day) || day < FIRST_DAY || day > LAST_DAY) return new Date(time).toISOString().slice(0, 10);
  // Days since 0000-03-01, in 400-year eras of 146,097 days.
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
}

/** Days from 1970-01-01 of a real YYYY-MM-DD day, or undefined for anything else (Date.parse decides those). */
function civilDay(iso: string): number | undefined {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return undefined;
  const year = digits(iso, 0, 4);
  const month = digits(iso, 5, 7);
  const date = digits(iso, 8, 10);
  if (year < 0 || month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return undefined;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The number written by the decimal digits of text[from, to), or -1 when one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

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
  const from = civilDay(checkIn);
  const to = civilDay(checkOut);
  // Two real days by arithmetic; anything else (a timestamp, nonsense) through Date.parse as before.
  if (from !== undefined && to !== undefined) return to - from;
  return Math.ceil((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
}

/** The weekday of a day, 0 (Sunday) to 6 (Saturday); NaN for an unreadable one. 1970-01-01 was a Thursday. */
export function weekdayOf(iso: string): number {
  const day = civilDay(iso);
  if (day === undefined) return new Date(`${iso}T00:00:00Z`).getUTCDay();
  return (((day + 4) % 7) + 7) % 7;
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
