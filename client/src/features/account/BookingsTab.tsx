import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { BookingStatus, OrderStatus } from '../../__generated__/graphql';
import type { MessageId } from '../../lib/message-id';
import { paths, propertyUrl, tripUrl } from '../../lib/urls';
import { AccountEmpty, AccountError, AccountLoading } from './AccountStates';
import { useFormatDate } from '../../lib/dates';

/** The most bookings shown; the API's page limit. */
const BOOKINGS_LIMIT = 100;
/** A booking is named by the first 8 characters of its id. */
const BOOKING_ID_CHARS = 8;

const MyBookingsQuery = graphql(`
  query MyBookings($page: PageInput) {
    myBookings(page: $page) {
      totalCount
      items {
        id
        checkIn
        checkOut
        guests
        status
        property {
          id
          title
        }
      }
    }
  }
`);

export const STATUS_MESSAGE: Record<BookingStatus, MessageId> = {
  CONFIRMED: 'account.status.confirmed',
  PENDING: 'account.status.pending',
  CANCELLED: 'account.status.cancelled',
};

/** An order's status as the account and invoice show it. */
export const ORDER_STATUS_MESSAGE: Record<OrderStatus, MessageId> = {
  ...STATUS_MESSAGE,
  OVERDUE: 'account.status.overdue',
  EXPIRED: 'account.status.expired',
};

/** "Booking #" and the id's first 8 characters, the dates, guests and the status. */
export function BookingsTab() {
  const formatDay = useFormatDate();
  const { data, loading, error } = useQuery(MyBookingsQuery, { variables: { page: { limit: BOOKINGS_LIMIT, offset: 0 } }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <AccountLoading />;
  if (error && !data) return <AccountError />;
  const bookings = data?.myBookings.items ?? [];
  if (bookings.length === 0) {
    return (
      <AccountEmpty message="account.bookings.empty">
        <Link to={paths.home} className="button button--primary">
          <FormattedMessage id="account.browseVillas" />
        </Link>
      </AccountEmpty>
    );
  }
  return (
    <ul className="account-list">
      {bookings.map((booking) => (
        <li key={booking.id} className="account-item">
          <div className="account-item__main">
            <h3 className="account-item__title">
              <FormattedMessage id="account.bookings.number" values={{ id: booking.id.slice(0, BOOKING_ID_CHARS) }} />
            </h3>
            <p className="account-item__villa">
              <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link>
            </p>
            <p className="account-item__meta">
              <FormattedMessage id="account.bookings.dates" values={{ checkIn: formatDay(booking.checkIn), checkOut: formatDay(booking.checkOut) }} />
              <span aria-hidden="true"> · </span>
              <FormattedMessage id="account.bookings.guests" values={{ count: booking.guests }} />
            </p>
            {booking.status === 'CONFIRMED' ? (
              <p className="account-item__meta">
                <Link to={tripUrl(booking.id)}>
                  <FormattedMessage id="account.bookings.trip" />
                </Link>
              </p>
            ) : null}
          </div>
          <span className={`status-badge status-badge--${booking.status.toLowerCase()}`}>
            <FormattedMessage id={STATUS_MESSAGE[booking.status]} />
          </span>
        </li>
      ))}
    </ul>
  );
}
