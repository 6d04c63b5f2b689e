import { BOOKING_LEAD_DAYS } from '../../common/constants';
import {
  BOOKING_HORIZON_MONTHS_DEFAULT,
  addDays,
  addMonths,
  addWeeks,
  businessToday,
  daysBetween,
  eachNight,
  earliestCheckIn,
  isIsoDate,
  isoDay,
  latestCheckIn,
  meetsBookingLead,
  monthStart,
  nightsBetween,
  weekdayOf,
  withinBookingHorizon,
} from '../../common/dates';

describe('business today (Europe/London)', () => {
  it('is the London calendar day, not the UTC one, in British Summer Time', () => {
    // 23:30 UTC on 30 June is already 1 July in London (UTC+1).
    expect(businessToday(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(businessToday(new Date('2027-06-30T22:59:00Z'))).toBe('2027-06-30');
  });

  it('equals the UTC day in winter (GMT)', () => {
    expect(businessToday(new Date('2027-01-15T23:59:00Z'))).toBe('2027-01-15');
    expect(businessToday(new Date('2027-01-16T00:00:00Z'))).toBe('2027-01-16');
  });

  it('does not depend on where the process runs', () => {
    // Seen from Sydney it is already the 2nd, from Los Angeles still the 31st: London says the 1st.
    expect(businessToday(new Date('2027-03-01T12:00:00Z'))).toBe('2027-03-01');
  });
});

describe('calendar arithmetic on ISO days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addWeeks('2027-03-10', -8)).toBe('2027-01-13');
  });

  it('is not shifted by a daylight-saving change', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
  });

  it('counts days both ways and nights as the ceiling of the difference', () => {
    expect(daysBetween('2027-06-01', '2027-06-08')).toBe(7);
    expect(daysBetween('2027-06-08', '2027-06-01')).toBe(-7);
    expect(nightsBetween('2027-06-01', '2027-06-08')).toBe(7);
    expect(nightsBetween('2027-06-01', '2027-06-01')).toBe(0);
    expect(nightsBetween('2027-06-01', 'soon')).toBeNaN();
  });

  it('works out nights and weekdays of real days by arithmetic, as Date does, from 1600 to 2400', () => {
    const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
    for (let time = Date.UTC(1600, 0, 1); time < Date.UTC(2400, 0, 1); time += 37 * 86_400_000) {
      expect(weekdayOf(iso(time))).toBe(new Date(time).getUTCDay());
      expect(nightsBetween('2027-06-01', iso(time))).toBe(Math.ceil((time - Date.parse('2027-06-01')) / 86_400_000));
    }
  });

  it('reads anything but a real day as Date does', () => {
    // Half a day short of a week: the ceiling, 7 nights.
    expect(nightsBetween('2027-06-01T12:00:00Z', '2027-06-08')).toBe(7);
    expect(weekdayOf('2027-02-30')).toBe(2);
    expect(weekdayOf('soon')).toBeNaN();
  });

  it('lists every night of a stay, not the departure day', () => {
    expect(eachNight('2027-06-29', '2027-07-02')).toEqual(['2027-06-29', '2027-06-30', '2027-07-01']);
    expect(eachNight('2027-06-02', '2027-06-01')).toEqual([]);
  });

  it('moves by months from the first of the month', () => {
    expect(monthStart('2027-05-31')).toBe('2027-05-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(isoDay(2027, 2, 3)).toBe('2027-02-03');
  });

  it('gives what the Date object gives, for every day from 1890 to 2110 and at the ends of the years 0-9999', () => {
    const DAY = 86_400_000;
    const byDate = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    // Each day's differences are collected and compared once: 80,000 days of expect() calls took a minute and a half.
    const differences: string[] = [];
    for (let time = Date.UTC(1890, 0, 1); time <= Date.UTC(2110, 11, 31); time += DAY) {
      const iso = new Date(time).toISOString().slice(0, 10);
      for (const days of [1, -1, 7, 400, -3_000]) if (addDays(iso, days) !== byDate(iso, days)) differences.push(`addDays(${iso}, ${days}) = ${addDays(iso, days)}`);
      if (daysBetween('1970-01-01', iso) !== Math.round(time / DAY)) differences.push(`daysBetween(1970-01-01, ${iso}) = ${daysBetween('1970-01-01', iso)}`);
      if (!isIsoDate(iso)) differences.push(`isIsoDate(${iso}) = false`);
    }
    expect(differences).toEqual([]);
    expect(addDays('0000-01-01', 0)).toBe('0000-01-01');
    expect(addDays('0000-03-01', -1)).toBe('0000-02-29');
    expect(addDays('9999-12-31', 0)).toBe('9999-12-31');
    // Past the years of four digits, and days that are not real, as the Date object has them.
    expect(addDays('9999-12-31', 1)).toBe(byDate('9999-12-31', 1));
    expect(addDays('0000-01-01', -1)).toBe(byDate('0000-01-01', -1));
    expect(addDays('2027-02-30', 1)).toBe(byDate('2027-02-30', 1));
    expect(() => addDays('2027-06-00', 1)).toThrow(RangeError);
    expect(() => addDays('soon', 1)).toThrow(RangeError);
    expect(daysBetween('2027-06-01', '2027-06-1x')).toBeNaN();
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-1', '2027-06-01T00:00:00Z', '', null, undefined]) expect(isIsoDate(bad)).toBe(false);
  });
});

