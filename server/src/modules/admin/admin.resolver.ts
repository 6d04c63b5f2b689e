import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { DEFAULT_PAGE_LIMIT, PageInput, type Page } from '../../graphql/pagination';
import { translate } from '../../i18n/messages';
import { Role } from '../auth/authorization';
import { AuditPage, AuditFilter } from '../audit/audit.types';
import { listAudit } from '../audit/audit.service';
import type { AuditEntry } from '../audit/audit.entity';
import { Booking } from '../bookings/booking.entity';
import { BookingPage } from '../bookings/booking.types';
import type { NewsletterSubscriber } from '../newsletter/newsletter.entity';
import { NewsletterStatus, NewsletterSubscriber as Subscriber, newsletterStatus } from '../newsletter/newsletter.entity';
import { Order } from '../orders/order.entity';
import { OrderPage } from '../orders/order.types';
import { Payment } from '../payments/payment.entity';
import { User } from '../users/user.entity';
import { deleteUser, setAdmin, setSuspended } from './admin-users.service';
import {
  adminDashboard,
  bookingsByUser,
  listAdminBookings,
  listAdminOrders,
  listAdminPayments,
  listSubscribers,
  orderById,
  ordersByUser,
  paymentsByUser,
  userOf,
} from './admin.service';
import { AdminBookingFilter, AdminDashboard, AdminOrderFilter, AdminPaymentFilter, NewsletterSubscriberFilter, NewsletterSubscriberPage, PaymentPage } from './admin.types';

/** Relations are not paginated; assume this many rows per user when costing a query. */
const RELATION_COST_ESTIMATE = 5;

@ObjectType({ description: 'The answer to deleting a user.' })
class DeletedUser {
  @Field(() => ID)
  id: string;

  @Field()
  message: string;
}

/** The admin API: every field needs the ADMIN role (and each service checks again). */
@Resolver()
export class AdminResolver {
  @Authorized(Role.Admin)
  @Query(() => BookingPage, { description: 'Admin: every booking, newest first, with its guest name and e-mail.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminBookings(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminBookingFilter, { nullable: true }) filter?: AdminBookingFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<Page<Booking>> {
    return listAdminBookings(ctx, filter, page);
  }

  @Authorized(Role.Admin)
  @Query(() => NewsletterSubscriberPage, { description: 'Admin: newsletter subscribers, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  newsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => NewsletterSubscriberFilter, { nullable: true }) filter?: NewsletterSubscriberFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<Page<NewsletterSubscriber>> {
    return listSubscribers(ctx, filter, page);
  }

  @Authorized(Role.Admin)
  @Query(() => PaymentPage, { description: 'Admin: every payment, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminPayments(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminPaymentFilter, { nullable: true }) filter?: AdminPaymentFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<Page<Payment>> {
    return listAdminPayments(ctx, filter, page);
  }

  @Authorized(Role.Admin)
  @Query(() => OrderPage, { description: 'Admin: every order, newest first, filtered by status (e.g. OVERDUE), account or order number and lead guest.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminOrders(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminOrderFilter, { nullable: true }) filter?: AdminOrderFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<Page<Order>> {
    return listAdminOrders(ctx, filter, page);
  }

  @Authorized(Role.Admin)
  @Query(() => AdminDashboard, { description: 'Admin: counts and totals for the overview.' })
  adminDashboard(@Ctx() ctx: RequestContext): Promise<AdminDashboard> {
    return adminDashboard(ctx);
  }

  @Authorized(Role.Admin)
  @Query(() => AuditPage, { description: 'Admin: the audit log of admin actions, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  auditLog(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AuditFilter, { nullable: true }) filter?: AuditFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<Page<AuditEntry>> {
    return listAudit(ctx, filter, page);
  }

  @Authorized(Role.Admin)
  @Mutation(() => User, { description: 'Admin: suspends a user (ending their sessions at once) or lifts the suspension. Not yourself.' })
  suspendUser(@Ctx() ctx: RequestContext, @Arg('userId', () => ID) userId: string, @Arg('suspend') suspend: boolean): Promise<User> {
    return setSuspended(ctx, userId, suspend);
  }

  @Authorized(Role.Admin)
  @Mutation(() => User, { description: 'Admin: grants or revokes admin rights. Not your own; never the last admin.' })
  setUserAdmin(@Ctx() ctx: RequestContext, @Arg('userId', () => ID) userId: string, @Arg('isAdmin') isAdmin: boolean): Promise<User> {
    return setAdmin(ctx, userId, isAdmin);
  }

  @Authorized(Role.Admin)
  @Mutation(() => DeletedUser, { description: 'Admin: deletes the account and its personal data; orders, bookings and payments stay, anonymised. Not yourself.' })
  async deleteUser(@Ctx() ctx: RequestContext, @Arg('userId', () => ID) userId: string): Promise<DeletedUser> {
    await deleteUser(ctx, userId);
    return { id: userId, message: translate(ctx.locale, 'admin.userDeleted') };
  }
}

/** Relations of an account that an admin follows; each is one batched statement per request. */
@Resolver(() => User)
export class AdminUserRelationsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => [Booking], { description: "Admin: the user's bookings, latest check-in first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  bookings(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Booking[]> {
    return ctx.loaders.get(bookingsByUser).load(user.id);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => [Order], { description: "Admin: the user's orders, newest first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  orders(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Order[]> {
    return ctx.loaders.get(ordersByUser).load(user.id);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => [Payment], { description: "Admin: the user's payments, newest first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  payments(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Payment[]> {
    return ctx.loaders.get(paymentsByUser).load(user.id);
  }
}

@Resolver(() => Booking)
export class AdminBookingFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that booked; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() booking: Booking): Promise<User | null> {
    return userOf(ctx, booking.userId);
  }

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

@Resolver(() => Order)
export class AdminOrderFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that ordered; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<User | null> {
    return userOf(ctx, order.userId);
  }
}

@Resolver(() => Payment)
export class AdminPaymentFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that paid; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() payment: Payment): Promise<User | null> {
    return userOf(ctx, payment.userId);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => Order, { nullable: true, description: 'Admin: the order paid.' })
  order(@Ctx() ctx: RequestContext, @Root() payment: Payment): Promise<Order | null> {
    return ctx.loaders.get(orderById).load(payment.orderId);
  }
}

@Resolver(() => Subscriber)
export class SubscriberStatusResolver {
  @FieldResolver(() => NewsletterStatus, { description: 'Active, Pending or Unsubscribed (spec section 4).' })
  status(@Root() subscriber: NewsletterSubscriber): NewsletterStatus {
    return newsletterStatus(subscriber);
  }
}
