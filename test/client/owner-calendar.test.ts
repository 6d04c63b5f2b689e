import { calendarMonths, dayStates } from '../../client/src/features/owner/OwnerCalendar';
import type { OwnerCalendarQuery } from '../../client/src/__generated__/graphql';

describe('the owner calendar', () => {
  it('shows 18 months from the current one', () => {
    const months = calendarMonths('2027-11-20');
    expect(months).toHaveLength(18);
    expect(months[0]).toBe('2027-11');
    expect(months[17]).toBe('2029-04');
  });

  it("marks each night: guests' stays (not cancelled ones), the owner's stays and staff blocks; departure days stay free", () => {
    const data: OwnerCalendarQuery = {
      ownerBookings: [
        { __typename: 'OwnerBooking', id: 'b1', checkIn: '2027-06-05', checkOut: '2027-06-08', status: 'confirmed', guestFirstName: 'Ada', guests: 2 },
        { __typename: 'OwnerBooking', id: 'b2', checkIn: '2027-06-10', checkOut: '2027-06-12', status: 'cancelled', guestFirstName: 'Bo', guests: 1 },
      ],
      ownerBlocks: [
        { __typename: 'OwnerBlock', id: 'o1', checkIn: '2027-06-08', checkOut: '2027-06-10', ownerStay: true, note: 'Us' },
        { __typename: 'OwnerBlock', id: 's1', checkIn: '2027-06-20', checkOut: '2027-06-21', ownerStay: false, note: null },
      ],
    };
    const states = dayStates(data);
    expect(['2027-06-05', '2027-06-06', '2027-06-07'].map((d) => states.get(d))).toEqual(['booked', 'booked', 'booked']);
    expect(states.get('2027-06-08')).toBe('owner');
    expect(states.get('2027-06-09')).toBe('owner');
    expect(states.get('2027-06-10')).toBeUndefined();
    expect(states.get('2027-06-11')).toBeUndefined();
    expect(states.get('2027-06-20')).toBe('blocked');
    expect(states.get('2027-06-21')).toBeUndefined();
  });
});
