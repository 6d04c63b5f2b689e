import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql';
import type { AdminBookingsQuery, BookingStatus } from '../../../__generated__/graphql';
import { propertyUrl } from '../../../lib/urls';
import { shortId } from '../admin.format';
import { AdminList, type AdminColumn } from '../AdminList';
import { ChangeDatesDialog } from '../ChangeDatesDialog';
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

type AdminBooking = AdminBookingsQuery['adminBookings']['items'][number];

const COLUMNS: AdminColumn<AdminBooking>[] = [
  { label: 'admin.col.booking', cell: (booking) => <FormattedMessage id="admin.bookings.number" values={{ id: shortId(booking.id) }} /> },
  { label: 'admin.col.name', cell: (booking) => booking.name },
  { label: 'admin.col.email', className: 'admin-table__wrap', cell: (booking) => booking.email },
  { label: 'admin.col.villa', cell: (booking) => <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link> },
  { label: 'admin.col.dates', cell: (booking, format) => <FormattedMessage id="admin.bookings.dates" values={{ checkIn: format.date(booking.checkIn), checkOut: format.date(booking.checkOut) }} /> },
  { label: 'admin.col.guests', cell: (booking) => booking.guests },
  { label: 'admin.col.status', cell: (booking) => <FormattedMessage id={BOOKING_STATUS_MESSAGES[booking.status]} /> },
];

/** Every booking with its guest's name and e-mail; a confirmed stay can be moved to other dates. */
export function BookingsView() {
  const intl = useIntl();
  const query = useAdminListQuery(adminBookingsQuery, (data) => data.adminBookings);
  const [moving, setMoving] = useState<AdminBooking | null>(null);
  const actions: AdminColumn<AdminBooking> = {
    label: 'admin.col.actions',
    cell: (booking) =>
      booking.status === 'CONFIRMED' ? (
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={intl.formatMessage({ id: 'admin.changeDates.label' }, { villa: booking.property.title, name: booking.name })}
          onClick={() => setMoving(booking)}
        >
          <FormattedMessage id="admin.changeDates.open" />
        </button>
      ) : null,
  };
  return (
    <AdminList {...query} columns={[...COLUMNS, actions]}>
      {moving ? <ChangeDatesDialog key={moving.id} booking={moving} onClose={() => setMoving(null)} /> : null}
    </AdminList>
  );
}
