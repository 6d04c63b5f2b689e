import { ANONYMISED_NAME } from '../../common/constants';
import { markOverdueOrders } from '../../server/src/modules/orders/order-jobs';
import { gql, signUp, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers are asserted field by field
type Data = any;

let app: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
  customer = await signUp(app, { name: 'Carla Customer' });
});
afterAll(() => app.close());

const count = async (sql: string, params: unknown[] = []) => Number((await app.db.query(`SELECT count(*) AS n FROM ${sql}`, params))[0].n);
const userRow = async (id: string) => (await app.db.query(`SELECT is_admin, is_suspended FROM users WHERE id = $1`, [id]))[0] as { is_admin: boolean; is_suspended: boolean } | undefined;

/** A signed-in customer who bought a stay through the real basket and checkout. */
async function customerWithBooking(name: string, fromDay: number, phone = '+44 20 7946 0000'): Promise<Account & { villaId: string }> {
  const account = await signUp(app, { name, email: uniqueEmail('buyer') });
  const villa = await createVilla(app.db, { price: 7000 });
  await account.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(fromDay), checkOut: inDays(fromDay + 7), guests: 2 }).expect(201);
  const res = await account.agent.post('/api/checkout').send(checkoutBody({ leadGuestName: name, leadGuestEmail: account.email, leadGuestPhone: phone }));
  expect(res.status).toBe(201);
  return { ...account, villaId: villa.id };
}

