import { addDays, businessToday } from '../../common/dates';
import { markOverdueOrders, sendBalanceReminders } from '../../server/src/modules/orders/order-jobs';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

interface Event {
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  amount: number | null;
  currency: string | null;
  actor: { userId: string | null; name: string | null; job: string | null };
}

const EVENTS = `query($userId: ID) { adminOrders(filter: { userId: $userId }) { items { id events { id at kind fromStatus toStatus amount currency actor { userId name job } } } } }`;

/** A guest's order placed over HTTP with the test card, paid in full or by deposit. */
async function placeOrder(paymentOption: 'full' | 'deposit', days = 120) {
  const villa = await createVilla(app.db);
  const guest = await signUp(app, { name: 'Gwen Guest' });
  await guest.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(days), checkOut: inDays(days + 7), guests: 2 }).expect(201);
  const res = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption, leadGuestEmail: guest.email }));
  expect(res.status).toBe(201);
  return { guest, order: res.body.order as { id: string; totalAmount: number; amountPaid: number; balanceAmount: number; balanceDueDate: string | null; currency: string } };
}

/** The order's history as staff read it over GraphQL, oldest first. */
async function historyOf(guest: Account, orderId: string): Promise<Event[]> {
  const res = await gql<{ adminOrders: { items: { id: string; events: (Event & { id: string; at: string })[] }[] } }>(admin.agent, EVENTS, { userId: guest.id });
  expect(res.errors).toBeUndefined();
  const order = res.data!.adminOrders.items.find((item) => item.id === orderId);
  return order!.events.map(({ id: _id, at: _at, ...event }) => event);
}

const statuses = async (orderId: string) => (await app.db.query(`SELECT status FROM bookings WHERE order_id = $1`, [orderId])).map((row: { status: string }) => row.status);

describe("an order's history", () => {
  it('records the charge and then pending → confirmed at checkout, with the guest as who acted', async () => {
    const { guest, order } = await placeOrder('full');
    expect(await historyOf(guest, order.id)).toEqual([
      { kind: 'PAYMENT', fromStatus: null, toStatus: null, amount: order.totalAmount, currency: order.currency, actor: { userId: guest.id, name: 'Gwen Guest', job: null } },
      { kind: 'STATUS', fromStatus: 'PENDING', toStatus: 'CONFIRMED', amount: null, currency: null, actor: { userId: guest.id, name: 'Gwen Guest', job: null } },
    ]);
  });

  it('records a staff cancellation confirmed → cancelled with the admin as who acted, the refund with its amount, and the bookings follow', async () => {
    const { guest, order } = await placeOrder('full');
    const res = await admin.agent.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: 12345, reason: 'Goodwill' });
    expect(res.status).toBe(200);
    const history = await historyOf(guest, order.id);
    // The order moves, then the refund is recorded, in one transaction.
    expect(history.slice(2)).toEqual([
      { kind: 'STATUS', fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', amount: null, currency: null, actor: { userId: admin.id, name: 'Test Admin', job: null } },
      { kind: 'REFUND', fromStatus: null, toStatus: null, amount: 12345, currency: order.currency, actor: { userId: admin.id, name: 'Test Admin', job: null } },
    ]);
    expect(await statuses(order.id)).toEqual(['cancelled']);
  });

  it('names the job when a job moves the order (overdue), and records the balance reminders it sends with their amount', async () => {
    const { guest, order } = await placeOrder('deposit', 200);
    expect(order.balanceDueDate).not.toBeNull();
    const due = order.balanceDueDate!;
    await sendBalanceReminders(app.db, app.config, addDays(due, -14));
    // Sent once: a second run the same day adds nothing.
    await sendBalanceReminders(app.db, app.config, addDays(due, -14));
    await markOverdueOrders(app.db, addDays(due, 8));
    const history = await historyOf(guest, order.id);
    expect(history.slice(2)).toEqual([
      { kind: 'REMINDER', fromStatus: null, toStatus: null, amount: order.balanceAmount, currency: order.currency, actor: { userId: null, name: null, job: 'orders.balanceReminders' } },
      { kind: 'STATUS', fromStatus: 'CONFIRMED', toStatus: 'OVERDUE', amount: null, currency: null, actor: { userId: null, name: null, job: 'orders.markOverdue' } },
    ]);
    // Falling overdue leaves the stay booked.
    expect(await statuses(order.id)).toEqual(['confirmed']);
  });

  it('writes no history for a move that does not happen', async () => {
    const { guest, order } = await placeOrder('full');
    // Paid in full: nothing is overdue, whatever the day.
    await markOverdueOrders(app.db, addDays(businessToday(), 400));
    expect(await historyOf(guest, order.id)).toHaveLength(2);
  });

  it('is for staff only: refused to the guest reading their own order, and to anonymous callers', async () => {
    const { guest, order } = await placeOrder('full');
    const own = await gql(guest.agent, `query($id: ID!) { myOrder(id: $id) { id events { id } } }`, { id: order.id });
    expect(own.errors?.[0]).toMatchObject({ path: ['myOrder', 'events'], extensions: { code: 'FORBIDDEN' } });
    const anonymous = await gql(app.agent(), `{ adminOrders { items { events { id } } } }`);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
