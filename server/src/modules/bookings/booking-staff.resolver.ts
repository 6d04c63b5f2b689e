import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { Role } from '../users/authorization';
import { accountRowsResolver, RowAccountResolver, rowsByUser } from '../users/account-rows';
import { Booking } from './booking.entity';

// What staff see of bookings beyond the guest's own view: the guest and account of a booking,
// and an account's bookings.

export const bookingsByUser = rowsByUser(Booking, { checkIn: 'DESC', id: 'ASC' });

export const UserBookingsResolver = accountRowsResolver(Booking, 'bookings', "Admin: the user's bookings, latest check-in first.", bookingsByUser);

@Resolver(() => Booking)
export class BookingStaffFieldsResolver extends RowAccountResolver(Booking, 'Admin: the account that booked; null once it was deleted.') {
  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "Admin: the guest's name." })
  name(@Root() booking: Booking): string {
    return booking.guestName;
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "Admin: the guest's e-mail." })
  email(@Root() booking: Booking): string {
    return booking.guestEmail;
  }
}
