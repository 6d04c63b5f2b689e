import { featureModule } from '../feature-module';
import { bookingsMessages } from './bookings.messages';
import { BookingResolver, OrderBookingsResolver } from './booking.resolver';
import { BookingStaffFieldsResolver, UserBookingsResolver } from './booking-staff.resolver';
import { Booking } from './booking.entity';
import { bookingRoutes } from './booking.rest';

export const bookingsModule = featureModule('bookings', {
  resolvers: [BookingResolver, OrderBookingsResolver, BookingStaffFieldsResolver, UserBookingsResolver],
  entities: [Booking],
  routes: bookingRoutes,
  messages: bookingsMessages,
});
