import { BOOKING_LEAD_DAYS } from '../../common/constants';
import { addDays, addMonths, addWeeks, businessToday, daysBetween, eachNight, earliestCheckIn, isIsoDate, isoDay, meetsBookingLead, monthStart, nightsBetween } from '../../common/dates';

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

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-1', '2027-06-01T00:00:00Z', '', null, undefined]) expect(isIsoDate(bad)).toBe(false);
  });
});

describe('booking lead (spec section 9: 14 days from today)', () => {
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
