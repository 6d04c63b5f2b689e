import { BALANCE_DUE_WEEKS_BEFORE_CHECK_IN, DEPOSIT_MIN_WEEKS_BEFORE_CHECK_IN, DEPOSIT_RATE, type PaymentOption } from './constants';
import { addWeeks, businessToday, daysBetween, DAYS_PER_WEEK } from './dates';
import { discountAmount } from './discount';

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
  if (option === 'full' || first === null) return paidInFull(totalMinor, today);
  return depositThenBalance(Math.round(totalMinor * rule.depositRate), totalMinor, first, today, rule);
}

/** The whole `total` due today, in one instalment. */
function paidInFull(total: number, today: string): PaymentPlan {
  return { payNow: total, balance: 0, balanceDueDate: null, instalments: [{ kind: 'full', amount: total, dueDate: today }] };
}

/** `payNow` due today and the rest of `total` as the balance, due the rule's weeks before `anchorDate`. */
function depositThenBalance(payNow: number, total: number, anchorDate: string, today: string, rule: DepositRule): PaymentPlan {
  const balance = total - payNow;
  const balanceDueDate = addWeeks(anchorDate, -rule.balanceDueWeeksBeforeCheckIn);
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

/**
 * When a balance still owed falls due once the order's first check-in has moved (staff changed a
 * stay's dates): the rule's weeks before the new first check-in, as at checkout, but never before
 * today, so a stay moved nearer does not make the order overdue at once.
 */
export function movedBalanceDueDate(firstCheckIn: string, today: string = businessToday(), rule: DepositRule = DEPOSIT_RULE): string {
  const due = addWeeks(firstCheckIn, -rule.balanceDueWeeksBeforeCheckIn);
  return due < today ? today : due;
}

/** One priced part of an order: a stay (always depositable) or an extra line (depositable when the extra says so). */
export interface PlanLine {
  /** Minor units. */
  amount: number;
  depositable: boolean;
}

export interface OrderPlanInput {
  option: PaymentOption;
  /** The stays' prices, minor units. */
  stays: readonly { amount: number; checkIn: string }[];
  /** The extras lines, minor units; `depositable` from the extra's "25% deposit option available". */
  extras: readonly PlanLine[];
  /** Percent taken off the stays by a discount code (0 without). */
  discountPercent?: number;
  /** For an order of extras only: the travel date the extras are for. */
  travelDate?: string | null;
  /** The villas' refundable damage deposits together, minor units (0 without). */
  damageDeposit?: number;
  today?: string;
  rule?: DepositRule;
}

export interface OrderPlan extends PaymentPlan {
  staysAmount: number;
  extrasAmount: number;
  discountAmount: number;
  totalAmount: number;
  /** Whether the deposit option may be chosen for this order. */
  depositAvailable: boolean;
  /** The date the deposit rule counts back from: the first check-in, or the extras' travel date. */
  anchorDate: string | null;
  /**
   * The refundable damage deposit, minor units: not part of the total (it is not a price), paid
   * with the last instalment (the balance, or the payment in full) and given back after the stay.
   */
  damageDeposit: number;
}

/**
 * The whole money plan of an order, for the checkout page, the server and the invoice alike:
 * the stays less any discount, plus the extras, and what is paid when. With a deposit, the
 * stays and the extras that offer a deposit are paid DEPOSIT_RATE now and the rest by the
 * balance date (8 weeks before the first check-in or, for extras alone, before their travel
 * date); extras without the deposit option are paid in full now.
 */
export function orderPlan({ option, stays, extras, discountPercent = 0, travelDate = null, damageDeposit = 0, today = businessToday(), rule = DEPOSIT_RULE }: OrderPlanInput): OrderPlan {
  const staysAmount = stays.reduce((sum, stay) => sum + stay.amount, 0);
  const extrasAmount = extras.reduce((sum, line) => sum + line.amount, 0);
  const discount = discountAmount(staysAmount, discountPercent);
  const totalAmount = staysAmount - discount + extrasAmount;
  const anchorDate = firstCheckIn(stays.map((stay) => stay.checkIn)) ?? travelDate ?? null;
  const depositableAmount = staysAmount - discount + extras.filter((line) => line.depositable).reduce((sum, line) => sum + line.amount, 0);
  const canDeposit = anchorDate !== null && depositableAmount > 0 && daysBetween(today, anchorDate) > rule.depositMinWeeksBeforeCheckIn * DAYS_PER_WEEK;
  const totals = { staysAmount, extrasAmount, discountAmount: discount, totalAmount, depositAvailable: canDeposit, anchorDate, damageDeposit };
  // The damage deposit is paid with the last instalment: with everything now, or with the balance.
  if (option === 'full' || !canDeposit || anchorDate === null) return { ...totals, ...paidInFull(totalAmount + damageDeposit, today) };
  // Only the depositable part is split; the rest is paid in full now.
  const payNow = Math.round(depositableAmount * rule.depositRate) + (totalAmount - depositableAmount);
  return { ...totals, ...depositThenBalance(payNow, totalAmount + damageDeposit, anchorDate, today, rule) };
}

/** Where an order's damage deposit stands: none; due (not paid yet); held; released (given back whole); claimed (staff kept part or all). */
export type DamageDepositStatus = 'none' | 'due' | 'held' | 'released' | 'claimed';

export const DAMAGE_DEPOSIT_STATUSES: readonly DamageDepositStatus[] = ['none', 'due', 'held', 'released', 'claimed'];

/**
 * An order's damage deposit is paid with its last instalment, so it is held once nothing is left
 * to pay, until it is released or claimed; a cancelled order gives it back with the cancellation.
 */
export function damageDepositStatus(order: { status: string; damageDepositAmount: number; balanceAmount: number; damageDepositSettledAt: unknown; damageDepositClaimedAmount: number | null }): DamageDepositStatus {
  if (order.damageDepositAmount <= 0) return 'none';
  if (order.damageDepositSettledAt) return order.damageDepositClaimedAmount === null ? 'released' : 'claimed';
  // An order cancelled or expired before its deposit was paid never takes it.
  if (order.status === 'cancelled' || order.status === 'expired' || order.status === 'pending') return order.status === 'pending' ? 'due' : 'none';
  return order.balanceAmount > 0 ? 'due' : 'held';
}

export type InstalmentStatus = 'paid' | 'due' | 'overdue' | 'cancelled';

/** Where an instalment stands today: paid, due (not yet), overdue (past its date) or cancelled with its order. */
export function instalmentStatus({ dueDate, paid, orderCancelled, today = businessToday() }: { dueDate: string; paid: boolean; orderCancelled: boolean; today?: string }): InstalmentStatus {
  if (paid) return 'paid';
  if (orderCancelled) return 'cancelled';
  return daysBetween(dueDate, today) > 0 ? 'overdue' : 'due';
}
