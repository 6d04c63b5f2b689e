import { IsBoolean } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { BOOKING_STATUSES, PAYMENT_KINDS, PAYMENT_STATUSES, type BookingStatus, type PaymentKind, type PaymentStatus } from '../../../../common/constants';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/order-states';
import { OptionalDate, OptionalEnum, OptionalId, SearchText } from '../../graphql/filter-fields';
import { Paginated } from '../../graphql/pagination';
import { v } from '../../validation';
import { BookingStatusEnum } from '../bookings/booking.entity';
import { NewsletterStatus, NewsletterSubscriber } from '../newsletter/newsletter.entity';
import { OrderStatusEnum } from '../orders/order.entity';
import { Payment, PaymentKindEnum, PaymentStatusEnum } from '../payments/payment.entity';

@InputType({ description: 'Narrows the admin bookings list; every field is optional.' })
export class AdminBookingFilter {
  @OptionalEnum(BookingStatusEnum, Object.fromEntries(BOOKING_STATUSES.map((s) => [s, s])))
  status?: BookingStatus | null;

  @OptionalId()
  userId?: string | null;

  @OptionalId()
  propertyId?: string | null;

  @SearchText("Part of the guest's name or e-mail.")
  search?: string | null;

  @OptionalDate('Check-in on or after this date (YYYY-MM-DD).')
  checkInFrom?: string | null;

  @OptionalDate('Check-in on or before this date (YYYY-MM-DD).')
  checkInTo?: string | null;
}

@InputType({ description: 'Narrows the newsletter subscribers list.' })
export class NewsletterSubscriberFilter {
  @OptionalEnum(NewsletterStatus, NewsletterStatus)
  status?: NewsletterStatus | null;

  @SearchText('Part of the e-mail or name.')
  search?: string | null;
}

@InputType({ description: 'Narrows the admin payments list.' })
export class AdminPaymentFilter {
  @OptionalEnum(PaymentStatusEnum, Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])))
  status?: PaymentStatus | null;

  @OptionalId()
  userId?: string | null;

  @OptionalId()
  orderId?: string | null;

  @OptionalEnum(PaymentKindEnum, Object.fromEntries(PAYMENT_KINDS.map((k) => [k, k])), 'Only charges or only refunds.')
  kind?: PaymentKind | null;

  @SearchText("Part of the payer's name or e-mail.")
  search?: string | null;
}

@InputType({ description: 'Narrows the admin orders list; every field is optional.' })
export class AdminOrderFilter {
  @OptionalEnum(OrderStatusEnum, Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])), 'Only orders in this status, e.g. OVERDUE.')
  status?: OrderStatus | null;

  @OptionalId()
  userId?: string | null;

  @SearchText("Part of the order number or of the lead guest's name or e-mail.")
  search?: string | null;
}

/** REST bodies of the user actions: suspend or unsuspend, grant or revoke admin. */
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
  @Field(() => Int, { description: 'Orders whose balance is still unpaid 7 days after its due date.' }) overdueOrderCount: number;
  @Field(() => Int, { description: 'Subscribed and confirmed.' }) activeSubscriberCount: number;
  @Field(() => Int, { description: 'Subscribed, not yet confirmed.' }) pendingSubscriberCount: number;
  @Field(() => Int) unsubscribedCount: number;
  @Field(() => Int, { description: 'Charges (refunds are counted apart).' }) paymentCount: number;
  @Field(() => Int, { description: 'Completed charges.' }) completedPaymentCount: number;
  @Field(() => Int, { description: 'Refunds, pending or completed.' }) refundCount: number;
  @Field(() => [MoneyTotal], { description: 'Completed charges less completed refunds, per currency.' }) revenue: MoneyTotal[];
  @Field(() => [MoneyTotal], { description: 'Sum of order totals of live (confirmed or overdue) orders, per currency.' }) bookedValue: MoneyTotal[];
}

@ObjectType({ description: 'A page of payments.' })
export class PaymentPage extends Paginated(Payment) {}
