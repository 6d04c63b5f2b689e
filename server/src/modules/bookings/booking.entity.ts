import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BOOKING_STATUSES, type BookingStatus } from '../../../../common/constants';
import { enumOf } from '../../../../common/enum-names';

export const BookingStatusEnum = enumOf<BookingStatus>(BOOKING_STATUSES);
registerEnumType(BookingStatusEnum, { name: 'BookingStatus', description: 'pending, confirmed or cancelled.' });

/**
 * A villa stay that was bought. `stay` (a generated daterange [checkIn, checkOut)) carries the
 * exclusion constraint that keeps two active bookings of one villa from overlapping.
 * Prices are minor units of the order's currency.
 */
@ObjectType({ description: 'A booked villa stay.' })
@Entity('bookings')
export class Booking {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field(() => ID)
  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @Field({ description: 'Arrival date (YYYY-MM-DD).' })
  @Column({ name: 'check_in', type: 'date' })
  checkIn: string;

  @Field({ description: 'Departure date (YYYY-MM-DD); the night before it is the last one.' })
  @Column({ name: 'check_out', type: 'date' })
  checkOut: string;

  @Field(() => Int)
  @Column('int')
  guests: number;

  @Field(() => Int, { description: 'Minor units of the order currency.' })
  @Column({ name: 'price_per_night', type: 'int' })
  pricePerNight: number;

  @Field(() => Int)
  @Column({ name: 'total_nights', type: 'int' })
  totalNights: number;

  @Field(() => Int, { description: 'Minor units of the order currency.' })
  @Column({ name: 'total_price', type: 'int' })
  totalPrice: number;

  @Field(() => BookingStatusEnum)
  @Column('text')
  status: BookingStatus;

  @Column({ name: 'guest_name', type: 'text' })
  guestName: string;

  @Column({ name: 'guest_email', type: 'text' })
  guestEmail: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
