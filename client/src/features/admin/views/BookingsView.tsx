import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { BookingStatus } from '../../../__generated__/graphql';
import { propertyUrl } from '../../../lib/urls';
import { shortId } from '../admin.format';
import { AdminList } from '../AdminList';
import { useAdminListQuery } from '../ListControls';
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
  const formatDate = useFormatDate();
  const query = useAdminListQuery(adminBookingsQuery, (data) => data.adminBookings);
  return (
    <AdminList
      {...query}
      searchLabel="admin.search.nameOrEmail"
      caption="admin.view.bookings"
      columns={[
        { label: 'admin.col.booking', cell: (booking) => <FormattedMessage id="admin.bookings.number" values={{ id: shortId(booking.id) }} /> },
        { label: 'admin.col.name', cell: (booking) => booking.name },
        { label: 'admin.col.email', className: 'admin-table__wrap', cell: (booking) => booking.email },
        { label: 'admin.col.villa', cell: (booking) => <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link> },
        {
          label: 'admin.col.dates',
          cell: (booking) => <FormattedMessage id="admin.bookings.dates" values={{ checkIn: formatDate(booking.checkIn), checkOut: formatDate(booking.checkOut) }} />,
        },
        { label: 'admin.col.guests', cell: (booking) => booking.guests },
        { label: 'admin.col.status', cell: (booking) => <FormattedMessage id={BOOKING_STATUS_MESSAGES[booking.status]} /> },
      ]}
    />
  );
}
