import { assertTransition, BOOKING_TRANSITIONS, canTransition, IllegalTransitionError, isStatus, ORDER_CASCADE, ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../../common/order-states';

describe('order, booking and payment transitions', () => {
  it('gives orders their own status list', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'overdue', 'cancelled', 'expired']);
    expect(isStatus('order', 'confirmed')).toBe(true);
    expect(isStatus('order', 'completed')).toBe(false);
    expect(isStatus('payment', 'refunded')).toBe(true);
  });

  it('lets an order be paid or cancelled, and a paid one cancelled', () => {
    expect(canTransition('order', 'pending', 'confirmed')).toBe(true);
    expect(canTransition('order', 'pending', 'cancelled')).toBe(true);
    expect(canTransition('order', 'confirmed', 'cancelled')).toBe(true);
  });

  it('lets a hold expire unpaid, a confirmed order fall overdue and come back when the balance is paid', () => {
    expect(canTransition('order', 'pending', 'expired')).toBe(true);
    expect(canTransition('order', 'confirmed', 'overdue')).toBe(true);
    expect(canTransition('order', 'overdue', 'confirmed')).toBe(true);
    expect(canTransition('order', 'overdue', 'cancelled')).toBe(true);
    expect(canTransition('order', 'expired', 'confirmed')).toBe(false);
    expect(canTransition('order', 'pending', 'overdue')).toBe(false);
    expect(canTransition('order', 'confirmed', 'expired')).toBe(false);
  });

  it('never brings a cancelled order or booking back, nor un-pays one', () => {
    expect(canTransition('order', 'cancelled', 'confirmed')).toBe(false);
    expect(canTransition('order', 'confirmed', 'pending')).toBe(false);
    expect(canTransition('booking', 'cancelled', 'pending')).toBe(false);
    expect(canTransition('booking', 'confirmed', 'pending')).toBe(false);
  });

  it('moves payments pending → completed | failed, completed → refunded only', () => {
    expect(canTransition('payment', 'pending', 'completed')).toBe(true);
    expect(canTransition('payment', 'pending', 'failed')).toBe(true);
    expect(canTransition('payment', 'completed', 'refunded')).toBe(true);
    expect(canTransition('payment', 'failed', 'completed')).toBe(false);
    expect(canTransition('payment', 'refunded', 'completed')).toBe(false);
    expect(canTransition('payment', 'pending', 'refunded')).toBe(false);
  });

  it('treats staying in a status as no change', () => {
    for (const status of ORDER_STATUSES) expect(canTransition('order', status, status)).toBe(true);
  });

  it('has a final state in every table', () => {
    for (const table of [ORDER_TRANSITIONS, BOOKING_TRANSITIONS, PAYMENT_TRANSITIONS]) {
      expect(Object.values(table).some((next) => next.length === 0)).toBe(true);
    }
  });

  it('refuses an illegal move with a typed error naming it', () => {
    expect(() => assertTransition('order', 'pending', 'confirmed')).not.toThrow();
    let error: unknown;
    try {
      assertTransition('order', 'cancelled', 'confirmed');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IllegalTransitionError);
    expect(error).toMatchObject({ machine: 'order', from: 'cancelled', to: 'confirmed' });
  });
});

describe('what follows an order into a status (ORDER_CASCADE)', () => {
  it('confirms the held bookings of a confirmed order and touches nothing else', () => {
    expect(ORDER_CASCADE.confirmed).toEqual({ booking: { from: ['pending'], to: 'confirmed' } });
  });

  it('cancels every booking a cancelled order still holds, and leaves its payments to the money flow', () => {
    expect(ORDER_CASCADE.cancelled.booking).toEqual({ from: ['pending', 'confirmed'], to: 'cancelled' });
    expect(ORDER_CASCADE.cancelled.payment).toBeUndefined();
  });

  it('frees the held bookings of an expired hold and fails its waiting charge', () => {
    expect(ORDER_CASCADE.expired).toEqual({ booking: { from: ['pending'], to: 'cancelled' }, payment: { from: ['pending'], to: 'failed' } });
  });

  it('moves nothing with an order that falls overdue or is pending', () => {
    expect(ORDER_CASCADE.overdue).toEqual({});
    expect(ORDER_CASCADE.pending).toEqual({});
  });

  it('only ever asks for moves the booking and payment tables allow', () => {
    for (const status of ORDER_STATUSES) {
      const { booking, payment } = ORDER_CASCADE[status];
      for (const from of booking?.from ?? []) expect(canTransition('booking', from, booking!.to)).toBe(true);
      for (const from of payment?.from ?? []) expect(canTransition('payment', from, payment!.to)).toBe(true);
    }
  });

  it('never moves a booking into a status its order has left behind: a confirmed booking is never cancelled by anything but cancelling the order', () => {
    const cancellingConfirmed = ORDER_STATUSES.filter((status) => ORDER_CASCADE[status].booking?.to === 'cancelled' && ORDER_CASCADE[status].booking?.from.includes('confirmed'));
    expect(cancellingConfirmed).toEqual(['cancelled']);
  });
});
