import { damageDepositStatus, DEPOSIT_RULE, depositAvailable, firstCheckIn, instalmentStatus, movedBalanceDueDate, orderPlan, paymentPlan } from '../../common/payment-plan';

const today = '2027-01-01';

describe('deposit availability (25% deposit when check-in is more than 8 weeks away)', () => {
  it('uses the deposit constants', () => {
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

describe('balance due date after a stay moved', () => {
  it('is 8 weeks before the new first check-in, as at checkout', () => {
    expect(movedBalanceDueDate('2027-06-05', today)).toBe('2027-04-10');
  });

  it('is never before today when the stay moved nearer', () => {
    expect(movedBalanceDueDate('2027-02-01', today)).toBe(today);
  });
});

describe('order plan: stays, extras, discount and deposit', () => {
  const stay = (amount: number, checkIn: string) => ({ amount, checkIn });

  it('takes a discount off the stays only and pays the rest in full', () => {
    const plan = orderPlan({ option: 'full', stays: [stay(700000, '2027-06-05')], extras: [{ amount: 10000, depositable: false }], discountPercent: 20, today });
    expect(plan).toMatchObject({ staysAmount: 700000, extrasAmount: 10000, discountAmount: 140000, totalAmount: 570000, payNow: 570000, balance: 0, depositAvailable: true });
    expect(plan.instalments).toEqual([{ kind: 'full', amount: 570000, dueDate: today }]);
  });

  it('puts 25% of the stays and of deposit-option extras down, and extras without the option in full', () => {
    const plan = orderPlan({ option: 'deposit', stays: [stay(700000, '2027-06-05')], extras: [{ amount: 200000, depositable: true }, { amount: 10000, depositable: false }], today });
    expect(plan).toMatchObject({ totalAmount: 910000, payNow: 235000, balance: 675000, balanceDueDate: '2027-04-10' });
    expect(plan.instalments).toEqual([
      { kind: 'deposit', amount: 235000, dueDate: today },
      { kind: 'balance', amount: 675000, dueDate: '2027-04-10' },
    ]);
  });

  it('counts back from the travel date for extras alone, and offers no deposit without one', () => {
    const extras = [{ amount: 200000, depositable: true }];
    expect(orderPlan({ option: 'deposit', stays: [], extras, today })).toMatchObject({ depositAvailable: false, payNow: 200000, anchorDate: null });
    expect(orderPlan({ option: 'deposit', stays: [], extras, travelDate: '2027-05-01', today })).toMatchObject({ depositAvailable: true, payNow: 50000, balance: 150000, balanceDueDate: '2027-03-06' });
  });

  it('offers no deposit when nothing in the order takes one', () => {
    expect(orderPlan({ option: 'deposit', stays: [], extras: [{ amount: 5000, depositable: false }], travelDate: '2027-05-01', today }).depositAvailable).toBe(false);
  });

  it('falls back to paying in full when a deposit is asked for but not allowed', () => {
    expect(orderPlan({ option: 'deposit', stays: [stay(100000, '2027-02-01')], extras: [], today })).toMatchObject({ depositAvailable: false, payNow: 100000, balance: 0 });
  });
});

describe('instalment status', () => {
  it('is paid, due until its date, overdue after it, and cancelled with its order', () => {
    expect(instalmentStatus({ dueDate: '2027-02-01', paid: true, orderCancelled: false, today: '2027-03-01' })).toBe('paid');
    expect(instalmentStatus({ dueDate: '2027-02-01', paid: false, orderCancelled: false, today: '2027-02-01' })).toBe('due');
    expect(instalmentStatus({ dueDate: '2027-02-01', paid: false, orderCancelled: false, today: '2027-02-02' })).toBe('overdue');
    expect(instalmentStatus({ dueDate: '2027-02-01', paid: false, orderCancelled: true, today: '2027-02-02' })).toBe('cancelled');
  });
});

describe('damage deposit: outside the total, paid with the last instalment', () => {
  const stays = [{ amount: 700000, checkIn: '2027-06-05' }];

  it('adds it to the balance with the deposit option, and to the payment in full otherwise', () => {
    const split = orderPlan({ option: 'deposit', stays, extras: [], damageDeposit: 50000, today });
    expect(split).toMatchObject({ totalAmount: 700000, damageDeposit: 50000, payNow: 175000, balance: 575000 });
    expect(split.instalments.map((i) => i.amount)).toEqual([175000, 575000]);
    const full = orderPlan({ option: 'full', stays, extras: [], damageDeposit: 50000, today });
    expect(full).toMatchObject({ totalAmount: 700000, payNow: 750000, balance: 0 });
    // Too close for a deposit: everything now, the damage deposit with it.
    expect(orderPlan({ option: 'deposit', stays: [{ amount: 700000, checkIn: '2027-02-01' }], extras: [], damageDeposit: 50000, today })).toMatchObject({ payNow: 750000, balance: 0 });
  });

  it('is due, held once nothing is left to pay, then released or claimed; none when the order ended unpaid', () => {
    const order = { status: 'confirmed', damageDepositAmount: 50000, balanceAmount: 0, damageDepositSettledAt: null, damageDepositClaimedAmount: null };
    expect(damageDepositStatus({ ...order, damageDepositAmount: 0 })).toBe('none');
    expect(damageDepositStatus({ ...order, balanceAmount: 575000 })).toBe('due');
    expect(damageDepositStatus(order)).toBe('held');
    expect(damageDepositStatus({ ...order, damageDepositSettledAt: new Date() })).toBe('released');
    expect(damageDepositStatus({ ...order, damageDepositSettledAt: new Date(), damageDepositClaimedAmount: 12000 })).toBe('claimed');
    expect(damageDepositStatus({ ...order, status: 'cancelled', balanceAmount: 575000 })).toBe('none');
  });
});
