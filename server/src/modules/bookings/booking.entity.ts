import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { BOOKING_STATUSES, type BookingStatus } from '../../../../common/constants';
import { enumType } from '../../graphql/enum-type';
import { OrderRow } from '../../db/order-row';
import { CreatedAtField, DateField, IntColumn, IntField, TextColumn, TextField, UuidField } from '../../db/columns';

export const BookingStatusEnum = enumType<BookingStatus>(BOOKING_STATUSES, { name: 'BookingStatus', description: 'pending, confirmed or cancelled.' });

/**
 * A villa stay that was bought. `stay` (a generated daterange [checkIn, checkOut)) carries the
 * exclusion constraint that keeps two active bookings of one villa from overlapping.
 * Prices are minor units of the order's currency.
 */
@ObjectType({ description: 'A booked villa stay.' })
@Entity('bookings')
export class Booking extends OrderRow {
  @UuidField('property_id')
  propertyId: string;

  @DateField('check_in', { description: 'Arrival date (YYYY-MM-DD).' })
  checkIn: string;

  @DateField('check_out', { description: 'Departure date (YYYY-MM-DD); the night before it is the last one.' })
  checkOut: string;

  @IntField()
  guests: number;

  @IntField('price_per_night', { description: 'Minor units of the order currency.' })
  pricePerNight: number;

  @IntField('total_nights')
  totalNights: number;

  @IntField('total_price', { description: 'Minor units of the order currency.' })
  totalPrice: number;

  @TextField({ graphqlType: BookingStatusEnum })
  status: BookingStatus;

  @TextColumn('guest_name')
  guestName: string;

  @TextColumn('guest_email')
  guestEmail: string;

  /** The SEQUENCE of the guest's calendar entry for the stay: the database raises it on every change of dates, villa or status. */
  @IntColumn('calendar_sequence', { default: 0 })
  calendarSequence: number;

  @CreatedAtField()
  createdAt: Date;
}
