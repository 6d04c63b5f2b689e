import { CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS, CANCELLATION_PARTIAL_CHARGE_RATE, CANCELLATION_PARTIAL_MIN_DAYS, DEPOSIT_RATE } from './constants';
import { businessToday, daysBetween, DAYS_PER_WEEK } from './dates';

/**
 * The cancellation policy as a pure function: what a cancelled booking costs, and so what is
 * refunded, depends on the days left before arrival. Amounts are minor units.
 *   more than 8 weeks before check-in  → the deposit is kept, everything else comes back;
 *   from 8 weeks to 14 days before     → half the total is kept;
 *   closer than 14 days (or later)     → the whole total is kept.
 */
export type CancellationTier = 'deposit-only' | 'partial' | 'none';

export interface CancellationInput {
  /** The first check-in (or the extras' travel date); null for extras without a date, which count as far away. */
  checkIn: string | null;
  /** Price of what is cancelled. */
  totalMinor: number;
  /** What the guest has paid for it so far. */
  paidMinor: number;
  today?: string;
}

export interface CancellationQuote {
  tier: CancellationTier;
  /** Null when the order has no arrival date. */
  daysBeforeArrival: number | null;
  /** What the company keeps: the cancellation charge, at most what was paid. */
  keptMinor: number;
  refundMinor: number;
}

/** Which tier a cancellation this many days before arrival falls in. */
export function cancellationTier(daysBeforeArrival: number): CancellationTier {
  if (daysBeforeArrival > CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS * DAYS_PER_WEEK) return 'deposit-only';
  if (daysBeforeArrival >= CANCELLATION_PARTIAL_MIN_DAYS) return 'partial';
  return 'none';
}

/** The charge of a tier for a total: the deposit, half the total, or all of it. */
export function cancellationCharge(tier: CancellationTier, totalMinor: number): number {
  if (tier === 'deposit-only') return Math.round(totalMinor * DEPOSIT_RATE);
  if (tier === 'partial') return Math.round(totalMinor * CANCELLATION_PARTIAL_CHARGE_RATE);
  return totalMinor;
}

/** What a cancellation today refunds of what was paid. */
export function cancellationRefund({ checkIn, totalMinor, paidMinor, today = businessToday() }: CancellationInput): CancellationQuote {
  const daysBeforeArrival = checkIn === null ? null : daysBetween(today, checkIn);
  const tier = daysBeforeArrival === null ? 'deposit-only' : cancellationTier(daysBeforeArrival);
  const keptMinor = Math.min(paidMinor, cancellationCharge(tier, totalMinor));
  return { tier, daysBeforeArrival, keptMinor, refundMinor: paidMinor - keptMinor };
}