describe('admin lists', () => {
  let buyer: Account & { villaId: string };
  beforeAll(async () => {
    buyer = await customerWithBooking('Bea Buyer', 40);
    await app.http.post('/api/newsletter/subscribe').send({ email: 'pending@example.com' });
    await app.http.post('/api/newsletter/subscribe').send({ email: 'active@example.com' });
    const [{ text_body: text }] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = 'active@example.com'`);
    await app.http.get(`/api/newsletter/confirm/${/\/newsletter\/confirm\/(\S+)/.exec(text)![1]}`).expect(200);
  });

  it('REST users: every account, filterable, with the total in X-Total-Count', async () => {
    const res = await admin.agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([admin.email, customer.email, buyer.email]));
    expect(res.body[0]).not.toHaveProperty('passwordHash');
    const admins = await admin.agent.get('/api/admin/users?isAdmin=true');
    expect(admins.body.map((u: { id: string }) => u.id)).toEqual([admin.id]);
    const search = await admin.agent.get('/api/admin/users?search=carla');
    expect(search.body.map((u: { id: string }) => u.id)).toEqual([customer.id]);
    expect(search.headers['x-total-count']).toBe('1');
  });

  it('REST bookings carry the guest name and email; payments and newsletter subscribers list too', async () => {
    const bookings = await admin.agent.get('/api/admin/bookings');
    expect(bookings.status).toBe(200);
    expect(bookings.body).toEqual([expect.objectContaining({ name: 'Bea Buyer', email: buyer.email, userId: buyer.id, propertyId: buyer.villaId, guests: 2, checkIn: inDays(40) })]);
    const payments = await admin.agent.get('/api/admin/payments');
    expect(payments.body).toEqual([expect.objectContaining({ status: 'completed', currency: 'GBP', amount: 7000 * 100 })]);
    const subscribers = await admin.agent.get('/api/admin/newsletters');
    const byEmail = Object.fromEntries(subscribers.body.map((s: { email: string; status: string }) => [s.email, s.status]));
    expect(byEmail).toEqual({ 'pending@example.com': 'PENDING', 'active@example.com': 'ACTIVE' });
    const active = await admin.agent.get('/api/admin/newsletters?status=ACTIVE');
    expect(active.body.map((s: { email: string }) => s.email)).toEqual(['active@example.com']);
  });

  it('payments can be searched by the payer\'s name or e-mail (REST and GraphQL)', async () => {
    const byName = await admin.agent.get('/api/admin/payments?search=bea%20buy');
    expect(byName.body).toHaveLength(1);
    expect((await admin.agent.get(`/api/admin/payments?search=${encodeURIComponent(buyer.email.toUpperCase())}`)).body).toHaveLength(1);
    expect((await admin.agent.get('/api/admin/payments?search=nobody-like-this')).body).toEqual([]);
    const res = await gql<Data>(admin.agent, `{ adminPayments(filter: { search: "Bea Buy" }) { totalCount } }`);
    expect(res.data.adminPayments.totalCount).toBe(1);
  });

  it('GraphQL: the same lists, filters and the relations an admin follows', async () => {
    const res = await gql<Data>(
      admin.agent,
      `query($id: ID!) {
        users(filter: { search: "bea buy" }) { totalCount items { id name bookings { id name email property { id title } user { id } } orders { id orderNumber user { id } } payments { id status order { id } user { id } } } }
        adminBookings(filter: { userId: $id, status: CONFIRMED }) { totalCount items { id name email user { email } property { id } } }
        adminPayments(filter: { userId: $id }) { totalCount items { amount status } }
        newsletterSubscribers(filter: { status: PENDING }) { totalCount items { email status subscribed confirmed } }
      }`,
      { id: buyer.id },
    );
    expect(res.errors).toBeUndefined();
    const [user] = res.data.users.items;
    expect(res.data.users.totalCount).toBe(1);
    expect(user.bookings).toEqual([expect.objectContaining({ name: 'Bea Buyer', email: buyer.email, property: expect.objectContaining({ id: buyer.villaId }), user: { id: buyer.id } })]);
    expect(user.orders).toHaveLength(1);
    expect(user.orders[0].user).toEqual({ id: buyer.id });
    expect(user.payments).toEqual([expect.objectContaining({ status: 'COMPLETED', order: { id: user.orders[0].id }, user: { id: buyer.id } })]);
    expect(res.data.adminBookings).toMatchObject({ totalCount: 1, items: [{ name: 'Bea Buyer', user: { email: buyer.email }, property: { id: buyer.villaId } }] });
    expect(res.data.adminPayments).toEqual({ totalCount: 1, items: [{ amount: 700000, status: 'COMPLETED' }] });
    expect(res.data.newsletterSubscribers).toEqual({ totalCount: 1, items: [{ email: 'pending@example.com', status: 'PENDING', subscribed: true, confirmed: false }] });
  });

  it('keeps the admin-only booking fields from customers, even on their own bookings', async () => {
    const own = await gql<Data>(buyer.agent, '{ myBookings { items { id name } } }');
    expect(own.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const plain = await gql<Data>(buyer.agent, '{ myBookings { items { id } } }');
    expect(plain.errors).toBeUndefined();
    const me = await gql<Data>(buyer.agent, '{ me { id orders { id } } }');
    expect(me.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('dashboard: counts and totals; a subscriber is active only if subscribed and confirmed', async () => {
    const res = await gql<Data>(admin.agent, '{ adminDashboard { userCount adminCount bookingCount confirmedBookingCount orderCount activeSubscriberCount pendingSubscriberCount unsubscribedCount completedPaymentCount revenue { currency amount } } }');
    expect(res.errors).toBeUndefined();
    const users = await count('users');
    expect(res.data.adminDashboard).toEqual({
      userCount: users,
      adminCount: 1,
      bookingCount: 1,
      confirmedBookingCount: 1,
      orderCount: 1,
      activeSubscriberCount: 1,
      pendingSubscriberCount: 1,
      unsubscribedCount: 0,
      completedPaymentCount: 1,
      revenue: [{ currency: 'GBP', amount: 700000 }],
    });
    const rest = await admin.agent.get('/api/admin/dashboard');
    expect(rest.body).toMatchObject({ userCount: users, activeSubscriberCount: 1 });
  });

  it('rejects bad filters with a translated 400 naming the field', async () => {
    const res = await admin.agent.get('/api/admin/bookings?userId=nope');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('userId');
    const limit = await admin.agent.get('/api/admin/users?limit=1000');
    expect(limit.status).toBe(400);
  });
});

describe('admin user actions', () => {
  it('suspending ends the user\'s sessions at once and refuses logins; lifting it lets them in again', async () => {
    const target = await signUp(app);
    expect((await target.agent.get('/api/auth/me')).status).toBe(200);
    const res = await admin.agent.post(`/api/admin/users/${target.id}/suspend`).send({ suspend: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'User status updated', user: { id: target.id, isSuspended: true } });
    expect(await count(`sessions WHERE sess->>'userId' = $1`, [target.id])).toBe(0);
    expect((await target.agent.get('/api/auth/me')).status).toBe(401);
    expect((await app.http.post('/api/auth/login').send({ email: target.email, password: target.password })).status).toBe(403);
    await admin.agent.post(`/api/admin/users/${target.id}/suspend`).send({ suspend: false }).expect(200);
    expect((await app.http.post('/api/auth/login').send({ email: target.email, password: target.password })).status).toBe(200);
  });

  it('grants and revokes admin rights, over REST and GraphQL', async () => {
    const target = await signUp(app);
    const granted = await admin.agent.post(`/api/admin/users/${target.id}/admin`).send({ isAdmin: true });
    expect(granted.body).toMatchObject({ message: 'Admin status updated', user: { isAdmin: true } });
    expect((await target.agent.get('/api/admin/users')).status).toBe(200);
    const revoked = await gql<Data>(admin.agent, `mutation($id: ID!) { setUserAdmin(userId: $id, isAdmin: false) { id isAdmin } }`, { id: target.id });
    expect(revoked.data.setUserAdmin).toEqual({ id: target.id, isAdmin: false });
    expect((await target.agent.get('/api/admin/users')).status).toBe(403);
    const suspended = await gql<Data>(admin.agent, `mutation($id: ID!) { suspendUser(userId: $id, suspend: true) { isSuspended } }`, { id: target.id });
    expect(suspended.data.suspendUser.isSuspended).toBe(true);
  });

  it('validates the bodies and answers 404 for an unknown user', async () => {
    const bad = await admin.agent.post(`/api/admin/users/${customer.id}/suspend`).send({ suspend: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('suspend');
    const unknown = await admin.agent.post('/api/admin/users/00000000-0000-4000-8000-000000000001/suspend').send({ suspend: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found.');
    expect((await admin.agent.delete('/api/admin/users/not-a-uuid')).status).toBe(404);
  });

  describe('self-protection', () => {
    it.each([
      ['suspend', (a: Account) => a.agent.post(`/api/admin/users/${a.id}/suspend`).send({ suspend: true }), 'You cannot suspend your own account.'],
      ['demote', (a: Account) => a.agent.post(`/api/admin/users/${a.id}/admin`).send({ isAdmin: false }), 'You cannot change your own admin rights.'],
      ['delete', (a: Account) => a.agent.delete(`/api/admin/users/${a.id}`), 'You cannot delete your own account.'],
    ])('an admin cannot %s themself over REST: 409, nothing changes', async (_action, call, message) => {
      const res = await call(admin);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect(await userRow(admin.id)).toEqual({ is_admin: true, is_suspended: false });
      expect((await admin.agent.get('/api/auth/me')).status).toBe(200);
    });

    it.each([
      [`mutation($id: ID!) { suspendUser(userId: $id, suspend: true) { id } }`],
      [`mutation($id: ID!) { setUserAdmin(userId: $id, isAdmin: false) { id } }`],
      [`mutation($id: ID!) { deleteUser(userId: $id) { id } }`],
    ])('nor over GraphQL: %s', async (query) => {
      const res = await gql(admin.agent, query, { id: admin.id }, { 'Accept-Language': 'de' });
      expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(res.errors?.[0].message).toMatch(/^Sie können Ihr/);
      expect(await userRow(admin.id)).toEqual({ is_admin: true, is_suspended: false });
    });

    it('never loses the last admin, even when two admins demote each other at once', async () => {
      const other = await signUpAdmin(app);
      const results = await Promise.all([
        admin.agent.post(`/api/admin/users/${other.id}/admin`).send({ isAdmin: false }),
        other.agent.post(`/api/admin/users/${admin.id}/admin`).send({ isAdmin: false }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(await count('users WHERE is_admin AND NOT is_suspended')).toBe(1);
      // Put the original admin back in charge for the tests that follow.
      if (!(await userRow(admin.id))!.is_admin) {
        await app.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
        await admin.agent.post(`/api/admin/users/${other.id}/admin`).send({ isAdmin: false }).expect(200);
      }
      expect(await count('users WHERE is_admin')).toBe(1);
    });
  });

  describe('deleting a user', () => {
    it('removes the account and all personal data, and keeps the financial records anonymised', async () => {
      const name = 'Zebedee Quuxworth';
      const victim = await customerWithBooking(name, 60, '+44 7700 900123');
      const email = victim.email;
      // Personal data in every corner: shortlist, basket, reset token, newsletter, enquiry.
      await victim.agent.post('/api/user/shortlist').send({ propertyId: victim.villaId }).expect(200);
      const spare = await createVilla(app.db);
      await victim.agent.post('/api/cart/items').send({ propertyId: spare.id, checkIn: inDays(90), checkOut: inDays(97), guests: 2 }).expect(201);
      await app.http.post('/api/auth/forgot-password').send({ email });
      await app.http.post('/api/newsletter/subscribe').send({ email: email.toUpperCase() });
      await app.http.post('/api/enquiries').send({ name, email, phone: '+44 7700 900123', subject: 'About my stay', message: 'Could we arrive a little earlier please?' });
      expect(await count('password_reset_tokens WHERE user_id = $1', [victim.id])).toBe(1);
      expect(await count('baskets WHERE user_id = $1', [victim.id])).toBe(1);
      const [order] = await app.db.query('SELECT id FROM orders WHERE user_id = $1', [victim.id]);

      const res = await admin.agent.delete(`/api/admin/users/${victim.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'User deleted successfully' });

      expect(await count('users WHERE id = $1', [victim.id])).toBe(0);
      expect((await victim.agent.get('/api/auth/me')).status).toBe(401);

      // Financial records stay, detached and anonymised.
      const [kept] = await app.db.query(`SELECT o.user_id, o.lead_guest_name, o.lead_guest_email, o.lead_guest_phone, o.total_amount,
          (SELECT count(*) FROM bookings b WHERE b.order_id = o.id)::int AS bookings, (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.user_id IS NULL)::int AS payments
        FROM orders o WHERE o.id = $1`, [order.id]);
      expect(kept).toEqual({ user_id: null, lead_guest_name: ANONYMISED_NAME, lead_guest_email: '', lead_guest_phone: '', total_amount: 700000, bookings: 1, payments: 1 });
      const bookings = await admin.agent.get(`/api/admin/bookings?propertyId=${victim.villaId}`);
      expect(bookings.body).toEqual([expect.objectContaining({ name: ANONYMISED_NAME, email: '', userId: null })]);

      // No trace of the person anywhere in the database: not the e-mail, the name, the phone, nor the id outside the audit log.
      const tables: { table_name: string }[] = await app.db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
      for (const { table_name: table } of tables) {
        const needles = [email.toLowerCase(), name.toLowerCase(), '7700 900123', ...(table === 'admin_audit_log' ? [] : [victim.id])];
        for (const needle of needles) {
          const hits = await count(`"${table}" t WHERE lower(row_to_json(t)::text) LIKE $1`, [`%${needle}%`]);
          expect({ table, needle, hits }).toEqual({ table, needle, hits: 0 });
        }
      }

      expect((await app.http.post('/api/auth/login').send({ email, password: victim.password })).status).toBe(401);

      // The audit log says who deleted whom, and when.
      const audit = await admin.agent.get(`/api/admin/audit?targetUserId=${victim.id}`);
      expect(audit.body).toEqual([expect.objectContaining({ action: 'USER_DELETED', actorId: admin.id, actorEmail: admin.email, targetUserId: victim.id, targetEmail: null, createdAt: expect.any(String) })]);
    });

    it('works over GraphQL too, and a deleted user is gone for good', async () => {
      const victim = await signUp(app);
      const res = await gql<Data>(admin.agent, `mutation($id: ID!) { deleteUser(userId: $id) { id message } }`, { id: victim.id });
      expect(res.data.deleteUser).toEqual({ id: victim.id, message: 'User deleted successfully' });
      const again = await gql(admin.agent, `mutation($id: ID!) { deleteUser(userId: $id) { id } }`, { id: victim.id });
      expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });
});

