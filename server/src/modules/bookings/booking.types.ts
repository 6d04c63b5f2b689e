import { Field, ObjectType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { Booking } from './booking.entity';

@ObjectType({ description: 'A page of bookings.' })
export class BookingPage extends Paginated(Booking) {}

@ObjectType({ description: 'A booked stay of a villa: nights from checkIn up to (not including) checkOut.' })
export class BookedRange {
  @Field({ description: 'First booked night (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure day (YYYY-MM-DD); a new stay may start on it.' })
  checkOut: string;
}
