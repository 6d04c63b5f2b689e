import { MINOR_UNITS_PER_MAJOR } from './constants';
import { nightsBetween } from './dates';

/**
 * Stay and extra prices, the same for the property page's estimate, the basket, checkout
 * and the invoice. Weekly prices and the results are whole units of the villa's currency
 * unless a name says minor units.
 */

/** Price per night = round(weekly price / 7). */
export function pricePerNight(weeklyPrice: number): number {
  return Math.round(weeklyPrice / 7);
}

export interface StayPrice {
  nights: number;
  pricePerNight: number;
  /** Price per night × nights. */
  total: number;
}

export interface StayPriceInput {
  checkIn: string;
  checkOut: string;
  weeklyPrice: number;
}

/**
 * A stay's nights and total at one weekly price; null when the dates are missing, unreadable or
 * give no night. Villas with seasons are priced by priceStayBySeason (common/seasonal-pricing),
 * which gives the same answer when no season applies; the app calls that one.
 */
export function priceStay({ checkIn, checkOut, weeklyPrice }: StayPriceInput): StayPrice | null {
  if (!checkIn || !checkOut) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!Number.isFinite(nights) || nights < 1) return null;
  const nightly = pricePerNight(weeklyPrice);
  return { nights, pricePerNight: nightly, total: nightly * nights };
}

/** One extra's line: unit price × quantity. */
export function extraLineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/** The total of extras lines. */
export function extrasTotal(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + extraLineTotal(line.unitPrice, line.quantity), 0);
}

/** Whole units in minor units (pence), rounded to the nearest one. */
export function toMinorUnits(whole: number): number {
  return Math.round(whole * MINOR_UNITS_PER_MAJOR);
}

export function fromMinorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/**
 * Currencies: an exchange rate is units of that currency per 1 unit of the base
 * currency (GBP). Display converts base prices out; checkout converts other prices in.
 */
export function fromBaseCurrency(amountInBase: number, exchangeRate: number): number {
  return amountInBase * exchangeRate;
}

export function toBaseCurrency(amount: number, exchangeRate: number): number {
  return amount / exchangeRate;
}
