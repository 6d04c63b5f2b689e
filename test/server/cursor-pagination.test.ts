import { signUp, signUpAdmin, gql, type Account } from '../helpers/accounts';
import { createVilla } from '../helpers/booking-factory';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Cursor connections: every paged list answers `pageInfo { hasNextPage endCursor }` and
 * takes `after`. Rows are made with equal sort values on purpose (one timestamp for many orders,
 * one day for many reviews), so the ties by id are what keeps pages apart.
 */
let app: TestApp;
let admin: Account;
let guest: Account;

interface Connection {
  items: { id: string }[];
  totalCount: number;
  offset: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** One list field: its name, its extra arguments (a GraphQL fragment) and who may read it. */
interface List {
  field: string;
  args?: string;
  reader: () => Account;
}

async function page(list: List, variables: Record<string, unknown>): Promise<Connection> {
  const query = `query($page: PageInput, $after: String) { list: ${list.field}(${list.args ? `${list.args}, ` : ''}page: $page, after: $after) {
    items { id } totalCount offset pageInfo { hasNextPage endCursor } } }`;
  const res = await gql<{ list: Connection }>(list.reader().agent, query, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.list;
}

/** Follows `endCursor` until `hasNextPage` is false; every id it met, in order. */
async function walk(list: List, limit: number): Promise<{ ids: string[]; pages: Connection[] }> {
  const pages: Connection[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const current = await page(list, { page: { limit }, after });
    pages.push(current);
    if (!current.pageInfo.hasNextPage) break;
    expect(current.pageInfo.endCursor).toBeTruthy();
    after = current.pageInfo.endCursor;
  }
  return { ids: pages.flatMap((p) => p.items.map((item) => item.id)), pages };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
  guest = await signUp(app);
  const villas: string[] = [];
  for (let i = 0; i < 14; i += 1) villas.push((await createVilla(app.db)).id);
  const place = await makePlace(app.db);

  // Orders of the guest, most of them at one instant; a booking (one check-in day for most, each
  // at its own villa) and a payment each.
  await app.db.query(
    `INSERT INTO orders (order_number, user_id, idempotency_key, status, cancelled_at, currency, stays_amount, total_amount, amount_paid, balance_amount, lead_guest_name, lead_guest_email, created_at)
     SELECT 'C' || i, $1, 'cursor-' || i, CASE WHEN i % 3 = 0 THEN 'cancelled' ELSE 'confirmed' END, CASE WHEN i % 3 = 0 THEN now() END, 'GBP', 1000, 1000, 1000, 0, 'Guest', $2,
            CASE WHEN i <= 9 THEN timestamptz '2026-01-01 10:00:00.123456+00' ELSE timestamptz '2026-01-01 10:00:00+00' + i * interval '1 minute' END
     FROM generate_series(1, 14) i`,
    [guest.id, guest.email],
  );
  await app.db.query(
    `INSERT INTO bookings (order_id, user_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, created_at)
     SELECT o.id, o.user_id, ($1::uuid[])[o.n], o.d, o.d + 1, 2, 1000, 1, 1000, 'confirmed', 'Guest', o.lead_guest_email, o.created_at
     FROM (SELECT o.*, row_number() OVER (ORDER BY o.order_number)::int AS n,
                  current_date + 400 + CASE WHEN row_number() OVER (ORDER BY o.order_number) <= 8 THEN 0 ELSE 3 * row_number() OVER (ORDER BY o.order_number)::int END AS d
           FROM orders o WHERE o.order_number LIKE 'C%') o`,
    [villas],
  );
  await app.db.query(`INSERT INTO payments (order_id, user_id, provider, amount, currency, status, completed_at, created_at)
    SELECT o.id, o.user_id, 'test', 1000, 'GBP', 'completed', now(), o.created_at FROM orders o WHERE o.order_number LIKE 'C%'`);

  // Accounts and audit entries at one instant; villas created together.
  await app.db.query(`INSERT INTO users (name, email, password_hash, created_at)
    SELECT 'Tie ' || i, 'tie' || i || '@example.com', 'x', timestamptz '2026-02-01 09:00:00+00' FROM generate_series(1, 12) i`);
  await app.db.query(`INSERT INTO admin_audit_log (actor_id, actor_email, action, target_type, target_id, target_user_id, target_email, created_at)
    SELECT $1::uuid, 'a@example.com', 'USER_SUSPENDED', 'user', $1::text, $1::uuid, 't@example.com', timestamptz '2026-02-01 09:00:00+00' + (i % 2) * interval '1 second' FROM generate_series(1, 11) i`, [admin.id]);
  for (let i = 0; i < 9; i += 1) await makeProperty(app.db, { destinationKey: place.key, location: `Tiebreak Bay ${i}`, createdAt: new Date('2026-03-01T08:00:00Z') });

  // Reviews: three days, two languages, ratings repeating.
  await app.db.query(`INSERT INTO reviews (title, rating, author, date, content, language)
    SELECT 'Review ' || i, 1 + i % 5, 'Author', date '2025-06-01' + (i % 3), 'Text', CASE WHEN i % 2 = 0 THEN 'de' ELSE 'en' END FROM generate_series(1, 17) i`);
}, 60_000);
afterAll(() => app.close());

const LISTS: List[] = [
  { field: 'adminOrders', reader: () => admin },
  { field: 'adminOrders', args: 'filter: { status: CONFIRMED }', reader: () => admin },
  { field: 'adminBookings', reader: () => admin },
  { field: 'adminPayments', reader: () => admin },
  { field: 'users', reader: () => admin },
  { field: 'auditLog', reader: () => admin },
  { field: 'adminProperties', args: 'filter: { search: "Tiebreak" }', reader: () => admin },
  { field: 'myOrders', reader: () => guest },
  { field: 'myBookings', reader: () => guest },
  { field: 'reviews', args: 'sort: NEWEST, languageFirst: de', reader: () => guest },
  { field: 'reviews', args: 'sort: POPULAR', reader: () => guest },
];

describe.each(LISTS)('$field $args', (list) => {
  it('pages through the whole list with `after`: the same rows in the same order as one offset page, none twice, none missing', async () => {
    const whole = await page(list, { page: { limit: 100 } });
    expect(whole.totalCount).toBeGreaterThan(6);
    expect(whole.pageInfo.hasNextPage).toBe(false);
    const { ids, pages } = await walk(list, 4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(whole.items.map((item) => item.id));
    expect(pages.length).toBe(Math.ceil(whole.totalCount / 4));
    expect(pages.map((p) => p.offset)).toEqual(pages.map((_, i) => i * 4));
    expect(pages.every((p) => p.totalCount === whole.totalCount)).toBe(true);
  });

  it('gives the same totalCount on a last page by offset, which it does not count, and past the end, which it does', async () => {
    const whole = await page(list, { page: { limit: 100 } });
    const last = await page(list, { page: { offset: whole.totalCount - 2, limit: 5 } });
    expect(last.items.map((item) => item.id)).toEqual(whole.items.slice(-2).map((item) => item.id));
    expect(last.totalCount).toBe(whole.totalCount);
    const beyond = await page(list, { page: { offset: whole.totalCount + 3, limit: 5 } });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBe(whole.totalCount);
  });
});

describe('cursor paging', () => {
  const adminOrders: List = { field: 'adminOrders', reader: () => admin };

  it('continues from an offset page’s endCursor', async () => {
    const whole = await page(adminOrders, { page: { limit: 100 } });
    const second = await page(adminOrders, { page: { offset: 5, limit: 5 } });
    const next = await page(adminOrders, { page: { limit: 5 }, after: second.pageInfo.endCursor });
    expect(next.offset).toBe(10);
    expect(next.items.map((item) => item.id)).toEqual(whole.items.slice(10, 15).map((item) => item.id));
  });

  it('stays on its rows when newer ones arrive between pages (an offset would repeat one)', async () => {
    const first = await page(adminOrders, { page: { limit: 5 } });
    await app.db.query(`INSERT INTO orders (order_number, user_id, idempotency_key, status, currency, stays_amount, total_amount, amount_paid, balance_amount, created_at)
      VALUES ('CNEW', $1, 'cursor-new', 'confirmed', 'GBP', 1, 1, 1, 0, now())`, [guest.id]);
    try {
      const byCursor = await page(adminOrders, { page: { limit: 5 }, after: first.pageInfo.endCursor });
      const byOffset = await page(adminOrders, { page: { offset: 5, limit: 5 } });
      expect(byCursor.items.map((i) => i.id)).not.toContain(first.items[4].id);
      expect(byOffset.items[0].id).toBe(first.items[4].id);
    } finally {
      await app.db.query(`DELETE FROM orders WHERE order_number = 'CNEW'`);
    }
  });

  it('goes on from the cursor’s place when its row was deleted meanwhile', async () => {
    const users: List = { field: 'users', args: 'filter: { search: "tie" }', reader: () => admin };
    const whole = await page(users, { page: { limit: 100 } });
    const first = await page(users, { page: { limit: 4 } });
    await app.db.query('DELETE FROM users WHERE id = $1', [first.items[3].id]);
    const next = await page(users, { page: { limit: 4 }, after: first.pageInfo.endCursor });
    expect(next.items.map((i) => i.id)).toEqual(whole.items.slice(4, 8).map((i) => i.id));
  });

  it('works over REST too: ?after= with the X-Next-Cursor of the page before', async () => {
    const whole = await page(adminOrders, { page: { limit: 100 } });
    const ids: string[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 20; guard += 1) {
      const res = await admin.agent.get('/api/admin/orders').query({ limit: 4, ...(after ? { after } : {}) });
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(whole.totalCount));
      ids.push(...(res.body as { id: string }[]).map((order) => order.id));
      after = res.headers['x-next-cursor'];
      if (!after) break;
    }
    expect(ids).toEqual(whole.items.map((item) => item.id));
  });

  it('refuses a cursor it did not make, naming `after`', async () => {
    for (const after of ['nonsense', Buffer.from('5:not-a-uuid').toString('base64url'), Buffer.from("1:00000000-0000-0000-0000-000000000000' OR 1=1").toString('base64url')]) {
      const res = await gql(admin.agent, `query($after: String) { adminOrders(after: $after) { items { id } } }`, { after });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });

  it('reads a last page by offset in one statement, a page with more after it in two (its rows and the count)', async () => {
    const reviews: List = { field: 'reviews', args: 'sort: NEWEST', reader: () => guest };
    const whole = await page(reviews, { page: { limit: 100 } });
    const statements = async (offset: number) => {
      const before = app.sql.statementCount;
      await page(reviews, { page: { offset, limit: 4 } });
      return app.sql.statementCount - before;
    };
    const middle = await statements(4);
    expect(await statements(whole.totalCount - 2)).toBe(middle - 1);
  });

  it('ends with an empty page and a null endCursor past the last row', async () => {
    const whole = await page(adminOrders, { page: { limit: 100 } });
    const last = await page(adminOrders, { page: { offset: whole.totalCount - 1, limit: 1 } });
    expect(last.pageInfo.hasNextPage).toBe(false);
    const beyond = await page(adminOrders, { page: { limit: 5 }, after: last.pageInfo.endCursor });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});
