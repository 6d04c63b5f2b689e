import type { RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize, Role } from '../users/authorization';
import { Booking } from '../bookings/booking.entity';
import { NewsletterStatus, NewsletterSubscriber } from '../newsletter/newsletter.entity';
import { Order } from '../orders/order.entity';
import { orderById } from '../orders/order.loaders';
import { Payment } from '../payments/payment.entity';
import type { AdminBookingFilter, AdminDashboard, AdminOrderFilter, AdminPaymentFilter, NewsletterSubscriberFilter } from './admin.types';
import { likePattern } from '../../db/like-pattern';
import { sql } from '../../db/sql';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */

/** Every admin read starts here too, not only at the resolver or route: the service is the last line. */
const asAdmin = (ctx: RequestContext) => authorize(ctx, [Role.Admin]);

/** Newest first; ties (one checkout's stays) by id. */
const NEWEST_FIRST = [byColumn('created_at', 'DESC'), byColumn('id')];

export async function listAdminBookings(ctx: RequestContext, filter?: AdminBookingFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Booking>> {
  asAdmin(ctx);
  // Blocked dates are rows of bookings too (kind 'block'); the list is of guests' stays.
  const query = ctx.manager.getRepository(Booking).createQueryBuilder('b').where(`b.kind = 'stay'`);
  if (filter?.status) query.andWhere('b.status = :status', { status: filter.status });
  if (filter?.userId) query.andWhere('b.user_id = :userId', { userId: filter.userId });
  if (filter?.propertyId) query.andWhere('b.property_id = :propertyId', { propertyId: filter.propertyId });
  if (filter?.search?.trim()) query.andWhere('(b.guest_name ILIKE :q OR b.guest_email ILIKE :q)', { q: likePattern(filter.search) });
  if (filter?.checkInFrom) query.andWhere('b.check_in >= :from', { from: filter.checkInFrom });
  if (filter?.checkInTo) query.andWhere('b.check_in <= :to', { to: filter.checkInTo });
  return keysetPage(query, NEWEST_FIRST, page, after);
}

export async function listSubscribers(ctx: RequestContext, filter?: NewsletterSubscriberFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<NewsletterSubscriber>> {
  asAdmin(ctx);
  const query = ctx.manager.getRepository(NewsletterSubscriber).createQueryBuilder('s');
  if (filter?.status === NewsletterStatus.ACTIVE) query.andWhere('s.subscribed AND s.confirmed');
  if (filter?.status === NewsletterStatus.PENDING) query.andWhere('s.subscribed AND NOT s.confirmed');
  if (filter?.status === NewsletterStatus.UNSUBSCRIBED) query.andWhere('NOT s.subscribed');
  if (filter?.search?.trim()) query.andWhere('(s.email ILIKE :q OR s.name ILIKE :q)', { q: likePattern(filter.search) });
  return keysetPage(query, [byColumn('subscribed_at', 'DESC'), byColumn('id')], page, after);
}

export async function listAdminPayments(ctx: RequestContext, filter?: AdminPaymentFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Payment>> {
  asAdmin(ctx);
  const query = ctx.manager.getRepository(Payment).createQueryBuilder('p');
  if (filter?.status) query.andWhere('p.status = :status', { status: filter.status });
  if (filter?.userId) query.andWhere('p.user_id = :userId', { userId: filter.userId });
  if (filter?.orderId) query.andWhere('p.order_id = :orderId', { orderId: filter.orderId });
  if (filter?.kind) query.andWhere('p.kind = :kind', { kind: filter.kind });
  if (filter?.search?.trim()) {
    // The payer: the order's lead guest (kept, anonymised, after account deletion) or the account.
    query.andWhere(
      `(EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id AND (o.lead_guest_name ILIKE :q OR o.lead_guest_email ILIKE :q))
        OR EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND (u.name ILIKE :q OR u.email ILIKE :q)))`,
      { q: likePattern(filter.search) },
    );
  }
  return keysetPage(query, NEWEST_FIRST, page, after);
}

/**
 * Every order, newest first, for staff: by status (OVERDUE orders are the ones to chase), by
 * account, or by order number or lead guest. Checkout holds that expired unpaid are orders too
 * here (the guest's own list hides them), so staff can see why dates came free.
 */
export async function listAdminOrders(ctx: RequestContext, filter?: AdminOrderFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Order>> {
  asAdmin(ctx);
  const query = ctx.manager.getRepository(Order).createQueryBuilder('o');
  if (filter?.status) query.andWhere('o.status = :status', { status: filter.status });
  if (filter?.userId) query.andWhere('o.user_id = :userId', { userId: filter.userId });
  if (filter?.search?.trim()) {
    query.andWhere(
      `(o.order_number ILIKE :q OR o.lead_guest_name ILIKE :q OR o.lead_guest_email ILIKE :q
        OR EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id AND (u.name ILIKE :q OR u.email ILIKE :q)))`,
      { q: likePattern(filter.search) },
    );
  }
  const result = await keysetPage(query, NEWEST_FIRST, page, after);
  for (const order of result.items) ctx.loaders.get(orderById).prime(order.id, order);
  return result;
}

/**
 * The overview's counts and totals, in one statement. Refunds are payment rows of their own
 * (kind refund, amount positive): the payment counts are of charges, and revenue is what was
 * charged less what was given back.
 */
export async function adminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  asAdmin(ctx);
  const { rows: [row] } = await sql<AdminDashboard>(ctx, `SELECT
      (SELECT count(*) FROM users)::int AS "userCount",
      (SELECT count(*) FROM users WHERE is_admin)::int AS "adminCount",
      (SELECT count(*) FROM users WHERE is_suspended)::int AS "suspendedUserCount",
      (SELECT count(*) FROM bookings WHERE kind = 'stay')::int AS "bookingCount",
      (SELECT count(*) FROM bookings WHERE kind = 'stay' AND status = 'pending')::int AS "pendingBookingCount",
      (SELECT count(*) FROM bookings WHERE kind = 'stay' AND status = 'confirmed')::int AS "confirmedBookingCount",
      (SELECT count(*) FROM bookings WHERE kind = 'stay' AND status = 'cancelled')::int AS "cancelledBookingCount",
      (SELECT count(*) FROM orders)::int AS "orderCount",
      (SELECT count(*) FROM orders WHERE status = 'overdue')::int AS "overdueOrderCount",
      (SELECT count(*) FROM newsletter_subscribers WHERE subscribed AND confirmed)::int AS "activeSubscriberCount",
      (SELECT count(*) FROM newsletter_subscribers WHERE subscribed AND NOT confirmed)::int AS "pendingSubscriberCount",
      (SELECT count(*) FROM newsletter_subscribers WHERE NOT subscribed)::int AS "unsubscribedCount",
      (SELECT count(*) FROM payments WHERE kind = 'charge')::int AS "paymentCount",
      (SELECT count(*) FROM payments WHERE kind = 'charge' AND status = 'completed')::int AS "completedPaymentCount",
      (SELECT count(*) FROM payments WHERE kind = 'refund')::int AS "refundCount",
      (SELECT coalesce(json_agg(json_build_object('currency', currency, 'amount', amount) ORDER BY currency), '[]')
         FROM (SELECT currency, sum(CASE WHEN kind = 'refund' THEN -amount ELSE amount END)::bigint AS amount
                 FROM payments
                -- A charge the provider reports refunded was still taken; its refund row takes it back.
                WHERE (kind = 'charge' AND status IN ('completed', 'refunded')) OR (kind = 'refund' AND status = 'completed')
                GROUP BY currency) t) AS "revenue",
      (SELECT coalesce(json_agg(json_build_object('currency', currency, 'amount', amount) ORDER BY currency), '[]')
         FROM (SELECT currency, sum(total_amount)::bigint AS amount FROM orders WHERE status IN ('confirmed', 'overdue') GROUP BY currency) t) AS "bookedValue"`);
  return row;
}
