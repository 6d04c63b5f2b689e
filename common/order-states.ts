import { BOOKING_STATUSES, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus } from './constants';

/**
 * The life of an order, its bookings and its payments as transition tables (one state machine
 * per kind, in the manner of Vendure's OrderStateMachine). A status changes only along an edge
 * of its table; anything else is refused. Moving to the status a row already has is no change
 * and always allowed, so a retried webhook or a replayed request is harmless.
 *
 *   order    pending (dates held while the card is charged) → confirmed (paid in full or the
 *              deposit) | cancelled (the payment failed) | expired (the hold ran out unpaid)
 *            confirmed → overdue (balance unpaid 7 days after its due date) | cancelled
 *            overdue → confirmed (the balance is paid) | cancelled
 *            An order is paid in full when its balance is 0; that is an amount, not a status.
 *   booking  follows its order: pending → confirmed | cancelled, confirmed → cancelled
 *   payment  pending → completed | failed, completed → refunded; a refund row completed → failed
 *            (Stripe failed it after it succeeded: nothing was given back after all)
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'overdue', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled', 'expired'],
  confirmed: ['overdue', 'cancelled'],
  overdue: ['confirmed', 'cancelled'],
  cancelled: [],
  expired: [],
};

/** Orders whose guest still holds the dates and owes or has paid money: the balance may be paid, the order cancelled. */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'overdue'];

export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
};

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  completed: ['refunded', 'failed'],
  failed: [],
  refunded: [],
};

/**
 * What follows when an order enters a status: its bookings (and payments) now in one of `from`
 * move to `to` in the same step, and only when the order itself moves. Bookings follow their
 * order: a paid order confirms its held stays, a cancelled one frees every stay it still holds,
 * an expired hold frees its stays and fails the charge still waiting for the card.
 */
export interface CascadeMove<S extends string> {
  from: readonly S[];
  to: S;
}

export interface OrderCascade {
  booking?: CascadeMove<BookingStatus>;
  payment?: CascadeMove<PaymentStatus>;
}

export const ORDER_CASCADE: Readonly<Record<OrderStatus, OrderCascade>> = {
  pending: {},
  confirmed: { booking: { from: ['pending'], to: 'confirmed' } },
  overdue: {},
  cancelled: { booking: { from: ['pending', 'confirmed'], to: 'cancelled' } },
  expired: { booking: { from: ['pending'], to: 'cancelled' }, payment: { from: ['pending'], to: 'failed' } },
};

/**
 * The kinds of entries in an order's history: a status move, a charge taken, a refund given, a
 * balance reminder sent, a refund the bank failed, the damage deposit released whole after the
 * stay, or claimed in part or whole by staff, a stay moved to other dates.
 */
export const ORDER_EVENT_KINDS = ['status', 'payment', 'refund', 'reminder', 'refund_failed', 'deposit_released', 'deposit_claimed', 'dates_changed'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface StatusOf {
  order: OrderStatus;
  booking: BookingStatus;
  payment: PaymentStatus;
}
export type StatusMachine = keyof StatusOf;

const TABLES: { [M in StatusMachine]: Readonly<Record<StatusOf[M], readonly StatusOf[M][]>> } = {
  order: ORDER_TRANSITIONS,
  booking: BOOKING_TRANSITIONS,
  payment: PAYMENT_TRANSITIONS,
};

export const STATUSES: { [M in StatusMachine]: readonly StatusOf[M][] } = {
  order: ORDER_STATUSES,
  booking: BOOKING_STATUSES,
  payment: PAYMENT_STATUSES,
};

export function isStatus<M extends StatusMachine>(machine: M, value: string): value is StatusOf[M] {
  return (STATUSES[machine] as readonly string[]).includes(value);
}

/** Whether a row of `machine` may move from `from` to `to` (staying put is always allowed). */
export function canTransition<M extends StatusMachine>(machine: M, from: StatusOf[M], to: StatusOf[M]): boolean {
  if (from === to) return true;
  const table = TABLES[machine] as Readonly<Record<string, readonly string[]>>;
  return table[from]?.includes(to) ?? false;
}

/** A refused status change; the server turns it into a translated CONFLICT error. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly machine: StatusMachine,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${machine} cannot move from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function assertTransition<M extends StatusMachine>(machine: M, from: StatusOf[M], to: StatusOf[M]): void {
  if (!canTransition(machine, from, to)) throw new IllegalTransitionError(machine, from, to);
}
