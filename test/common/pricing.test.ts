import { extraLineTotal, extrasTotal, fromBaseCurrency, fromMinorUnits, pricePerNight, priceStay, toBaseCurrency, toMinorUnits } from '../../common/pricing';

describe('stay price', () => {
  it('prices a night at round(weekly / 7)', () => {
    expect(pricePerNight(7000)).toBe(1000);
    expect(pricePerNight(7900)).toBe(1129);
    expect(pricePerNight(3000)).toBe(429);
  });

  it('totals price per night × nights, not the weekly price', () => {
    expect(priceStay({ checkIn: '2031-06-01', checkOut: '2031-06-08', weeklyPrice: 7900 })).toEqual({ nights: 7, pricePerNight: 1129, total: 7903 });
    expect(priceStay({ checkIn: '2031-06-01', checkOut: '2031-06-04', weeklyPrice: 3000 })).toEqual({ nights: 3, pricePerNight: 429, total: 1287 });
  });

  it('has no price without at least one night or with unreadable dates', () => {
    expect(priceStay({ checkIn: '2031-06-01', checkOut: '2031-06-01', weeklyPrice: 7000 })).toBeNull();
    expect(priceStay({ checkIn: '2031-06-08', checkOut: '2031-06-01', weeklyPrice: 7000 })).toBeNull();
    expect(priceStay({ checkIn: '', checkOut: '2031-06-01', weeklyPrice: 7000 })).toBeNull();
    expect(priceStay({ checkIn: 'tomorrow', checkOut: '2031-06-01', weeklyPrice: 7000 })).toBeNull();
  });
});

describe('extras and money', () => {
  it('totals extras lines as unit price × quantity', () => {
    expect(extraLineTotal(45, 3)).toBe(135);
    expect(extrasTotal([{ unitPrice: 45, quantity: 3 }, { unitPrice: 120, quantity: 1 }])).toBe(255);
    expect(extrasTotal([])).toBe(0);
  });

  it('converts whole units to pence, rounding away float noise', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(7903)).toBe(790300);
    expect(fromMinorUnits(92587)).toBe(925.87);
  });

  it('converts with rates given per 1 GBP', () => {
    expect(fromBaseCurrency(1000, 1.17)).toBeCloseTo(1170);
    expect(toBaseCurrency(1170, 1.17)).toBeCloseTo(1000);
  });
});
