import { Router } from 'express';
import type { RequestContext } from '../../graphql/context';
import { translate, type MessageKey } from '../../i18n/messages';
import { handler } from '../../rest/handler';
import { listHandler } from '../../rest/query';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import { auditJson } from '../audit/audit.json';
import { listAudit } from '../audit/audit.service';
import { AuditFilter } from '../audit/audit.types';
import { findAnyProperty } from '../properties/property.service';
import type { Booking } from '../bookings/booking.entity';
import { type NewsletterSubscriber, newsletterStatus } from '../newsletter/newsletter.entity';
import { orderJson } from '../orders/order.json';
import { paymentJson } from '../payments/payment.json';
import type { User } from '../users/user.entity';
import { userJson } from '../users/user.json';
import { deleteUser, setAdmin, setSuspended } from './admin-users.service';
import { adminDashboard, listAdminBookings, listAdminOrders, listAdminPayments, listSubscribers } from './admin.service';
import { AdminBookingFilter, AdminOrderFilter, AdminPaymentFilter, NewsletterSubscriberFilter, SetAdminInput, SuspendInput } from './admin.types';

/**
 * /api/admin/* (the users' list lives with the users module). The router-wide
 * guard in rest/router.ts already refuses non-admins; each route says so again.
 */
export function adminRoutes(): Router {
  return Router()
    .use('/admin', requireAdmin)
    .get('/admin/bookings', listHandler(AdminBookingFilter, listAdminBookings, async (booking, ctx) => adminBookingJson(booking, (await findAnyProperty(ctx, booking.propertyId))?.title ?? null)))
    .get('/admin/newsletters', listHandler(NewsletterSubscriberFilter, listSubscribers, subscriberJson))
    .get('/admin/payments', listHandler(AdminPaymentFilter, listAdminPayments, paymentJson))
    .get('/admin/orders', listHandler(AdminOrderFilter, listAdminOrders, (order) => ({ ...orderJson(order), userId: order.userId, leadGuestName: order.leadGuestName, leadGuestEmail: order.leadGuestEmail })))
    .get('/admin/dashboard', handler(async (ctx) => adminDashboard(ctx)))
    .get('/admin/audit', listHandler(AuditFilter, listAudit, auditJson))
    .post('/admin/users/:userId/suspend', accountChange(SuspendInput, (ctx, userId, { suspend }) => setSuspended(ctx, userId, suspend), 'admin.statusUpdated'))
    .post('/admin/users/:userId/admin', accountChange(SetAdminInput, (ctx, userId, { isAdmin }) => setAdmin(ctx, userId, isAdmin), 'admin.adminUpdated'))
    .delete(
      '/admin/users/:userId',
      handler(async (ctx, req) => {
        await deleteUser(ctx, String(req.params.userId));
        return { message: translate(ctx.locale, 'admin.userDeleted') };
      }),
    );
}

/** POST of a change to the account `:userId`: the body (`Input`) goes to `change`; the answer is `message` and the account. */
function accountChange<I extends object>(Input: new () => I, change: (ctx: RequestContext, userId: string, input: I) => Promise<User>, message: MessageKey) {
  return handler(async (ctx, req) => {
    const user = await change(ctx, String(req.params.userId), await parseInput(Input, req.body));
    return { message: translate(ctx.locale, message), user: userJson(user) };
  });
}

/** The admin variant of a booking adds the guest's name and email. */
function adminBookingJson(booking: Booking, propertyTitle: string | null) {
  return {
    id: booking.id,
    orderId: booking.orderId,
    userId: booking.userId,
    propertyId: booking.propertyId,
    propertyTitle,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    status: booking.status,
    totalPrice: booking.totalPrice,
    name: booking.guestName,
    email: booking.guestEmail,
    createdAt: booking.createdAt,
  };
}

function subscriberJson(subscriber: NewsletterSubscriber) {
  return {
    id: subscriber.id,
    email: subscriber.email,
    name: subscriber.name,
    subscribed: subscriber.subscribed,
    confirmed: subscriber.confirmed,
    subscribedAt: subscriber.subscribedAt,
    status: newsletterStatus(subscriber),
  };
}
