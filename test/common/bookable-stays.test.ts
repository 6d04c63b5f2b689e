import { calendarNights, calendarWeeks, checkInBounds, isBookable, monthCheckIns, nearestStays, overlapsTaken } from '../../common/bookable-stays';
import { weekdayOf } from '../../common/seasonal-pricing';

const window = { today: '2030-01-01', horizonMonths: 24 };
const anyDay = { changeoverDay: null, minNights: 1 };
const saturdays = { changeoverDay: 6, minNights: 7 };

describe('bookable stays', () => {
  it('keep the lead time, the horizon, the minimum stay, the changeover day and stay clear of taken nights', () => {
    expect(checkInBounds(window)).toEqual({ first: '2030-01-15', last: '2032-01-01' });
    expect(isBookable('2030-01-14', 7, anyDay, window, [])).toBe(false);
    expect(isBookable('2030-01-15', 7, anyDay, window, [])).toBe(true);
    expect(isBookable('2032-01-02', 7, anyDay, window, [])).toBe(false);
    expect(isBookable('2030-03-02', 7, saturdays, window, [])).toBe(true);
    expect(isBookable('2030-03-03', 7, saturdays, window, [])).toBe(false);
    expect(isBookable('2030-03-02', 6, saturdays, window, [])).toBe(false);
    expect(isBookable('2030-03-02', 91, anyDay, window, [])).toBe(false);
    // Back to back is free; one shared night is not.
    const taken = [{ checkIn: '2030-03-09', checkOut: '2030-03-16' }];
    expect(overlapsTaken('2030-03-02', '2030-03-09', taken)).toBe(false);
    expect(isBookable('2030-03-03', 7, anyDay, window, taken)).toBe(false);
  });

  it('follow the window they are asked with, one after another', () => {
    const later = { today: '2030-06-30', horizonMonths: 6 };
    expect(checkInBounds(later)).toEqual({ first: '2030-07-14', last: '2030-12-30' });
    expect(isBookable('2031-01-01', 7, anyDay, later, [])).toBe(false);
    expect(isBookable('2031-01-01', 7, anyDay, window, [])).toBe(true);
    expect(isBookable('2030-07-13', 7, anyDay, later, [])).toBe(false);
    expect(checkInBounds({ ...later, horizonMonths: 12 })).toEqual({ first: '2030-07-14', last: '2031-06-30' });
    expect(checkInBounds(window)).toEqual({ first: '2030-01-15', last: '2032-01-01' });
  });

  it('clip a month to the lead time and the horizon', () => {
    expect(monthCheckIns('2030-01', window)).toEqual({ from: '2030-01-15', to: '2030-01-31' });
    expect(monthCheckIns('2030-07', window)).toEqual({ from: '2030-07-01', to: '2030-07-31' });
    expect(monthCheckIns('2032-02', window)).toBeNull();
  });

  it('make calendar weeks from the changeover day, Saturday without one, as long as the minimum stay', () => {
    const weeks = calendarWeeks('2030-03-01', 3, { changeoverDay: 0, minNights: 10 }, window, [{ checkIn: '2030-03-10', checkOut: '2030-03-11' }]);
    expect(weeks).toEqual([
      { checkIn: '2030-03-03', checkOut: '2030-03-17', available: false },
      { checkIn: '2030-03-10', checkOut: '2030-03-24', available: false },
      { checkIn: '2030-03-17', checkOut: '2030-03-31', available: true },
    ]);
    expect(calendarWeeks('2030-03-01', 1, anyDay, window, []).map((w) => weekdayOf(w.checkIn))).toEqual([6]);
    expect(calendarNights({ changeoverDay: null, minNights: 10 })).toBe(10);
  });

  it('offer the nearest free stays of the same length, before and after, nearest first', () => {
    const taken = [{ checkIn: '2030-03-09', checkOut: '2030-03-23' }];
    expect(nearestStays({ checkIn: '2030-03-09', checkOut: '2030-03-16' }, saturdays, window, taken)).toEqual([
      { checkIn: '2030-03-02', checkOut: '2030-03-09' },
      { checkIn: '2030-02-23', checkOut: '2030-03-02' },
      { checkIn: '2030-03-23', checkOut: '2030-03-30' },
    ]);
  });
});
