import { IsBoolean, IsEnum, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BOOKING_STATUSES, MAX_TEXT_LENGTH, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus } from '../../../../common/constants';
import { Paginated } from '../../graphql/pagination';
import { v } from '../../validation';
import { BookingStatusEnum } from '../bookings/booking.entity';
import { NewsletterStatus, NewsletterSubscriber } from '../newsletter/newsletter.entity';
import { Payment, PaymentStatusEnum } from '../payments/payment.entity';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

@InputType({ description: 'Narrows the admin users list; every field is optional.' })
export class AdminUserFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name or e-mail, any letter case.' })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  search?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean(v('validation.invalid'))
  isAdmin?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean(v('validation.invalid'))
  isSuspended?: boolean | null;
}

@InputType({ description: 'Narrows the admin bookings list; every field is optional.' })
export class AdminBookingFilter {
  @Field(() => BookingStatusEnum, { nullable: true })
  @IsOptional()
  @IsEnum(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, s])), v('validation.enum'))
  status?: BookingStatus | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  userId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  propertyId?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the guest's name or e-mail." })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Check-in on or after this date (YYYY-MM-DD).' })
  @IsOptional()
  @Matches(ISO_DATE, v('validation.date'))
  checkInFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Check-in on or before this date (YYYY-MM-DD).' })
  @IsOptional()
  @Matches(ISO_DATE, v('validation.date'))
  checkInTo?: string | null;
}

@InputType({ description: 'Narrows the newsletter subscribers list.' })
export class NewsletterSubscriberFilter {
  @Field(() => NewsletterStatus, { nullable: true })
  @IsOptional()
  @IsEnum(NewsletterStatus, v('validation.enum'))
  status?: NewsletterStatus | null;

  @Field(() => String, { nullable: true, description: 'Part of the e-mail or name.' })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  search?: string | null;
}

@InputType({ description: 'Narrows the admin payments list.' })
export class AdminPaymentFilter {
  @Field(() => PaymentStatusEnum, { nullable: true })
  @IsOptional()
  @IsEnum(Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])), v('validation.enum'))
  status?: PaymentStatus | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  userId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  orderId?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the payer's name or e-mail." })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  search?: string | null;
}

/** REST bodies of the user actions (spec section 7). */
export class SuspendInput {
  @IsBoolean(v('validation.boolean'))
  suspend: boolean;
}

export class SetAdminInput {
  @IsBoolean(v('validation.boolean'))
  isAdmin: boolean;
}

@ObjectType({ description: 'A page of newsletter subscribers.' })
export class NewsletterSubscriberPage extends Paginated(NewsletterSubscriber) {}

@ObjectType({ description: 'A sum of money in one currency (minor units).' })
export class MoneyTotal {
  @Field()
  currency: string;

  @Field(() => Float, { description: 'Minor units (divide by 100); Float because sums can outgrow a 32-bit Int.' })
  amount: number;
}

@ObjectType({ description: 'Counts and totals for the admin overview.' })
export class AdminDashboard {
  @Field(() => Int) userCount: number;
  @Field(() => Int) adminCount: number;
  @Field(() => Int) suspendedUserCount: number;
  @Field(() => Int) bookingCount: number;
  @Field(() => Int) pendingBookingCount: number;
  @Field(() => Int) confirmedBookingCount: number;
  @Field(() => Int) cancelledBookingCount: number;
  @Field(() => Int) orderCount: number;
  @Field(() => Int, { description: 'Subscribed and confirmed (spec section 2).' }) activeSubscriberCount: number;
  @Field(() => Int, { description: 'Subscribed, not yet confirmed.' }) pendingSubscriberCount: number;
  @Field(() => Int) unsubscribedCount: number;
  @Field(() => Int) paymentCount: number;
  @Field(() => Int) completedPaymentCount: number;
  @Field(() => [MoneyTotal], { description: 'Sum of completed payments, per currency.' }) revenue: MoneyTotal[];
  @Field(() => [MoneyTotal], { description: 'Sum of order totals of confirmed orders, per currency.' }) bookedValue: MoneyTotal[];
}

@ObjectType({ description: 'A page of payments.' })
export class PaymentPage extends Paginated(Payment) {}
