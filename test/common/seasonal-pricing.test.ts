import { changeoverViolation, isChangeoverDay, lowestWeeklyPrice, overlappingSeasons, priceStayBySeason, weekdayOf } from '../../common/seasonal-pricing';

const summer = { from: '2031-06-07', to: '2031-09-06', weeklyPrice: 14000 };
const autumn = { from: '2031-09-06', to: '2031-10-04', weeklyPrice: 9100 };

describe('priceStayBySeason', () => {
  it('prices a stay inside one season at round(season weekly / 7) a night', () => {
    expect(priceStayBySeason({ checkIn: '2031-06-14', checkOut: '2031-06-21', baseWeeklyPrice: 7000, seasons: [summer] })).toMatchObject({ nights: 7, pricePerNight: 2000, total: 14000 });
  });

  it('prices nights outside every season at the base weekly price', () => {
    const price = priceStayBySeason({ checkIn: '2031-05-01', checkOut: '2031-05-04', baseWeeklyPrice: 7900, seasons: [summer] });
    expect(price).toMatchObject({ nights: 3, pricePerNight: 1129, total: 3387 });
    expect(price?.segments).toEqual([{ from: '2031-05-01', to: '2031-05-04', nights: 3, weeklyPrice: 7900, pricePerNight: 1129, total: 3387, seasonal: false }]);
  });

  it('splits a stay across a season boundary night by night', () => {
    // 3 nights before the season (1000 each), 4 nights in it (2000 each).
    const price = priceStayBySeason({ checkIn: '2031-06-04', checkOut: '2031-06-11', baseWeeklyPrice: 7000, seasons: [summer] });
    expect(price?.total).toBe(3 * 1000 + 4 * 2000);
    expect(price?.segments.map((s) => [s.from, s.to, s.nights, s.pricePerNight])).toEqual([
      ['2031-06-04', '2031-06-07', 3, 1000],
      ['2031-06-07', '2031-06-11', 4, 2000],
    ]);
    expect(price?.pricePerNight).toBe(Math.round(11000 / 7));
  });

  it('treats the season end as the first night after it (half-open) and moves into the next season', () => {
    const price = priceStayBySeason({ checkIn: '2031-09-04', checkOut: '2031-09-08', baseWeeklyPrice: 7000, seasons: [autumn, summer] });
    expect(price?.segments.map((s) => [s.from, s.nights, s.weeklyPrice])).toEqual([
      ['2031-09-04', 2, 14000],
      ['2031-09-06', 2, 9100],
    ]);
    expect(price?.total).toBe(2 * 2000 + 2 * 1300);
  });

  it('rounds each night, not the stay: 7 nights at 7900 a week cost 7 × 1129', () => {
    expect(priceStayBySeason({ checkIn: '2031-06-07', checkOut: '2031-06-14', baseWeeklyPrice: 1, seasons: [{ ...summer, weeklyPrice: 7900 }] })?.total).toBe(7903);
    // 10 / 7 = 1.43 rounds to 1 a night.
    expect(priceStayBySeason({ checkIn: '2031-06-07', checkOut: '2031-06-10', baseWeeklyPrice: 1, seasons: [{ ...summer, weeklyPrice: 10 }] })?.total).toBe(3);
  });

  it('prices a stay that only touches a season (back to back, either side) at the base price, in one run', () => {
    const before = { checkIn: '2031-05-31', checkOut: '2031-06-07', baseWeeklyPrice: 7900 };
    const after = { checkIn: '2031-10-04', checkOut: '2031-10-11', baseWeeklyPrice: 7900 };
    for (const stay of [before, after]) {
      const price = priceStayBySeason({ ...stay, seasons: [summer, autumn] });
      expect(price).toEqual(priceStayBySeason({ ...stay, seasons: [] }));
      expect(price?.segments).toEqual([{ from: stay.checkIn, to: stay.checkOut, nights: 7, weeklyPrice: 7900, pricePerNight: 1129, total: 7903, seasonal: false }]);
    }
    // One night in: night by night again.
    expect(priceStayBySeason({ ...before, checkOut: '2031-06-08', seasons: [summer] })?.segments.map((s) => [s.nights, s.seasonal])).toEqual([
      [7, false],
      [1, true],
    ]);
  });

  it('has no price without a night', () => {
    expect(priceStayBySeason({ checkIn: '2031-06-07', checkOut: '2031-06-07', baseWeeklyPrice: 7000, seasons: [] })).toBeNull();
    expect(priceStayBySeason({ checkIn: '', checkOut: '2031-06-07', baseWeeklyPrice: 7000, seasons: [] })).toBeNull();
    expect(priceStayBySeason({ checkIn: '2031-06-09', checkOut: '2031-06-07', baseWeeklyPrice: 7000, seasons: [] })).toBeNull();
  });
});

describe('lowestWeeklyPrice', () => {
  it('is the base price or a lower price of a season within the next 12 months', () => {
    const low = { from: '2031-11-01', to: '2031-12-01', weeklyPrice: 5000 };
    expect(lowestWeeklyPrice(7000, [summer, low], '2031-05-01')).toBe(5000);
    expect(lowestWeeklyPrice(7000, [summer], '2031-05-01')).toBe(7000);
    // Over already, or starting more than 12 months ahead: not counted.
    expect(lowestWeeklyPrice(7000, [low], '2032-01-15')).toBe(7000);
    expect(lowestWeeklyPrice(7000, [{ from: '2032-05-02', to: '2032-06-01', weeklyPrice: 100 }], '2031-05-01')).toBe(7000);
    expect(lowestWeeklyPrice(7000, [{ from: '2032-04-30', to: '2032-06-01', weeklyPrice: 100 }], '2031-05-01')).toBe(100);
  });
});

describe('overlappingSeasons', () => {
  it('finds the first overlapping pair by position; back-to-back seasons do not overlap', () => {
    expect(overlappingSeasons([summer, autumn])).toBeNull();
    expect(overlappingSeasons([autumn, { from: '2031-01-01', to: '2031-02-01', weeklyPrice: 1 }, { ...summer, to: '2031-09-07' }])).toEqual([0, 2]);
  });
});

describe('changeover day', () => {
  it('knows the weekday of a date (0 Sunday … 6 Saturday)', () => {
    expect(weekdayOf('2031-06-07')).toBe(6);
    expect(weekdayOf('2031-06-08')).toBe(0);
  });

  it('requires check-in, then check-out, on the changeover day when there is one', () => {
    expect(changeoverViolation('2031-06-07', '2031-06-14', 6)).toBeNull();
    expect(changeoverViolation('2031-06-08', '2031-06-14', 6)).toBe('checkIn');
    expect(changeoverViolation('2031-06-07', '2031-06-12', 6)).toBe('checkOut');
    expect(changeoverViolation('2031-06-08', '2031-06-12', null)).toBeNull();
    expect(isChangeoverDay('2031-06-08', 6)).toBe(false);
    expect(isChangeoverDay('2031-06-08', null)).toBe(true);
  });
});
