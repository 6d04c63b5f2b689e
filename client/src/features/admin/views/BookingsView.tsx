import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { BookingStatus } from '../../../__generated__/graphql';
import { propertyUrl } from '../../../lib/urls';
import { shortId } from '../admin.format';
import { ListStatus } from '../ListStatus';
import { Pagination, SearchBox, useListParams } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

export const adminBookingsQuery = graphql(`
  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {
    adminBookings(filter: $filter, page: $page) {
      totalCount
      items {
        id
        name
        email
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

export const BOOKING_STATUS_MESSAGES = {
  PENDING: 'admin.bookingStatus.PENDING',
  CONFIRMED: 'admin.bookingStatus.CONFIRMED',
  CANCELLED: 'admin.bookingStatus.CANCELLED',
} as const satisfies Record<BookingStatus, string>;

/** Every booking with its guest's name and e-mail (spec section 2, admin variant). */
export function BookingsView() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { q, page, pageInput, setQuery, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(adminBookingsQuery, {
    variables: { filter: q ? { search: q } : null, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const bookings = data?.adminBookings.items ?? [];
  const col = (id: 'admin.col.booking' | 'admin.col.name' | 'admin.col.email' | 'admin.col.villa' | 'admin.col.dates' | 'admin.col.guests' | 'admin.col.status') => intl.formatMessage({ id });

  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={q} onSearch={setQuery} label={intl.formatMessage({ id: 'admin.search.nameOrEmail' })} />
      </div>
      <ListStatus loading={loading} error={error} empty={bookings.length === 0} onRetry={() => void refetch()} />
      {bookings.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.bookings" />
          </caption>
          <thead>
            <tr>
              <th scope="col">{col('admin.col.booking')}</th>
              <th scope="col">{col('admin.col.name')}</th>
              <th scope="col">{col('admin.col.email')}</th>
              <th scope="col">{col('admin.col.villa')}</th>
              <th scope="col">{col('admin.col.dates')}</th>
              <th scope="col">{col('admin.col.guests')}</th>
              <th scope="col">{col('admin.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <th scope="row" data-label={col('admin.col.booking')}>
                  <FormattedMessage id="admin.bookings.number" values={{ id: shortId(booking.id) }} />
                </th>
                <td data-label={col('admin.col.name')}>{booking.name}</td>
                <td data-label={col('admin.col.email')} className="admin-table__wrap">
                  {booking.email}
                </td>
                <td data-label={col('admin.col.villa')}>
                  <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link>
                </td>
                <td data-label={col('admin.col.dates')}>
                  <FormattedMessage id="admin.bookings.dates" values={{ checkIn: formatDate(booking.checkIn), checkOut: formatDate(booking.checkOut) }} />
                </td>
                <td data-label={col('admin.col.guests')}>{booking.guests}</td>
                <td data-label={col('admin.col.status')}>
                  <FormattedMessage id={BOOKING_STATUS_MESSAGES[booking.status]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pagination page={page} totalCount={data.adminBookings.totalCount} onPage={setPage} /> : null}
    </section>
  );
}
