import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput, type Page } from '../../graphql/pagination';
import { translate } from '../../i18n/messages';
import { Role } from '../users/authorization';
import { AuditPage, AuditFilter } from '../audit/audit.types';
import { listAudit } from '../audit/audit.service';
import type { AuditEntry } from '../audit/audit.entity';
import type { Booking } from '../bookings/booking.entity';
import { BookingPage } from '../bookings/booking.types';
import type { NewsletterSubscriber } from '../newsletter/newsletter.entity';
import type { Order } from '../orders/order.entity';
import { OrderPage } from '../orders/order.types';
import type { Payment } from '../payments/payment.entity';
import { User } from '../users/user.entity';
import { deleteUser, setAdmin, setSuspended } from './admin-users.service';
import { adminDashboard, listAdminBookings, listAdminOrders, listAdminPayments, listSubscribers } from './admin.service';
import { AdminBookingFilter, AdminDashboard, AdminOrderFilter, AdminPaymentFilter, NewsletterSubscriberFilter, NewsletterSubscriberPage, PaymentPage } from './admin.types';

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
    @AfterArg() after?: string | null,
  ): Promise<Page<Booking>> {
    return listAdminBookings(ctx, filter, page, after);
  }

  @Authorized(Role.Admin)
  @Query(() => NewsletterSubscriberPage, { description: 'Admin: newsletter subscribers, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  newsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => NewsletterSubscriberFilter, { nullable: true }) filter?: NewsletterSubscriberFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
  ): Promise<Page<NewsletterSubscriber>> {
    return listSubscribers(ctx, filter, page, after);
  }

  @Authorized(Role.Admin)
  @Query(() => PaymentPage, { description: 'Admin: every payment, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminPayments(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminPaymentFilter, { nullable: true }) filter?: AdminPaymentFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
  ): Promise<Page<Payment>> {
    return listAdminPayments(ctx, filter, page, after);
  }

  @Authorized(Role.Admin)
  @Query(() => OrderPage, { description: 'Admin: every order, newest first, filtered by status (e.g. OVERDUE), account or order number and lead guest.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminOrders(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminOrderFilter, { nullable: true }) filter?: AdminOrderFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
  ): Promise<Page<Order>> {
    return listAdminOrders(ctx, filter, page, after);
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
    @AfterArg() after?: string | null,
  ): Promise<Page<AuditEntry>> {
    return listAudit(ctx, filter, page, after);
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
