import { cancellationCharge, cancellationRefund, cancellationTier } from '../../common/cancellation';

const today = '2027-01-01';

describe('cancellation policy', () => {
  it('has three tiers by days before arrival', () => {
    expect(cancellationTier(57)).toBe('deposit-only');
    expect(cancellationTier(56)).toBe('partial');
    expect(cancellationTier(14)).toBe('partial');
    expect(cancellationTier(13)).toBe('none');
    expect(cancellationTier(-3)).toBe('none');
  });

  it('charges the deposit, half, or all of the total', () => {
    expect(cancellationCharge('deposit-only', 100000)).toBe(25000);
    expect(cancellationCharge('partial', 100000)).toBe(50000);
    expect(cancellationCharge('none', 100000)).toBe(100000);
  });

  it('refunds everything but the deposit more than 8 weeks before check-in', () => {
    expect(cancellationRefund({ checkIn: '2027-03-01', totalMinor: 100000, paidMinor: 100000, today })).toEqual({
      tier: 'deposit-only',
      daysBeforeArrival: 59,
      keptMinor: 25000,
      refundMinor: 75000,
    });
  });

  it('refunds nothing of a deposit that is all that was paid', () => {
    expect(cancellationRefund({ checkIn: '2027-06-01', totalMinor: 100000, paidMinor: 25000, today })).toMatchObject({ keptMinor: 25000, refundMinor: 0 });
  });

  it('refunds half between 8 weeks and 14 days, nothing closer', () => {
    expect(cancellationRefund({ checkIn: '2027-01-15', totalMinor: 100000, paidMinor: 100000, today })).toMatchObject({ tier: 'partial', refundMinor: 50000 });
    expect(cancellationRefund({ checkIn: '2027-01-14', totalMinor: 100000, paidMinor: 100000, today })).toMatchObject({ tier: 'none', refundMinor: 0 });
  });

  it('never keeps more than was paid', () => {
    expect(cancellationRefund({ checkIn: '2027-01-20', totalMinor: 100000, paidMinor: 30000, today })).toMatchObject({ keptMinor: 30000, refundMinor: 0 });
  });

  it('treats an order without an arrival date (extras with no travel date) as far away', () => {
    expect(cancellationRefund({ checkIn: null, totalMinor: 10000, paidMinor: 10000, today: '2027-01-01' })).toEqual({ tier: 'deposit-only', daysBeforeArrival: null, keptMinor: 2500, refundMinor: 7500 });
  });
});
