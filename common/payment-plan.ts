import { BALANCE_DUE_WEEKS_BEFORE_CHECK_IN, DEPOSIT_MIN_WEEKS_BEFORE_CHECK_IN, DEPOSIT_RATE, type PaymentOption } from './constants';
import { addWeeks, businessToday, daysBetween, DAYS_PER_WEEK } from './dates';

/**
 * The deposit rule of checkout: pay in full, or — when the first check-in is more than
 * DEPOSIT_MIN_WEEKS_BEFORE_CHECK_IN weeks away — DEPOSIT_RATE of the total now and the
 * balance BALANCE_DUE_WEEKS_BEFORE_CHECK_IN weeks before that check-in. The server charges by
 * it and the checkout page shows it; amounts are minor units.
 */
export interface DepositRule {
  depositRate: number;
  depositMinWeeksBeforeCheckIn: number;
  balanceDueWeeksBeforeCheckIn: number;
}

export const DEPOSIT_RULE: DepositRule = {
  depositRate: DEPOSIT_RATE,
  depositMinWeeksBeforeCheckIn: DEPOSIT_MIN_WEEKS_BEFORE_CHECK_IN,
  balanceDueWeeksBeforeCheckIn: BALANCE_DUE_WEEKS_BEFORE_CHECK_IN,
};

/** The earliest check-in of an order's stays, or null without stays. */
export function firstCheckIn(checkIns: readonly string[]): string | null {
  return checkIns.length ? [...checkIns].sort()[0] : null;
}

/** A deposit is possible only when every stay's check-in is more than the minimum weeks away. */
export function depositAvailable(checkIns: readonly string[], today: string = businessToday(), rule: DepositRule = DEPOSIT_RULE): boolean {
  const first = firstCheckIn(checkIns);
  return first !== null && daysBetween(today, first) > rule.depositMinWeeksBeforeCheckIn * DAYS_PER_WEEK;
}

export type InstalmentKind = 'full' | 'deposit' | 'balance';

export interface Instalment {
  kind: InstalmentKind;
  /** Minor units. */
  amount: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface PaymentPlan {
  /** Minor units charged now. */
  payNow: number;
  /** Minor units still to pay later (0 when paying in full). */
  balance: number;
  /** When the balance is due (YYYY-MM-DD), or null when nothing is left to pay. */
  balanceDueDate: string | null;
  /** What is paid when: `full`, or `deposit` then `balance`. */
  instalments: Instalment[];
}

export interface PaymentPlanInput {
  option: PaymentOption;
  totalMinor: number;
  checkIns: readonly string[];
  today?: string;
  rule?: DepositRule;
}

/**
 * What is paid now and later for a total with an option. Whether the deposit option is allowed
 * is `depositAvailable`'s answer; without any stay there is nothing to pay a balance before, so
 * the whole total is due now.
 */
export function paymentPlan({ option, totalMinor, checkIns, today = businessToday(), rule = DEPOSIT_RULE }: PaymentPlanInput): PaymentPlan {
  const first = firstCheckIn(checkIns);
  if (option === 'full' || first === null) {
    return { payNow: totalMinor, balance: 0, balanceDueDate: null, instalments: [{ kind: 'full', amount: totalMinor, dueDate: today }] };
  }
  const payNow = Math.round(totalMinor * rule.depositRate);
  const balance = totalMinor - payNow;
  const balanceDueDate = addWeeks(first, -rule.balanceDueWeeksBeforeCheckIn);
  return {
    payNow,
    balance,
    balanceDueDate,
    instalments: [
      { kind: 'deposit', amount: payNow, dueDate: today },
      { kind: 'balance', amount: balance, dueDate: balanceDueDate },
    ],
  };
}