describe('audit log', () => {
  it('records every admin action with who, what, to whom and when, newest first (REST and GraphQL)', async () => {
    const target = await signUp(app);
    await admin.agent.post(`/api/admin/users/${target.id}/suspend`).send({ suspend: true }).expect(200);
    await admin.agent.post(`/api/admin/users/${target.id}/suspend`).send({ suspend: false }).expect(200);
    await admin.agent.post(`/api/admin/users/${target.id}/admin`).send({ isAdmin: true }).expect(200);
    await admin.agent.post(`/api/admin/users/${target.id}/admin`).send({ isAdmin: false }).expect(200);
    const res = await gql<Data>(admin.agent, `query($id: ID!) { auditLog(filter: { targetUserId: $id }) { totalCount items { action actorId actorEmail targetUserId targetEmail createdAt } } }`, { id: target.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.auditLog.items.map((e: { action: string }) => e.action)).toEqual(['ADMIN_REVOKED', 'ADMIN_GRANTED', 'USER_UNSUSPENDED', 'USER_SUSPENDED']);
    for (const entry of res.data.auditLog.items) expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetUserId: target.id, targetEmail: target.email });
    // The refused self-actions (self-protection tests above) left no trace; another admin's demotion may have.
    const refused = await count('admin_audit_log WHERE actor_id = $1 AND target_user_id = $1', [admin.id]);
    expect(refused).toBe(0);
    const rest = await admin.agent.get('/api/admin/audit?action=USER_SUSPENDED');
    expect(rest.body.every((e: { action: string }) => e.action === 'USER_SUSPENDED')).toBe(true);
    const searched = await admin.agent.get(`/api/admin/audit?search=${encodeURIComponent(target.email)}`);
    expect(searched.body).toHaveLength(4);
    expect((await admin.agent.get('/api/admin/audit?search=nobody-like-this')).body).toEqual([]);
    expect((await customer.agent.get('/api/admin/audit')).status).toBe(403);
  });
});

