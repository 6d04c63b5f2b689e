import { featureModule } from '../feature-module';
import { bookingsMessages } from './bookings.messages';
import { BookingResolver, OrderBookingsResolver } from './booking.resolver';
import { BookingStaffFieldsResolver, UserBookingsResolver } from './booking-staff.resolver';
import { Booking } from './booking.entity';
import { bookingRoutes } from './booking.rest';
import { StayFinderResolver } from './stay-finder.resolver';
import { stayFinderRoutes } from './stay-finder.rest';

export const bookingsModule = featureModule('bookings', {
  resolvers: [BookingResolver, OrderBookingsResolver, BookingStaffFieldsResolver, UserBookingsResolver, StayFinderResolver],
  entities: [Booking],
  routes: () => bookingRoutes().use(stayFinderRoutes()),
  messages: bookingsMessages,
});
