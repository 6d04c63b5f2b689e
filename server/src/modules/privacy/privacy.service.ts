import { businessToday } from '../../../../common/dates';
import type { OrderStatus } from '../../../../common/order-states';
import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { pageOrDefault, MAX_PAGE_LIMIT, type Page, type PageInput } from '../../graphql/pagination';
import { sql } from '../../db/sql';
import { anonymiseAccount } from '../admin/admin-users.service';
import { AuditAction } from '../audit/audit.entity';
import { recordAudit } from '../audit/audit.service';
import { authorize } from '../users/authorization';
import { countPasswordChange } from '../auth/login-throttle';
import { verifyPassword } from '../auth/password';
import { signOut } from '../auth/session';
import { bookingJson } from '../bookings/booking.json';
import { listMyBookings } from '../bookings/booking.service';
import { contactRequestsFrom } from '../enquiries/enquiry.service';
import { newsletterStatus } from '../newsletter/newsletter.entity';
import { subscriptionOf } from '../newsletter/newsletter.service';
import { orderJson } from '../orders/order.json';
import { allMyOrders, extrasByOrder, paymentsByOrder } from '../orders/order.service';
import { paymentJson } from '../payments/payment.json';
import { propertyById } from '../properties/property.service';
import { listShortlist } from '../shortlist/shortlist.service';
import { userJson } from '../users/user.json';
import { findPasswordHash } from '../users/user.service';
import { isEmailVerified } from '../auth/email-verification.service';

/** Names the document's layout, so a reader (or a later import) knows what it holds. */
export const DATA_EXPORT_FORMAT = 'villa-data-export/1';

/** Orders that still hold a stay or money: a future stay in one of them refuses self-deletion. */
const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'overdue'];

export interface DataExport {
  fileName: string;
  exportedAt: Date;
  /** The whole document, the same for REST and GraphQL. */
  data: Record<string, unknown>;
}

/** Every page of a paginated "my …" list. */
async function everyPage<T>(list: (page: Partial<PageInput>) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    const page = await list(pageOrDefault({ offset, limit: MAX_PAGE_LIMIT }));
    items.push(...page.items);
    if (items.length >= page.totalCount || page.items.length === 0) return items;
  }
}

/**
 * Everything the site keeps about the signed-in user (GDPR articles 15 and 20), read through the
 * owning modules: the profile, bookings, orders with their extras, payments, enquiries and flight
 * inquiries sent under the account's address and the newsletter subscription (both only once the
 * address is verified: anyone can type an address into a form), and the shortlist.
 * Only the caller's: every list is keyed by the session's user or the account's own address.
 */