describe('batching', () => {
  it('answers a custom query over 100 users with their bookings and villas in a handful of SQL statements', async () => {
    const villa = await createVilla(app.db);
    // 100 buyers with one order, booking and payment each, straight into the tables (the checkout is tested elsewhere).
    await app.db.query(`INSERT INTO users (name, email, password_hash)
      SELECT 'Batch ' || i, 'batch' || i || '@example.com', 'x' FROM generate_series(1, 100) i`);
    await app.db.query(`INSERT INTO orders (order_number, user_id, idempotency_key, status, currency, stays_amount, total_amount, amount_paid, balance_amount, lead_guest_name, lead_guest_email)
      SELECT 'B' || u.name, u.id, 'batch-' || u.id, 'confirmed', 'GBP', 1000, 1000, 1000, 0, u.name, u.email FROM users u WHERE u.email LIKE 'batch%'`);
    await app.db.query(`INSERT INTO bookings (order_id, user_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
      SELECT o.id, o.user_id, $1, current_date + 400 + 2 * row_number() OVER (ORDER BY o.id)::int, current_date + 401 + 2 * row_number() OVER (ORDER BY o.id)::int, 2, 1000, 1, 1000, 'confirmed', o.lead_guest_name, o.lead_guest_email
      FROM orders o WHERE o.order_number LIKE 'BBatch%'`, [villa.id]);
    await app.db.query(`INSERT INTO payments (order_id, user_id, provider, amount, currency, status, completed_at)
      SELECT o.id, o.user_id, 'test', 1000, 'GBP', 'completed', now() FROM orders o WHERE o.order_number LIKE 'BBatch%'`);

    const query = `query($limit: Int!) { users(page: { limit: $limit }, filter: { search: "batch" }) {
      totalCount items { id email bookings { id checkIn name property { id title } } orders { orderNumber } payments { amount } } } }`;
    async function statementsFor(limit: number): Promise<number> {
      const before = app.sql.statementCount;
      const res = await gql<Data>(admin.agent, query, { limit });
      expect(res.errors).toBeUndefined();
      expect(res.data.users.items).toHaveLength(limit);
      for (const user of res.data.users.items) {
        expect(user.bookings).toEqual([expect.objectContaining({ property: { id: villa.id, title: villa.title } })]);
        expect(user.orders).toHaveLength(1);
        expect(user.payments).toEqual([{ amount: 1000 }]);
      }
      return app.sql.statementCount - before;
    }
    // Both pages have users after them, so both are counted (a last page takes its count from its rows: one statement fewer).
    const ten = await statementsFor(10);
    const hundred = await statementsFor(99);
    console.log(`admin custom query: ${ten} SQL statements for 10 users, ${hundred} for 99`);
    expect(hundred).toBe(ten);
    // session + user, page + count, bookings, villas, orders, payments
    expect(hundred).toBeLessThanOrEqual(8);
  });
});

