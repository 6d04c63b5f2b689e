import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { AdminBookingsQuery, BookingStatus } from '../../../__generated__/graphql';
import { propertyUrl } from '../../../lib/urls';
import { shortId } from '../admin.format';
import { AdminList, type AdminColumn } from '../AdminList';
import { useAdminListQuery } from '../ListControls';

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

const COLUMNS: AdminColumn<AdminBookingsQuery['adminBookings']['items'][number]>[] = [
  { label: 'admin.col.booking', cell: (booking) => <FormattedMessage id="admin.bookings.number" values={{ id: shortId(booking.id) }} /> },
  { label: 'admin.col.name', cell: (booking) => booking.name },
  { label: 'admin.col.email', className: 'admin-table__wrap', cell: (booking) => booking.email },
  { label: 'admin.col.villa', cell: (booking) => <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link> },
  { label: 'admin.col.dates', cell: (booking, format) => <FormattedMessage id="admin.bookings.dates" values={{ checkIn: format.date(booking.checkIn), checkOut: format.date(booking.checkOut) }} /> },
  { label: 'admin.col.guests', cell: (booking) => booking.guests },
  { label: 'admin.col.status', cell: (booking) => <FormattedMessage id={BOOKING_STATUS_MESSAGES[booking.status]} /> },
];

/** Every booking with its guest's name and e-mail. */
export function BookingsView() {
  const query = useAdminListQuery(adminBookingsQuery, (data) => data.adminBookings);
  return <AdminList {...query} columns={COLUMNS} />;
}
