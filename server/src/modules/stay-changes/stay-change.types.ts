import { IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { v } from '../../validation';

@InputType({
  description:
    'Staff move a confirmed stay to other dates of the same villa, for the same guests: the new stay must be bookable (free of other bookings and blocks, on the changeover day, at least the minimum nights, within the booking lead and horizon) and cost the same as the booked dates at the villa’s current rates.',
})
export class ChangeBookingDatesInput {
  @Field(() => ID)
  @IsUUID('all', v('stayChange.notFound'))
  bookingId: string;

  @Field({ description: 'New arrival date, YYYY-MM-DD.' })
  @IsString(v('booking.checkInRequired'))
  @IsNotEmpty(v('booking.checkInRequired'))
  checkIn: string;

  @Field({ description: 'New departure date, YYYY-MM-DD, after checkIn.' })
  @IsString(v('booking.checkOutRequired'))
  @IsNotEmpty(v('booking.checkOutRequired'))
  checkOut: string;
}
