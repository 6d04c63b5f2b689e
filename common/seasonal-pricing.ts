import { addDays, latestCheckIn, nightsBetween, weekdayOf } from './dates';
import { pricePerNight, type StayPrice } from './pricing';

/** The weekday of a calendar day (dates.ts), here beside the changeover rules that use it. */
export { weekdayOf };

/**
 * Seasonal prices and changeover days, the same rules for the property page's
 * estimate, the basket, checkout, the schedule and the invoice.
 *
 * A season is half-open, like a stay: it covers the nights from `from` up to, not including,
 * `to` (a season 2027-06-05 → 2027-09-04 prices the night of 5 June and the night of 3 September,
 * not the night of 4 September). So seasons that follow one another share a date, as back-to-back
 * stays do. Prices are whole units of the villa's currency per week.
 */
export interface Season {
  /** First night (YYYY-MM-DD). */
  from: string;
  /** The day after the last night (YYYY-MM-DD). */
  to: string;
  weeklyPrice: number;
}

/** A run of consecutive nights of a stay at one weekly price. */
export interface StaySegment {
  /** First night. */
  from: string;
  /** Day after the last night. */
  to: string;
  nights: number;
  weeklyPrice: number;
  /** round(weeklyPrice / 7). */
  pricePerNight: number;
  total: number;
  /** False for nights outside every season (the villa's base weekly price). */
  seasonal: boolean;
}

export interface SeasonalStayPrice extends StayPrice {
  /**
   * The stay's nights at each price, in order. `pricePerNight` of the whole stay is the
   * average, round(total / nights): the one nightly price when there is a single segment.
   */
  segments: StaySegment[];
}

export interface SeasonalStayInput {
  checkIn: string;
  checkOut: string;
  /** The villa's weekly price outside every season. */
  baseWeeklyPrice: number;
  seasons: readonly Season[];
}

/** The season a night falls in, or null outside every season. */
export function seasonOf(night: string, seasons: readonly Season[]): Season | null {
  return seasons.find((season) => season.from <= night && night < season.to) ?? null;
}

/**
 * A stay priced night by night: each night costs round(weekly price of the season it falls in
 * / 7), nights outside every season round(base weekly price / 7). Null when the dates are
 * missing, unreadable or give no night.
 */
export function priceStayBySeason({ checkIn, checkOut, baseWeeklyPrice, seasons }: SeasonalStayInput): SeasonalStayPrice | null {
  if (!checkIn || !checkOut) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!Number.isFinite(nights) || nights < 1) return null;
  // No season shares a night with the stay (most villas, most weeks): one run at the base price,
  // what the loop below would add up night by night.
  if (!seasons.some((season) => season.from < checkOut && checkIn < season.to)) {
    const nightly = pricePerNight(baseWeeklyPrice);
    const total = nightly * nights;
    return { nights, pricePerNight: Math.round(total / nights), total, segments: [{ from: checkIn, to: checkOut, nights, weeklyPrice: baseWeeklyPrice, pricePerNight: nightly, total, seasonal: false }] };
  }
  const segments: StaySegment[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const season = seasonOf(night, seasons);
    const weeklyPrice = season ? season.weeklyPrice : baseWeeklyPrice;
    const last = segments[segments.length - 1];
    if (last && last.weeklyPrice === weeklyPrice && last.seasonal === !!season) {
      last.to = addDays(night, 1);
      last.nights += 1;
      last.total += last.pricePerNight;
    } else {
      const nightly = pricePerNight(weeklyPrice);
      segments.push({ from: night, to: addDays(night, 1), nights: 1, weeklyPrice, pricePerNight: nightly, total: nightly, seasonal: !!season });
    }
  }
  const total = segments.reduce((sum, segment) => sum + segment.total, 0);
  return { nights, pricePerNight: Math.round(total / nights), total, segments };
}

/** How far ahead search cards look for the lowest weekly price ("from …"). */
export const FROM_PRICE_MONTHS = 12;

/**
 * The lowest weekly price of the coming months: the base price, or a lower season price of a
 * season with a night in [today, today + months).
 */
export function lowestWeeklyPrice(baseWeeklyPrice: number, seasons: readonly Season[], today: string, months: number = FROM_PRICE_MONTHS): number {
  if (!seasons.length) return baseWeeklyPrice;
  const end = latestCheckIn(today, months);
  return seasons.filter((season) => season.to > today && season.from < end).reduce((lowest, season) => Math.min(lowest, season.weeklyPrice), baseWeeklyPrice);
}

/** The first pair of seasons (by position in `seasons`) whose nights overlap, or null. */
export function overlappingSeasons(seasons: readonly Season[]): [number, number] | null {
  const order = seasons.map((season, index) => ({ season, index })).sort((a, b) => a.season.from.localeCompare(b.season.from));
  for (let i = 1; i < order.length; i += 1) {
    if (order[i].season.from < order[i - 1].season.to) {
      const pair = [order[i - 1].index, order[i].index].sort((a, b) => a - b);
      return [pair[0], pair[1]];
    }
  }
  return null;
}

/** Weekdays as JavaScript and PostgreSQL's EXTRACT(DOW) count them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The changeover rule: when a villa has a changeover day, guests arrive and leave on it. Answers
 * the date at fault ('checkIn' first, then 'checkOut'), or null when the stay keeps the rule
 * (always without a changeover day).
 */
export function changeoverViolation(checkIn: string, checkOut: string, changeoverDay: number | null | undefined): 'checkIn' | 'checkOut' | null {
  if (changeoverDay === null || changeoverDay === undefined) return null;
  if (weekdayOf(checkIn) !== changeoverDay) return 'checkIn';
  if (weekdayOf(checkOut) !== changeoverDay) return 'checkOut';
  return null;
}

/** Whether a day may be a check-in or check-out under a changeover day (every day without one). */
export function isChangeoverDay(iso: string, changeoverDay: number | null | undefined): boolean {
  return changeoverDay === null || changeoverDay === undefined || weekdayOf(iso) === changeoverDay;
}
