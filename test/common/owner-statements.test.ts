import {
  allocate,
  balanceDue,
  commissionOf,
  firstName,
  isCommissionPercent,
  isMonth,
  monthRange,
  monthsBetween,
  nextMonth,
  previousMonth,
  stayFigures,
  stayMoney,
  stayMonth,
  statementTotals,
  subtractFigures,
} from '../../common/owner-statements';

describe('statement months', () => {
  it('reads and steps YYYY-MM', () => {
    expect(isMonth('2027-06')).toBe(true);
    expect(isMonth('2027-13')).toBe(false);
    expect(isMonth('2027-6')).toBe(false);
    expect(nextMonth('2027-12')).toBe('2028-01');
    expect(previousMonth('2028-01')).toBe('2027-12');
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
    expect(monthsBetween('2027-11', '2028-02')).toEqual(['2027-11', '2027-12', '2028-01', '2028-02']);
    expect(monthsBetween('2028-02', '2027-11')).toEqual([]);
  });

  it('puts a stay in the month of its last night', () => {
    expect(stayMonth('2027-07-01')).toBe('2027-06');
    expect(stayMonth('2027-07-02')).toBe('2027-07');
    expect(stayMonth('2028-01-01')).toBe('2027-12');
  });
});

describe('commission', () => {
  it('accepts 0–100 with two decimals', () => {
    expect(isCommissionPercent(20)).toBe(true);
    expect(isCommissionPercent(17.5)).toBe(true);
    expect(isCommissionPercent(12.25)).toBe(true);
    expect(isCommissionPercent(12.255)).toBe(false);
    expect(isCommissionPercent(-1)).toBe(false);
    expect(isCommissionPercent(100.01)).toBe(false);
    expect(isCommissionPercent(Number.NaN)).toBe(false);
  });

  it('rounds to the minor unit, halves away from zero', () => {
    expect(commissionOf(100_000, 20)).toBe(20_000);
    expect(commissionOf(1_005, 10)).toBe(101); // 100.5 → 101
    expect(commissionOf(1_004, 10)).toBe(100); // 100.4 → 100
    expect(commissionOf(333, 17.5)).toBe(58); // 58.275
    expect(commissionOf(-1_005, 10)).toBe(-101);
    expect(commissionOf(0, 25)).toBe(0);
  });
});

describe('allocate', () => {
  it('splits exactly, remainders to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(1, [0, 5])).toEqual([0, 1]);
    expect(allocate(0, [4, 5])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(-100, [1, 2])).toEqual([-33, -67]);
    for (const [total, weights] of [
      [99_999, [12_345, 67_890, 1]],
      [7, [1, 1, 1, 1, 1, 1]],
      [123_457, [50_000, 50_000, 23_457]],
    ] as const) {
      expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('a stay’s money', () => {
  it('takes its share of the discount, then of the money captured and refunded, beside the extras', () => {
    // Two stays of 600.00 and 400.00, 20% off the stays (200.00), extras 100.00; everything paid, 90.00 refunded.
    const [a, b] = stayMoney({ stayPrices: [60_000, 40_000], discountAmount: 20_000, extrasAmount: 10_000, captured: 90_000, refunded: 9_000 });
    expect(a).toEqual({ price: 48_000, rent: 48_000, refunds: 4_800 });
    expect(b).toEqual({ price: 32_000, rent: 32_000, refunds: 3_200 });
  });

  it('with only a deposit captured, the stay has its share of the deposit', () => {
    const [stay] = stayMoney({ stayPrices: [100_000], discountAmount: 0, extrasAmount: 0, captured: 25_000, refunded: 0 });
    expect(stay.rent).toBe(25_000);
  });

  it('never gives the owner the extras', () => {
    const [stay] = stayMoney({ stayPrices: [100_000], discountAmount: 0, extrasAmount: 50_000, captured: 150_000, refunded: 0 });
    expect(stay.rent).toBe(100_000);
  });
});

describe('a statement line', () => {
  it('net + commission + refunds = rent, to the cent', () => {
    for (const [rent, refunds, percent] of [
      [100_000, 0, 20],
      [48_001, 4_801, 17.5],
      [33_333, 33_333, 15],
      [25_000, 12_500, 12.25],
      [1, 0, 50],
    ] as const) {
      const line = stayFigures(rent, refunds, percent);
      expect(line.net + line.commission + line.refunds).toBe(rent);
      expect(line.commission).toBe(commissionOf(rent - refunds, percent));
    }
  });

  it('a cancelled stay keeps the fee: commission on what was kept', () => {
    // 1,000.00 paid, 500.00 refunded under the policy, commission 20% of the 500.00 kept.
    expect(stayFigures(100_000, 50_000, 20)).toEqual({ rent: 100_000, refunds: 50_000, commission: 10_000, net: 40_000 });
  });

  it('an adjustment is what changed since the month was reported', () => {
    const reported = stayFigures(100_000, 0, 20);
    const now = stayFigures(100_000, 10_000, 20);
    expect(subtractFigures(now, reported)).toEqual({ rent: 0, refunds: 10_000, commission: -2_000, net: -8_000 });
  });
});

describe('balance', () => {
  it('carries last month, adds the net and adjustments, takes the payouts', () => {
    const totals = statementTotals([stayFigures(100_000, 0, 20), stayFigures(50_000, 5_000, 10)]);
    expect(totals).toEqual({ rent: 150_000, refunds: 5_000, commission: 24_500, net: 120_500 });
    expect(balanceDue({ balanceCarried: 1_000, net: totals.net, adjustments: [-8_000], payouts: [100_000] })).toBe(13_500);
  });

  it('shows owners only the first name', () => {
    expect(firstName('  Ada   Lovelace ')).toBe('Ada');
    expect(firstName('Cher')).toBe('Cher');
  });
});
