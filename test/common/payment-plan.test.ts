import { DEPOSIT_RULE, depositAvailable, firstCheckIn, paymentPlan } from '../../common/payment-plan';

const today = '2027-01-01';

describe('deposit availability (25% deposit when check-in is more than 8 weeks away)', () => {
  it('uses the spec constants', () => {
    expect(DEPOSIT_RULE).toEqual({ depositRate: 0.25, depositMinWeeksBeforeCheckIn: 8, balanceDueWeeksBeforeCheckIn: 8 });
  });

  it('is allowed from 57 days before the first check-in, not at 56', () => {
    expect(depositAvailable(['2027-02-27'], today)).toBe(true); // 57 days
    expect(depositAvailable(['2027-02-26'], today)).toBe(false); // exactly 8 weeks
  });

  it('looks at the earliest stay of the order', () => {
    expect(firstCheckIn(['2027-09-01', '2027-03-01', '2027-06-01'])).toBe('2027-03-01');
    expect(depositAvailable(['2027-09-01', '2027-02-20'], today)).toBe(false);
  });

  it('needs a stay: extras alone are paid in full', () => {
    expect(depositAvailable([], today)).toBe(false);
  });

  it('follows the figures it is given', () => {
    expect(depositAvailable(['2027-01-20'], today, { ...DEPOSIT_RULE, depositMinWeeksBeforeCheckIn: 2 })).toBe(true);
  });
});

describe('payment plan', () => {
  it('pays everything now in full', () => {
    expect(paymentPlan({ option: 'full', totalMinor: 370350, checkIns: ['2027-06-01'], today })).toEqual({
      payNow: 370350,
      balance: 0,
      balanceDueDate: null,
      instalments: [{ kind: 'full', amount: 370350, dueDate: today }],
    });
  });

  it('splits a deposit into 25% now and the balance 8 weeks before the first check-in', () => {
    const plan = paymentPlan({ option: 'deposit', totalMinor: 123450, checkIns: ['2027-07-03', '2027-06-05'], today });
    expect(plan.payNow).toBe(30863); // round(1234.50 × 0.25) in pence
    expect(plan.balance).toBe(92587);
    expect(plan.payNow + plan.balance).toBe(123450);
    expect(plan.balanceDueDate).toBe('2027-04-10');
    expect(plan.instalments).toEqual([
      { kind: 'deposit', amount: 30863, dueDate: today },
      { kind: 'balance', amount: 92587, dueDate: '2027-04-10' },
    ]);
  });

  it('has nothing to pay later without a stay', () => {
    expect(paymentPlan({ option: 'deposit', totalMinor: 5000, checkIns: [], today })).toMatchObject({ payNow: 5000, balance: 0, balanceDueDate: null });
  });
});
