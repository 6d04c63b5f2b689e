import { featureModule } from '../feature-module';
import { BookingResolver } from './booking.resolver';
import { Booking } from './booking.entity';
import { bookingRoutes } from './booking.rest';

export const bookingsModule = featureModule('bookings', {
  resolvers: [BookingResolver],
  entities: [Booking],
  routes: bookingRoutes,
});
