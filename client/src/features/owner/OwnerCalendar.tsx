import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, businessToday } from '../../../../common/dates';
import { monthRange, monthsBetween, nextMonth, OWNER_CALENDAR_MONTHS } from '../../../../common/owner-statements';
import type { OwnerCalendarQuery } from '../../__generated__/graphql';
import { formatDate } from '../../lib/dates';
import type { MessageId } from '../../lib/message-id';
import { ownerCalendarQuery } from './owner.operations';

export type DayState = 'booked' | 'owner' | 'blocked';

const STATUS_LABELS: Record<string, MessageId> = { pending: 'owner.bookings.status.pending', confirmed: 'owner.bookings.status.confirmed', cancelled: 'owner.bookings.status.cancelled' };

const STATE_LABELS = { booked: 'owner.calendar.booked', owner: 'owner.calendar.ownerStay', blocked: 'owner.calendar.blocked' } as const;

/** The calendar's months: this one and the next OWNER_CALENDAR_MONTHS − 1. */
export function calendarMonths(today = businessToday()): string[] {
  const first = today.slice(0, 7);
  let last = first;
  for (let i = 1; i < OWNER_CALENDAR_MONTHS; i += 1) last = nextMonth(last);
  return monthsBetween(first, last);
}

/** Each night's state: guests' stays (not cancelled), the owner's stays and other blocks. */
export function dayStates(data: OwnerCalendarQuery): Map<string, DayState> {
  const states = new Map<string, DayState>();
  const mark = (checkIn: string, checkOut: string, state: DayState) => {
    for (let day = checkIn; day < checkOut; day = addDays(day, 1)) states.set(day, state);
  };
  for (const booking of data.ownerBookings) if (booking.status !== 'cancelled') mark(booking.checkIn, booking.checkOut, 'booked');
  for (const block of data.ownerBlocks) mark(block.checkIn, block.checkOut, block.ownerStay ? 'owner' : 'blocked');
  return states;
}

/** Monday-first weeks of `month`, null for the days before the 1st and after the last. */
function weeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const offset = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/**
 * A villa's next 18 months, a small table per month: each night marked booked (a guest's stay),
 * the owner's own stay, or blocked by staff. States are read out with each day, not only shown
 * by colour.
 */
export function OwnerCalendar({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const months = calendarMonths();
  const range = { from: monthRange(months[0]).from, to: monthRange(months[months.length - 1]).to };
  const { data, loading, error } = useQuery(ownerCalendarQuery, { variables: { propertyId, range }, fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <p className="owner-status" role={error ? 'alert' : 'status'}>
        <FormattedMessage id={error && !loading ? 'owner.loadFailed' : 'owner.loading'} />
      </p>
    );
  }
  const states = dayStates(data);
  const weekdays = Array.from({ length: 7 }, (_, i) => formatDate(intl, addDays('2024-01-01', i), 'weekday'));
  return (
    <div className="owner-calendar">
      <ul className="owner-calendar__legend">
        {(['booked', 'owner', 'blocked'] as const).map((state) => (
          <li key={state}>
            <span className={`owner-calendar__swatch owner-calendar__day--${state}`} aria-hidden="true" />
            <FormattedMessage id={STATE_LABELS[state]} />
          </li>
        ))}
      </ul>
      <div className="owner-calendar__months">
        {months.map((month) => (
          <table key={month} className="owner-calendar__month" data-month={month}>
            <caption>{formatDate(intl, `${month}-01`, 'monthYear')}</caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, i) => {
                    if (!day) return <td key={`empty-${i}`} />;
                    const state = states.get(day);
                    return (
                      <td key={day} data-day={day} data-state={state ?? 'free'} className={state ? `owner-calendar__day--${state}` : undefined}>
                        <span aria-hidden={state ? true : undefined}>{Number(day.slice(8))}</span>
                        {state ? <span className="visually-hidden">{intl.formatMessage({ id: 'owner.calendar.dayState' }, { day: formatDate(intl, day, 'long'), state: intl.formatMessage({ id: STATE_LABELS[state] }) })}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <OwnerBookingList bookings={data.ownerBookings} />
    </div>
  );
}

/** The guests' stays in words: dates, first name, party size, status. */
function OwnerBookingList({ bookings }: { bookings: OwnerCalendarQuery['ownerBookings'] }) {
  const intl = useIntl();
  return (
    <div className="owner-section__part">
      <h3>
        <FormattedMessage id="owner.bookings.title" />
      </h3>
      {bookings.length ? (
        <ul className="owner-list">
          {bookings.map((booking) => (
            <li key={booking.id} className="owner-list__row">
              <strong>
                <FormattedMessage id="owner.range" values={{ from: formatDate(intl, booking.checkIn), to: formatDate(intl, booking.checkOut) }} />
              </strong>
              <span>
                <FormattedMessage id="owner.bookings.guest" values={{ name: booking.guestFirstName, guests: booking.guests }} />
              </span>
              <span className="owner-list__status">
                <FormattedMessage id={STATUS_LABELS[booking.status] ?? 'owner.bookings.status.confirmed'} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="owner-status">
          <FormattedMessage id="owner.bookings.empty" />
        </p>
      )}
    </div>
  );
}