describe('admin orders and refunds', () => {
  /** A customer's order of one week at a 7,000 villa (700,000 minor units), paid in full or by deposit. */
  async function order(name: string, fromDay: number, paymentOption: 'full' | 'deposit'): Promise<{ buyer: Account; id: string; orderNumber: string }> {
    const buyer = await signUp(app, { name, email: uniqueEmail('orders') });
    const villa = await createVilla(app.db, { price: 7000 });
    await buyer.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(fromDay), checkOut: inDays(fromDay + 7), guests: 2 }).expect(201);
    const res = await buyer.agent.post('/api/checkout').send(checkoutBody({ leadGuestName: name, leadGuestEmail: buyer.email, paymentOption }));
    expect(res.status).toBe(201);
    return { buyer, id: res.body.order.id, orderNumber: res.body.order.orderNumber };
  }

  const ORDERS = `query($filter: AdminOrderFilter, $page: PageInput) {
    adminOrders(filter: $filter, page: $page) { totalCount hasNextPage items { id orderNumber status totalAmount amountPaid balanceAmount refundedAmount user { id } } } }`;

  it('lists every order for staff, newest first, filtered by status (OVERDUE), guest and page; over REST too', async () => {
    const late = await order('Olive Overdue', 140, 'deposit');
    const paid = await order('Penny Paid', 150, 'full');
    // The balance fell due long ago and is still open: the daily job marks the order overdue.
    await app.db.query(`UPDATE orders SET balance_due_date = current_date - 10 WHERE id = $1`, [late.id]);
    expect(await markOverdueOrders(app.db)).toBe(1);

    const overdue = await gql<Data>(admin.agent, ORDERS, { filter: { status: 'OVERDUE' } });
    expect(overdue.errors).toBeUndefined();
    expect(overdue.data.adminOrders).toMatchObject({ totalCount: 1, items: [{ id: late.id, status: 'OVERDUE', totalAmount: 700000, amountPaid: 175000, balanceAmount: 525000, user: { id: late.buyer.id } }] });

    const all = await gql<Data>(admin.agent, ORDERS, { page: { limit: 2, offset: 0 } });
    expect(all.data.adminOrders.items.map((o: { id: string }) => o.id)).toEqual([paid.id, late.id]);
    expect(all.data.adminOrders.hasNextPage).toBe(true);

    for (const search of [paid.orderNumber, 'penny', paid.buyer.email.toUpperCase()]) {
      const found = await gql<Data>(admin.agent, ORDERS, { filter: { search } });
      expect(found.data.adminOrders.items.map((o: { id: string }) => o.id)).toEqual([paid.id]);
    }

    const rest = await admin.agent.get('/api/admin/orders?status=overdue');
    expect(rest.status).toBe(200);
    expect(rest.headers['x-total-count']).toBe('1');
    expect(rest.body).toEqual([expect.objectContaining({ id: late.id, status: 'overdue', balanceAmount: 525000, leadGuestName: 'Olive Overdue', userId: late.buyer.id })]);
    expect((await admin.agent.get('/api/admin/orders?status=late')).body.field).toBe('status');

    const dashboard = await gql<Data>(admin.agent, '{ adminDashboard { overdueOrderCount } }');
    expect(dashboard.data.adminDashboard.overdueOrderCount).toBe(1);
  });

  it('keeps the orders list from visitors (401) and customers (403)', async () => {
    const anonymous = await gql(app.agent(), ORDERS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const denied = await gql(customer.agent, ORDERS);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.http.get('/api/admin/orders')).status).toBe(401);
    expect((await customer.agent.get('/api/admin/orders')).status).toBe(403);
  });

  it('cancels with a partial refund after refusing one above what was paid; the refund is its own row in the payments list and comes off revenue', async () => {
    const { id } = await order('Rita Refund', 160, 'deposit');
    const revenue = async () => (await gql<Data>(admin.agent, '{ adminDashboard { revenue { currency amount } refundCount } }')).data.adminDashboard;
    const before = await revenue();
    const CANCEL = `mutation($input: AdminCancelOrderInput!) { adminCancelOrder(input: $input) { replayed order { id status refundedAmount cancelledAt } refunds { amount kind status reason } } }`;

    const tooMuch = await gql<Data>(admin.agent, CANCEL, { input: { orderId: id, refundAmount: 175001 } });
    expect(tooMuch.errors?.[0]).toMatchObject({ message: 'Please enter a refund from 0 up to £1,750.00.', extensions: { code: 'BAD_USER_INPUT', field: 'refundAmount' } });
    const negative = await gql<Data>(admin.agent, CANCEL, { input: { orderId: id, refundAmount: -1 } });
    expect(negative.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'refundAmount' });
    expect((await gql<Data>(admin.agent, ORDERS, { filter: { search: 'Rita' } })).data.adminOrders.items[0].status).toBe('CONFIRMED');

    const done = await gql<Data>(admin.agent, CANCEL, { input: { orderId: id, refundAmount: 50000, reason: 'Goodwill: flight cancelled' } });
    expect(done.errors).toBeUndefined();
    expect(done.data.adminCancelOrder).toMatchObject({
      replayed: false,
      order: { id, status: 'CANCELLED', refundedAmount: 50000, cancelledAt: expect.any(String) },
      refunds: [{ amount: 50000, kind: 'REFUND', status: 'COMPLETED', reason: 'Goodwill: flight cancelled' }],
    });

    const payments = await gql<Data>(admin.agent, `query($id: ID!) {
      all: adminPayments(filter: { orderId: $id }) { totalCount items { kind amount status instalment refundOf order { orderNumber } } }
      refunds: adminPayments(filter: { orderId: $id, kind: REFUND }) { totalCount items { amount } } }`, { id });
    expect(payments.errors).toBeUndefined();
    expect(payments.data.all.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'CHARGE', amount: 175000, instalment: 'DEPOSIT', refundOf: null }),
        expect.objectContaining({ kind: 'REFUND', amount: 50000, status: 'COMPLETED', instalment: null, refundOf: expect.any(String) }),
      ]),
    );
    expect(payments.data.refunds).toEqual({ totalCount: 1, items: [{ amount: 50000 }] });
    const rest = await admin.agent.get(`/api/admin/payments?orderId=${id}&kind=refund`);
    expect(rest.body).toEqual([expect.objectContaining({ kind: 'refund', amount: 50000, reason: 'Goodwill: flight cancelled' })]);

    const after = await revenue();
    expect(after.refundCount).toBe(before.refundCount + 1);
    expect(after.revenue[0].amount).toBe(before.revenue[0].amount - 50000);
  });
});
