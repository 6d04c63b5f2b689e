import { MINOR_UNITS_PER_MAJOR } from '../../../../common/constants';

/**
 * The payment rules the checkout page shows, computed from the server's paymentSettings (never
 * from literals) the same way the server's checkout computes them, so what the guest is told
 * is what is charged. All dates are ISO calendar dates in UTC, as on the server.
 */
export interface DepositSettings {
  depositRate: number;
  depositMinWeeksBeforeCheckIn: number;
  balanceDueWeeksBeforeCheckIn: number;
}

const DAY_MS = 86_400_000;
const DAYS_PER_WEEK = 7;

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The earliest check-in of the basket's stays, or null without stays. */
export function firstCheckIn(checkIns: readonly string[]): string | null {
  return checkIns.length ? [...checkIns].sort()[0] : null;
}

/** A deposit is possible only when every stay's check-in is more than the minimum weeks away. */
export function depositAvailable(checkIns: readonly string[], settings: DepositSettings, today = todayIso()): boolean {
  const first = firstCheckIn(checkIns);
  return first !== null && daysBetween(today, first) > settings.depositMinWeeksBeforeCheckIn * DAYS_PER_WEEK;
}

export interface PaymentPlan {
  /** Minor units charged now. */
  payNow: number;
  /** Minor units still to pay later (0 when paying in full). */
  balance: number;
  /** When the balance is due (YYYY-MM-DD), or null when nothing is left to pay. */
  balanceDueDate: string | null;
}

/** What is paid now and later for a total (minor units) with each option. */
export function paymentPlan(option: 'FULL' | 'DEPOSIT', totalMinor: number, checkIns: readonly string[], settings: DepositSettings): PaymentPlan {
  const first = firstCheckIn(checkIns);
  if (option === 'FULL' || first === null) return { payNow: totalMinor, balance: 0, balanceDueDate: null };
  const payNow = Math.round(totalMinor * settings.depositRate);
  return { payNow, balance: totalMinor - payNow, balanceDueDate: addDays(first, -settings.balanceDueWeeksBeforeCheckIn * DAYS_PER_WEEK) };
}

/** Whole units of the checkout currency (the basket's total) in its minor units. */
export function toMinor(whole: number): number {
  return Math.round(whole * MINOR_UNITS_PER_MAJOR);
}
