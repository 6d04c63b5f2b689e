import { addDays, isIsoDate } from './dates';

/**
 * Owner statements: what a villa owner earned from the stays of their villas, what the agency
 * kept as commission, and what was paid out. Amounts are minor units of one currency (the
 * currency orders are charged in); every rule here keeps sums exact to the minor unit.
 *
 * - A stay's **rent** is the stay's share of the money actually captured for its order (charges
 *   completed). An order's money pays its stays (each after its share of the discount code) and
 *   its extras, pro rata to their prices; extras, damage deposits and the agency's own fees are
 *   never the owner's. Its **refunds** are its share, on the same key, of the refunds issued.
 * - **Commission** = the booking's rate × (rent − refunds), rounded to the minor unit, halves up.
 *   The rate is the villa's commission when the stay was booked, stored on the booking.
 * - **Net** (the owner's) = rent − refunds − commission. So net + commission + refunds = rent.
 * - A stay belongs to the month of its **last night** (a stay leaving on 1 July is June's); a
 *   cancelled stay to the month it was cancelled in (business time zone), with what was kept.
 * - Once a month is closed its figures never change; a later difference for one of its stays
 *   is an **adjustment** (current net − net already reported) on the next open month.
 * - balanceDue = balanceCarried (last month's balanceDue) + totals.net + adjustments − payouts.
 */

/** A commission rate is a percentage from 0 to 100 with at most two decimals (17.5 = 17.5 %). */
export const COMMISSION_PERCENT_MIN = 0;
export const COMMISSION_PERCENT_MAX = 100;
export const COMMISSION_PERCENT_DECIMALS = 2;

/** The owner calendar shows this many months from the current one. */
export const OWNER_CALENDAR_MONTHS = 18;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** YYYY-MM, e.g. 2027-06. */
export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month (YYYY-MM) of a YYYY-MM-DD day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** First day of the month and first day of the next, [from, to). */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${nextMonth(month)}-01` };
}

/** Every month from `first` to `last`, both included (empty when last < first). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** The month a completed stay belongs to: its last night's (the day before check-out). */
export function stayMonth(checkOut: string): string {
  if (!isIsoDate(checkOut)) throw new RangeError(`not a date: ${checkOut}`);
  return monthOf(addDays(checkOut, -1));
}

/** A valid commission rate: 0–100 with at most two decimals. */
export function isCommissionPercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= COMMISSION_PERCENT_MIN &&
    value <= COMMISSION_PERCENT_MAX &&
    Math.abs(Math.round(value * 10 ** COMMISSION_PERCENT_DECIMALS) - value * 10 ** COMMISSION_PERCENT_DECIMALS) < 1e-6
  );
}

/** Rounds a non-negative or negative fraction to the nearest integer, halves away from zero. */
function roundHalfAway(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** Commission on `amount` (minor units) at `percent`: rounded to the minor unit, halves away from zero. */
export function commissionOf(amount: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return roundHalfAway(amount * hundredths, 10_000);
}

/**
 * Splits `total` (an integer) over `weights` pro rata, exactly: each share is rounded down, and
 * the minor units left go one each to the largest remainders (ties to the earlier weight). With
 * no positive weight everything goes to nobody: all shares are 0 and `total` must be 0.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum === 0) return weights.map(() => 0);
  const sign = total < 0 ? -1 : 1;
  const whole = Math.abs(total);
  const exact = weights.map((w) => (whole * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let left = whole - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if (weights[index] <= 0) continue;
    shares[index] += 1;
    left -= 1;
  }
  return shares.map((share) => share * sign);
}

/** An order as the statement sees it: its stays' prices, its extras and the money that moved. */
export interface OrderMoney {
  /** Each stay's price before the discount, minor units. */
  stayPrices: readonly number[];
  /** Taken off the stays by a discount code. */
  discountAmount: number;
  /** The extras (never the owner's). */
  extrasAmount: number;
  /** Charges captured (completed). */
  captured: number;
  /** Refunds issued (pending or paid out). */
  refunded: number;
}

export interface StayMoney {
  /** The stay's price after its share of the discount. */
  price: number;
  /** The stay's share of the money captured: the statement's rent. */
  rent: number;
  /** The stay's share of the refunds. */
  refunds: number;
}

/**
 * Each stay's price after the discount, and its share of the money captured and refunded: the
 * discount is split over the stays by price; captured and refunded money over the stays and the
 * extras by their prices after the discount.
 */
export function stayMoney(order: OrderMoney): StayMoney[] {
  const discounts = allocate(order.discountAmount, order.stayPrices);
  const prices = order.stayPrices.map((price, index) => price - discounts[index]);
  const weights = [...prices, order.extrasAmount];
  const captured = allocate(order.captured, weights);
  const refunded = allocate(order.refunded, weights);
  return prices.map((price, index) => ({ price, rent: captured[index], refunds: refunded[index] }));
}

/** A stay's figures on a statement. */
export interface StayFigures {
  rent: number;
  refunds: number;
  commission: number;
  net: number;
}

/** Commission and net of a stay's rent and refunds at the booking's rate. */
export function stayFigures(rent: number, refunds: number, commissionPercent: number): StayFigures {
  const commission = commissionOf(rent - refunds, commissionPercent);
  return { rent, refunds, commission, net: rent - refunds - commission };
}

export const ZERO_FIGURES: StayFigures = { rent: 0, refunds: 0, commission: 0, net: 0 };

/** Field-wise sum. */
export function addFigures(a: StayFigures, b: StayFigures): StayFigures {
  return { rent: a.rent + b.rent, refunds: a.refunds + b.refunds, commission: a.commission + b.commission, net: a.net + b.net };
}

/** Field-wise difference a − b: what changed since `b` was reported. */
export function subtractFigures(a: StayFigures, b: StayFigures): StayFigures {
  return { rent: a.rent - b.rent, refunds: a.refunds - b.refunds, commission: a.commission - b.commission, net: a.net - b.net };
}

export function sameFigures(a: StayFigures, b: StayFigures): boolean {
  return a.rent === b.rent && a.refunds === b.refunds && a.commission === b.commission && a.net === b.net;
}

/** The totals of a statement's lines. */
export function statementTotals(lines: readonly StayFigures[]): StayFigures {
  return lines.reduce<StayFigures>((sum, line) => addFigures(sum, { rent: line.rent, refunds: line.refunds, commission: line.commission, net: line.net }), ZERO_FIGURES);
}

/** What the agency owes the owner at the end of the month. */
export function balanceDue(input: { balanceCarried: number; net: number; adjustments: readonly number[]; payouts: readonly number[] }): number {
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return input.balanceCarried + input.net + sum(input.adjustments) - sum(input.payouts);
}

/** The guest's first name, the only part of the name an owner sees. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