export async function exportMyData(ctx: RequestContext): Promise<DataExport> {
  const user = authorize(ctx);
  const exportedAt = new Date();
  const bookings = await everyPage((page) => listMyBookings(ctx, page));
  const properties = ctx.loaders.get(propertyById);
  const orders = await allMyOrders(ctx);
  const extras = await Promise.all(orders.map((order) => ctx.loaders.get(extrasByOrder).load(order.id)));
  const payments = (await Promise.all(orders.map((order) => ctx.loaders.get(paymentsByOrder).load(order.id)))).flat();
  // Enquiries and newsletter sign-ups carry only an address: they are the account's only once it has confirmed that address.
  const verified = await isEmailVerified(ctx, user.id);
  const { enquiries, flightInquiries } = verified ? await contactRequestsFrom(ctx, user.email) : { enquiries: [], flightInquiries: [] };
  const subscriber = verified ? await subscriptionOf(ctx, user.email) : null;
  const shortlist = await listShortlist(ctx);
  const data = {
    format: DATA_EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    profile: userJson(user),
    bookings: await Promise.all(
      bookings.map(async (booking) => ({
        ...bookingJson(booking, (await properties.load(booking.propertyId))?.title ?? ''),
        guestName: booking.guestName,
        guestEmail: booking.guestEmail,
        pricePerNight: booking.pricePerNight,
      })),
    ),
    orders: orders.map((order, index) => ({
      ...orderJson(order),
      leadGuestName: order.leadGuestName,
      leadGuestEmail: order.leadGuestEmail,
      leadGuestPhone: order.leadGuestPhone,
      extras: extras[index].map(({ title, category, quantity, unitPrice, totalPrice }) => ({ title, category, quantity, unitPrice, totalPrice })),
    })),
    payments: payments.map(paymentJson),
    enquiries,
    flightInquiries,
    newsletter: subscriber && {
      email: subscriber.email,
      name: subscriber.name,
      status: newsletterStatus(subscriber),
      subscribedAt: subscriber.subscribedAt,
      confirmedAt: subscriber.confirmedAt,
      unsubscribedAt: subscriber.unsubscribedAt,
    },
    shortlist: shortlist.map((property) => ({ propertyId: property.id, title: property.title, location: property.location })),
  };
  // A JSON round trip turns dates into the ISO strings the file will hold, for GraphQL too.
  return { fileName: `my-data-${exportedAt.toISOString().slice(0, 10)}.json`, exportedAt, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}

/**
 * Why the account cannot close yet, or null. Orders are matched as the deletion matches them
 * (the account's, or placed under its address), so deleting never strips the contact details
 * from a stay still to come or from money still owed.
 */
async function deletionBlocker(tx: RequestContext, user: { id: string; email: string }): Promise<'privacy.deleteFutureStay' | 'privacy.deleteOpenBalance' | null> {
  const { rows } = await sql<{ future_stay: boolean; open_balance: boolean }>(
    tx,
    `SELECT
       EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.status <> 'cancelled' AND b.check_in >= $3::date) AS future_stay,
       o.balance_amount > 0 AS open_balance
     FROM orders o
     WHERE (o.user_id = $1 OR lower(o.lead_guest_email) = lower($2)) AND o.status = ANY($4)`,
    [user.id, user.email, businessToday(), OPEN_ORDER_STATUSES],
  );
  if (rows.some((row) => row.future_stay)) return 'privacy.deleteFutureStay';
  if (rows.some((row) => row.open_balance)) return 'privacy.deleteOpenBalance';
  return null;
}

/**
 * Closes the signed-in user's own account (GDPR article 17) once the password is confirmed:
 * anonymised exactly as the admin's deletion does, financial records kept, every session ended
 * (this one too). Refused while a stay is still to come or a balance is open, and for the last
 * active admin. The user's row is locked first, so a checkout racing the deletion either finishes before the check sees it or
 * fails on the missing account.
 */
export async function deleteMyAccount(ctx: RequestContext, input: { password: string }): Promise<string> {
  const user = authorize(ctx);
  await countPasswordChange(ctx, user.id);
  if (!(await verifyPassword(await findPasswordHash(ctx, user.id), input.password))) {
    throw new AppError('BAD_USER_INPUT', 'auth.currentPasswordWrong', { field: 'password' }, 'password');
  }
  await inTransaction(ctx, async (tx) => {
    // The admins' rows are locked too, as the admin actions lock them: the last active admin cannot leave.
    const { rows: locked } = await sql<{ id: string; email: string; is_admin: boolean; is_suspended: boolean; verified: boolean }>(
      tx,
      `SELECT id, email, is_admin, is_suspended, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 OR is_admin ORDER BY id FOR UPDATE`,
      [user.id],
    );
    const me = locked.find((row) => row.id === user.id);
    if (!me) throw new AppError('UNAUTHENTICATED', 'auth.notAuthenticated');
    if (me.is_admin && !locked.some((row) => row.id !== user.id && row.is_admin && !row.is_suspended)) throw new AppError('CONFLICT', 'admin.lastAdmin');
    const account = { id: user.id, email: me.email };
    const blocker = await deletionBlocker(tx, account);
    if (blocker) throw new AppError('CONFLICT', blocker);
    // Recorded first: the erasure below then takes the e-mail out of this entry too.
    await recordAudit(tx, user, AuditAction.USER_DELETED, { id: user.id, email: null });
    // An unverified address may be someone else's: their enquiries and newsletter sign-up stay.
    await anonymiseAccount(tx, account, { contactsByEmail: me.verified });
  });
  // The rows are gone with the transaction; this drops the cookie and the in-memory session.
  await signOut(ctx);
  return translate(ctx.locale, 'privacy.accountDeleted');
}
