import { LIST_TABLES_SQL } from '../../server/src/db/backup/backup-report';
import { signUp, type Account } from './accounts';
import { checkoutBody, createVilla, inDays } from './booking-factory';
import { makePlace, makeProperty } from './catalogue-factory';
import type { TestApp } from './test-app';

/**
 * A business's worth of data made the way guests and staff make it, over the HTTP API: for the
 * restore drill and the upgrade fixture. Two villas (with the demo catalogue around them unless
 * `demoCatalogue` is false, which keeps the upgrade fixture small); a guest books
 * one with a 25% deposit (balance open) and the other paid in full, which staff then cancel with
 * a partial refund (an audit row); an enquiry and a newsletter sign-up.
 */
export interface BusinessActivity {
  guest: Account;
  admin: Account;
}

/** Tables that hold money or the bookings it pays for: restored byte for byte or the business is wrong. */
export const MONEY_TABLES = ['orders', 'order_extras', 'order_instalments', 'payments', 'bookings', 'discount_redemptions', 'cart_items'];

type Credentials = { email: string; password: string };

export async function makeBusinessActivity(app: TestApp, options: { demoCatalogue?: boolean; guest?: Credentials; admin?: Credentials } = {}): Promise<BusinessActivity> {
  const villa = async (title: string, price: number) => {
    if (options.demoCatalogue ?? true) return createVilla(app.db, { title, price });
    const place = await makePlace(app.db);
    return makeProperty(app.db, { title, price, destinationKey: place.key });
  };
  const deposited = await villa('Villa Deposit', 4000);
  const refunded = await villa('Villa Refund', 6000);
  const guest = await signUp(app, { name: 'Grace Guest', ...options.guest });
  const admin = await signUp(app, { name: 'Stella Staff', ...options.admin });
  await app.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);

  const { agent } = guest;
  await agent.post('/api/cart/items').send({ propertyId: deposited.id, checkIn: inDays(120), checkOut: inDays(127), guests: 4 }).expect(201);
  await agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit', leadGuestName: 'Grace Guest', leadGuestEmail: guest.email })).expect(201);

  await agent.post('/api/cart/items').send({ propertyId: refunded.id, checkIn: inDays(90), checkOut: inDays(95), guests: 2 }).expect(201);
  const paid = (await agent.post('/api/checkout').send(checkoutBody({ leadGuestName: 'Grace Guest', leadGuestEmail: guest.email })).expect(201)).body.order;
  await admin.agent.post(`/api/admin/orders/${paid.id}/cancel`).send({ refundAmount: 12_345, reason: 'Owner sold the villa' }).expect(200);

  await app.http
    .post('/api/enquiries')
    .send({ name: 'Eve Enquirer', email: 'eve@example.com', phone: '+44 20 7946 0001', subject: 'Villa in Corfu', message: 'Two weeks in August for six of us?' })
    .expect(201);
  await app.http.post('/api/newsletter/subscribe').send({ email: 'news@example.com' }).expect(200);
  return { guest, admin };
}

/** Anything that runs SQL and returns rows: the app's data source or a plain client's wrapper. */
export interface Queryable {
  db: { query(sql: string): Promise<Record<string, unknown>[]> };
}

/** Rows in every table, by name. */
export async function rowCounts(app: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await app.db.query(LIST_TABLES_SQL)) {
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM ${String(name)}`);
    counts[String(name).replace(/^public\./, '')] = Number(n);
  }
  return counts;
}

/** An md5 over every row of each money table, in a fixed order: equal only if every value is. */
export async function moneyChecksums(app: Pick<TestApp, 'db'>): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of MONEY_TABLES) {
    const [{ sum }] = await app.db.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`);
    sums[table] = sum;
  }
  return sums;
}

/**
 * What the guest sees in the account (orders with their payment schedule, bookings) and staff in
 * the admin's bookings and payments lists: the views a restored or upgraded database must serve.
 */
export async function servedViews(guest: Pick<Account, 'agent'>, admin: Pick<Account, 'agent'>) {
  const orders = (await guest.agent.get('/api/user/orders').expect(200)).body;
  const bookings = (await guest.agent.get('/api/user/bookings').expect(200)).body;
  const adminBookings = (await admin.agent.get('/api/admin/bookings').expect(200)).body;
  const adminPayments = (await admin.agent.get('/api/admin/payments').expect(200)).body;
  return { orders, bookings, adminBookings, adminPayments };
}