describe('booking lead (14 days from today)', () => {
  it('starts the earliest check-in BOOKING_LEAD_DAYS after today', () => {
    expect(BOOKING_LEAD_DAYS).toBe(14);
    expect(earliestCheckIn('2027-06-01')).toBe('2027-06-15');
  });

  it('accepts that day and later, refuses the day before', () => {
    expect(meetsBookingLead('2027-06-15', '2027-06-01')).toBe(true);
    expect(meetsBookingLead('2027-09-01', '2027-06-01')).toBe(true);
    expect(meetsBookingLead('2027-06-14', '2027-06-01')).toBe(false);
  });

  it('defaults to the business today', () => {
    expect(earliestCheckIn()).toBe(addDays(businessToday(), BOOKING_LEAD_DAYS));
  });
});

describe('booking horizon (check-in at most BOOKING_HORIZON_MONTHS_DEFAULT calendar months ahead)', () => {
  it('ends on the same day of the month, `months` months on', () => {
    expect(latestCheckIn('2026-01-15', 24)).toBe('2028-01-15');
    expect(latestCheckIn('2026-12-31', 12)).toBe('2027-12-31');
    expect(latestCheckIn('2026-11-30', 3)).toBe('2027-02-28');
    expect(latestCheckIn('2026-06-10', 0)).toBe('2026-06-10');
  });

  it('clamps to the last day of a shorter month, leap years included', () => {
    expect(latestCheckIn('2026-08-31', 6)).toBe('2027-02-28');
    expect(latestCheckIn('2027-08-31', 6)).toBe('2028-02-29');
    expect(latestCheckIn('2028-02-29', 12)).toBe('2029-02-28');
    expect(latestCheckIn('2026-01-31', 1)).toBe('2026-02-28');
    expect(latestCheckIn('2026-03-31', 1)).toBe('2026-04-30');
    expect(latestCheckIn('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('always gives a real calendar day', () => {
    for (let day = '2027-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      for (const months of [1, 6, 24]) expect(isIsoDate(latestCheckIn(day, months))).toBe(true);
    }
  });

  it('accepts the last day and refuses the next one', () => {
    expect(withinBookingHorizon('2027-02-28', '2026-08-31', 6)).toBe(true);
    expect(withinBookingHorizon('2027-03-01', '2026-08-31', 6)).toBe(false);
    expect(withinBookingHorizon('2026-09-14', '2026-08-31', 6)).toBe(true);
  });

  it('defaults to 24 months from the business today', () => {
    expect(BOOKING_HORIZON_MONTHS_DEFAULT).toBe(24);
    expect(latestCheckIn()).toBe(latestCheckIn(businessToday(), 24));
    expect(withinBookingHorizon(latestCheckIn())).toBe(true);
    expect(withinBookingHorizon(addDays(latestCheckIn(), 1))).toBe(false);
  });
});
