import { cancellationCharge, cancellationTier, type CancellationTier } from '../../../../common/cancellation';
import { addDays, businessToday } from '../../../../common/dates';
import { orderPlan, type DepositRule, type OrderPlan, type PlanLine } from '../../../../common/payment-plan';
import { extraLineTotal, toMinorUnits } from '../../../../common/pricing';
import type { CheckoutPageQuery, PaymentOption } from '../../__generated__/graphql';
import type { TimelineInstalment, TimelineKind } from '../../components/PaymentTimeline';

type Cart = CheckoutPageQuery['cart'];

/** A discount code the server accepted for this basket (its checkoutQuote answer). */
export interface AppliedDiscount {
  /** As the server normalised it, e.g. NEWSLETTER20. */
  code: string;
  /** Percent off the stays. */
  percent: number;
}

/** The basket as common/payment-plan's `orderPlan` takes it: minor units of the charge currency. */
export interface BasketLines {
  stays: { amount: number; checkIn: string }[];
  extras: PlanLine[];
  /** The villas' refundable damage deposits together (minor units; 0 without). */
  damageDeposit?: number;
}

/**
 * The basket's stays and extras lines for `orderPlan`. Whether an extra may be paid with a
 * deposit is its catalogue entry's flag (`depositableExtraIds`); stays always may.
 */
export function basketLines(cart: Pick<Cart, 'items' | 'extras'>): BasketLines {
  return {
    stays: cart.items.map((item) => ({ amount: toMinorUnits(item.totalPrice), checkIn: item.checkIn })),
    extras: cart.extras.map((extra) => ({ amount: toMinorUnits(extraLineTotal(extra.price, extra.quantity)), depositable: extra.depositAvailable })),
    damageDeposit: cart.items.reduce((sum, item) => sum + toMinorUnits(item.damageDeposit), 0),
  };
}

export interface PlanChoice {
  option: PaymentOption;
  discount: AppliedDiscount | null;
  /** For a basket of extras only: the travel date the guest gave ('' for none). */
  travelDate: string;
  rule: DepositRule;
  today?: string;
}

/** The order plan of the basket with the guest's choices: the same function the server charges by. */
export function planFor(lines: BasketLines, { option, discount, travelDate, rule, today }: PlanChoice): OrderPlan {
  return orderPlan({
    option: option === 'DEPOSIT' ? 'deposit' : 'full',
    stays: lines.stays,
    extras: lines.extras,
    discountPercent: discount?.percent ?? 0,
    // The server takes a travel date only for a basket without stays; the first check-in counts otherwise.
    travelDate: lines.stays.length ? null : travelDate || null,
    damageDeposit: lines.damageDeposit ?? 0,
    rule,
    ...(today ? { today } : {}),
  });
}

const TIMELINE_KINDS = { full: 'FULL', deposit: 'DEPOSIT', balance: 'BALANCE' } as const satisfies Record<OrderPlan['instalments'][number]['kind'], TimelineKind>;

/** A plan's instalments as the payment timeline shows them (before the order exists: no status). */
export function timelineOf(plan: OrderPlan): TimelineInstalment[] {
  return plan.instalments.map((instalment) => ({ kind: TIMELINE_KINDS[instalment.kind], amount: instalment.amount, dueDate: instalment.dueDate }));
}

/** Why the deposit cannot be chosen, for the option's explanation. */
export type DepositBlocker = 'no-depositable-lines' | 'travel-date-needed' | 'too-close';

/**
 * The reason behind `plan.depositAvailable === false`. Whether a deposit is possible is
 * orderPlan's answer; this only tells the guest which of its conditions the basket misses.
 */
export function depositBlocker(lines: BasketLines, plan: OrderPlan): DepositBlocker | null {
  if (plan.depositAvailable) return null;
  if (!lines.stays.length && !lines.extras.some((line) => line.depositable)) return 'no-depositable-lines';
  if (plan.anchorDate === null) return 'travel-date-needed';
  return 'too-close';
}

export interface CancellationPeriod {
  tier: CancellationTier;
  /** First day the tier applies (YYYY-MM-DD), or null when it applies already (or without an arrival date). */
  from: string | null;
  /** Last day the tier applies, or null when it runs up to arrival (or without an arrival date). */
  until: string | null;
  /** What the company keeps of the total if the guest cancels in this period (never more than was paid). */
  keptMinor: number;
}

/** Days before arrival in each tier, read off common/cancellation's own `cancellationTier`. */
function tierDays(): { lastNone: number; lastPartial: number } {
  let lastNone = -1;
  let lastPartial = -1;
  for (let days = 0; days <= 400; days += 1) {
    const tier = cancellationTier(days);
    if (tier === 'none') lastNone = days;
    if (tier === 'partial') lastPartial = days;
  }
  return { lastNone, lastPartial };
}

/**
 * The cancellation policy as it applies to this basket: the periods still ahead of today, each
 * with its dates counted back from `arrival` (the first check-in, or the extras' travel date)
 * and what would be kept of `totalMinor`. Without an arrival date the policy counts the order
 * as far away: only the first tier applies, whenever the guest cancels.
 */
export function cancellationPeriods(arrival: string | null, totalMinor: number, today: string = businessToday()): CancellationPeriod[] {
  const kept = (tier: CancellationTier) => cancellationCharge(tier, totalMinor);
  if (arrival === null) return [{ tier: 'deposit-only', from: null, until: null, keptMinor: kept('deposit-only') }];
  const { lastNone, lastPartial } = tierDays();
  const afterToday = (iso: string) => (iso > today ? iso : null);
  const periods: CancellationPeriod[] = [
    { tier: 'deposit-only', from: null, until: addDays(arrival, -(lastPartial + 1)), keptMinor: kept('deposit-only') },
    { tier: 'partial', from: afterToday(addDays(arrival, -lastPartial)), until: addDays(arrival, -(lastNone + 1)), keptMinor: kept('partial') },
    { tier: 'none', from: afterToday(addDays(arrival, -lastNone)), until: null, keptMinor: kept('none') },
  ];
  return periods.filter((period) => period.until === null || period.until >= today);
}
