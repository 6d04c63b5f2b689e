import { AppError } from '../../server/src/errors';
import type { OrderStatus } from '../../common/order-states';
import { jobContext } from '../../server/src/graphql/context';
import { translate } from '../../server/src/i18n/messages';
import { moveOrder, moveStatus } from '../../server/src/modules/orders/order-status';
import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A confirmed order of one stay, placed over HTTP with the test card. */
async function placeOrder() {
  const villa = await createVilla(app.db);
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser('status')).expect(201);
  const stay = { propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 };
  await agent.post('/api/cart/items').send(stay).expect(201);
  const res = await agent.post('/api/checkout').send(checkoutBody());
  expect(res.status).toBe(201);
  return { agent, stay, order: res.body.order, booking: res.body.bookings[0], payment: res.body.payment };
}

const statusOf = async (table: string, id: string) => (await app.db.query(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0].status as string;

/** Runs moveStatus in its own transaction, as a service inside a mutation would. */
function move(locale: 'en' | 'de', ...args: Parameters<typeof moveStatus> extends [unknown, ...infer Rest] ? Rest : never) {
  return app.db.transaction((manager) => moveStatus({ ...jobContext(manager, 'test'), locale }, ...args));
}

/** Runs moveOrder in its own transaction. */
function moveAnOrder(locale: 'en' | 'de', orderId: string, to: OrderStatus) {
  return app.db.transaction((manager) => moveOrder({ ...jobContext(manager, 'test'), locale }, orderId, to));
}

async function refusal(promise: Promise<unknown>, locale: 'en' | 'de'): Promise<{ code: string; status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { code: appError.code, status: appError.status, message: translate(locale, appError.messageKey, appError.params) };
}

describe('status changes go through the transition tables', () => {
  it('confirms order and booking at checkout', async () => {
    const { order, booking, payment } = await placeOrder();
    expect(order.status).toBe('confirmed');
    expect(booking.status).toBe('confirmed');
    expect(payment.status).toBe('completed');
  });

  it('refuses to move a paid order back to pending, with a translated 409, and changes nothing', async () => {
    const { order } = await placeOrder();
    expect(await refusal(moveAnOrder('en', order.id, 'pending'), 'en')).toEqual({
      code: 'CONFLICT',
      status: 409,
      message: 'This order is confirmed and cannot become pending.',
    });
    expect(await refusal(moveAnOrder('de', order.id, 'pending'), 'de')).toMatchObject({
      message: 'Diese Bestellung ist bestätigt und kann nicht mehr ausstehend werden.',
    });
    expect(await statusOf('orders', order.id)).toBe('confirmed');
  });

  it('cancels a booking, which frees its dates, and never brings it back', async () => {
    const { stay, booking, order } = await placeOrder();
    expect(await move('en', 'booking', 'cancelled', { where: { orderId: order.id } })).toEqual([booking.id]);
    expect(await statusOf('bookings', booking.id)).toBe('cancelled');

    // Another guest can now book the same week.
    const other = app.agent();
    await other.post('/api/auth/register').send(newUser('next')).expect(201);
    await other.post('/api/cart/items').send(stay).expect(201);

    expect(await refusal(move('en', 'booking', 'confirmed', { where: { id: booking.id } }), 'en')).toMatchObject({
      code: 'CONFLICT',
      message: 'This booking is cancelled and cannot become confirmed.',
    });
    expect(await statusOf('bookings', booking.id)).toBe('cancelled');
  });

  it('moves only the rows in the given statuses and treats a repeated move as no change', async () => {
    const { order, booking } = await placeOrder();
    expect(await move('en', 'booking', 'cancelled', { where: { orderId: order.id }, from: ['pending'] })).toEqual([]);
    expect(await statusOf('bookings', booking.id)).toBe('confirmed');
    expect(await moveAnOrder('en', order.id, 'confirmed')).toEqual({ order: [], booking: [], payment: [] });
  });

  it('brings the bookings along when the order moves (ORDER_CASCADE), and leaves them when it does not', async () => {
    const { order, booking, payment } = await placeOrder();
    // Falling overdue moves no booking.
    expect(await moveAnOrder('en', order.id, 'overdue')).toEqual({ order: [order.id], booking: [], payment: [] });
    expect(await statusOf('bookings', booking.id)).toBe('confirmed');
    // Cancelling frees every booking the order still holds, and leaves the payment to the money flow.
    expect(await moveAnOrder('en', order.id, 'cancelled')).toEqual({ order: [order.id], booking: [booking.id], payment: [] });
    expect(await statusOf('bookings', booking.id)).toBe('cancelled');
    expect(await statusOf('payments', payment.id)).toBe('completed');
  });

  it('moves no booking when the order is not in the statuses asked for', async () => {
    const { order, booking } = await placeOrder();
    const moved = await app.db.transaction((manager) => moveOrder(jobContext(manager, 'test'), order.id, 'cancelled', { from: ['pending'] }));
    expect(moved).toEqual({ order: [], booking: [], payment: [] });
    expect(await statusOf('orders', order.id)).toBe('confirmed');
    expect(await statusOf('bookings', booking.id)).toBe('confirmed');
  });

  it('refunds a completed payment once; a refunded payment cannot complete again', async () => {
    const { payment } = await placeOrder();
    expect(await move('en', 'payment', 'refunded', { where: { id: payment.id } })).toEqual([payment.id]);
    expect(await refusal(move('de', 'payment', 'completed', { where: { id: payment.id } }), 'de')).toMatchObject({
      code: 'CONFLICT',
      message: 'Diese Zahlung ist erstattet und kann nicht mehr abgeschlossen werden.',
    });
    expect(await statusOf('payments', payment.id)).toBe('refunded');
  });
});
