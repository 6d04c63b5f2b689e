/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { addDays, businessToday } from '../../common/dates';
import { markOverdueOrders, sendBalanceReminders } from '../../server/src/modules/orders/order-jobs';
import { expireHolds } from '../../server/src/modules/orders/order-payments';
import { jobContext } from '../../server/src/graphql/context';
import { paymentProviderFor } from '../../server/src/modules/payments/payment-provider';
import type { TestPaymentProvider } from '../../server/src/modules/payments/test-payment.provider';
import { gql, signUp, signUpAdmin, type Account, type Agent } from '../helpers/accounts';
import { checkoutBody, createExtra, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The money life of a booking over HTTP against a real database: deposit and
 * balance, the payment schedule, cancellation with refunds, NEWSLETTER20, extras deposits,
 * holds that expire, reminders and overdue balances.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const provider = () => paymentProviderFor(app.config) as TestPaymentProvider;
const DE = { 'Accept-Language': 'de' };

async function addStay(agent: Agent, propertyId: string, from: number, nights = 7) {
  const res = await agent.post('/api/cart/items').send({ propertyId, checkIn: inDays(from), checkOut: inDays(from + nights), guests: 2 });
  expect(res.status).toBe(201);
}

/** A signed-in guest with a confirmed order of one week at a £7,000-a-week villa, `from` days ahead. */
async function bookedGuest(from: number, paymentOption: 'full' | 'deposit' = 'deposit'): Promise<{ guest: Account; order: Record<string, any>; villaId: string }> {
  const villa = await createVilla(app.db);
  const guest = await signUp(app);
  await addStay(guest.agent, villa.id, from);
  const res = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption }));
  expect(res.status).toBe(201);
  return { guest, order: res.body.order, villaId: villa.id };
}

const ORDER_FIELDS = `id status totalAmount amountPaid balanceAmount balanceDueDate refundedAmount canPayBalance discountCode discountAmount
  paymentSchedule { kind amount currency dueDate status paidAt displayAmount(currency: "EUR") }
  cancellationQuote { tier daysBeforeArrival paidAmount keptAmount refundAmount currency }
  payments { kind instalment amount status refundOf }`;

describe('payment schedule and balance', () => {
  it('books with a 25% deposit, shows the schedule, and lets the owner pay the balance once from the account', async () => {
    const { guest, order } = await bookedGuest(120);
    const dueDate = addDays(inDays(120), -56);
    expect(order).toMatchObject({ status: 'confirmed', totalAmount: 700000, amountPaid: 175000, balanceAmount: 525000, balanceDueDate: dueDate });

    const before = await gql<{ myOrder: any }>(guest.agent, `query($id: ID!) { myOrder(id: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    expect(before.data!.myOrder.canPayBalance).toBe(true);
    expect(before.data!.myOrder.paymentSchedule).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', amount: 175000, currency: 'GBP', dueDate: businessToday(), status: 'PAID', paidAt: expect.any(String) }),
      expect.objectContaining({ kind: 'BALANCE', amount: 525000, currency: 'GBP', dueDate, status: 'DUE', paidAt: null }),
    ]);

    // Someone else cannot pay it (or learn that it exists).
    const stranger = await signUp(app);
    const foreign = await stranger.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'stranger-key-1' });
    expect(foreign.status).toBe(404);

    // A declined card changes nothing and says so in the guest's language.
    const declined = await gql(guest.agent, `mutation($input: PayBalanceInput!) { payBalance(input: $input) { order { id } } }`, { input: { orderId: order.id, paymentMethod: '4000 0000 0000 0002', idempotencyKey: 'balance-key-1' } }, DE);
    expect(declined.errors![0]).toMatchObject({ message: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht; Ihr Restbetrag ist weiterhin offen.', extensions: expect.objectContaining({ code: 'PAYMENT_DECLINED', field: 'paymentMethod' }) });

    const charges = provider().charges.size;
    const paid = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'balance-key-1' });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'confirmed', amountPaid: 700000, balanceAmount: 0, balanceDueDate: null });
    expect(paid.body.order.paymentSchedule.map((i: { kind: string; status: string }) => [i.kind, i.status])).toEqual([['deposit', 'paid'], ['balance', 'paid']]);
    expect(paid.body.payment).toMatchObject({ kind: 'charge', instalment: 'balance', amount: 525000, status: 'completed' });

    // The retry with the same key answers the same payment; a new key finds nothing to pay.
    const retry = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'balance-key-1' });
    expect(retry.body).toMatchObject({ replayed: true, payment: { id: paid.body.payment.id } });
    const again = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'balance-key-2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has no open balance to pay/);
    expect(provider().charges.size).toBe(charges + 1);
    const mails = await app.db.query(`SELECT subject FROM mail_outbox WHERE kind = 'balance-paid' AND subject LIKE $1`, [`%${order.orderNumber}%`]);
    expect(mails).toEqual([{ subject: `Balance received for your booking ${order.orderNumber}` }]);
  });

  it('shows the schedule amounts in another currency beside the charged ones', async () => {
    const { guest, order } = await bookedGuest(130, 'full');
    await app.db.query(`INSERT INTO currencies (code, symbol, exchange_rate) VALUES ('EUR', '€', 1.2) ON CONFLICT (code) DO UPDATE SET exchange_rate = 1.2`);
    const res = await gql<{ myOrder: any }>(guest.agent, `query($id: ID!) { myOrder(id: $id) { paymentSchedule { kind amount displayAmount(currency: "EUR") } } }`, { id: order.id });
    expect(res.data!.myOrder.paymentSchedule).toEqual([{ kind: 'FULL', amount: 700000, displayAmount: 840000 }]);
  });

  it('refuses a deposit for a stay 8 weeks away or closer', async () => {
    const villa = await createVilla(app.db);
    const guest = await signUp(app);
    await addStay(guest.agent, villa.id, 50);
    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'paymentOption' });
  });
});

describe('cancellation and refunds', () => {
  it('shows what cancelling would refund, then cancels, refunds through the provider as a payment row of its own, frees the dates and e-mails', async () => {
    const { guest, order, villaId } = await bookedGuest(150, 'full');
    const quote = await guest.agent.get(`/api/orders/${order.id}/cancellation`);
    expect(quote.status).toBe(200);
    // More than 8 weeks away: everything back but the deposit (25% of £7,000).
    expect(quote.body.quote).toEqual({ tier: 'deposit-only', daysBeforeArrival: 150, keptMinor: 175000, refundMinor: 525000 });

    const res = await gql<{ cancelOrder: any }>(guest.agent, `mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { replayed order { ${ORDER_FIELDS} } refunds { kind amount status refundOf reason } } }`, { input: { orderId: order.id } });
    expect(res.errors).toBeUndefined();
    const { order: cancelled, refunds } = res.data!.cancelOrder;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedAmount: 525000, balanceAmount: 0, canPayBalance: false, cancellationQuote: null });
    expect(cancelled.paymentSchedule).toEqual([expect.objectContaining({ kind: 'FULL', status: 'PAID' })]);
    expect(refunds).toEqual([{ kind: 'REFUND', amount: 525000, status: 'COMPLETED', refundOf: expect.any(String), reason: 'guest' }]);
    expect(provider().refundsByKey.get(`refund-${(await app.db.query(`SELECT id FROM payments WHERE order_id = $1 AND kind = 'refund'`, [order.id]))[0].id}`)).toMatchObject({ amount: 525000 });

    // The dates are free at once: another guest books them.
    const next = await signUp(app);
    await addStay(next.agent, villaId, 150);
    expect((await next.agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);

    // Cancelling again changes nothing.
    const again = await guest.agent.post(`/api/orders/${order.id}/cancel`).send({});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, refunds: [expect.objectContaining({ amount: 525000 })] });
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM payments WHERE order_id = $1 AND kind = 'refund'`, [order.id]))[0].n)).toBe(1);
    const [mail] = await app.db.query(`SELECT subject, text_body AS text FROM mail_outbox WHERE kind = 'order-cancelled' AND subject LIKE $1`, [`%${order.orderNumber}%`]);
    expect(mail.subject).toBe(`Your booking ${order.orderNumber} is cancelled`);
    expect(mail.text).toContain('Refund: £5,250.00');
  });

  it('keeps half between 8 weeks and 14 days before arrival, counting what was paid', async () => {
    const { guest, order } = await bookedGuest(30, 'full');
    const res = await guest.agent.post(`/api/orders/${order.id}/cancel`).send({});
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', refundedAmount: 350000 });
    expect(res.body.refunds).toEqual([expect.objectContaining({ kind: 'refund', amount: 350000, status: 'completed' })]);
  });

  it('lets staff cancel any order with a partial refund, checked against what was paid; guests cannot', async () => {
    const { guest, order } = await bookedGuest(140, 'deposit');
    const admin = await signUpAdmin(app);
    const tooMuch = await admin.agent.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: 175001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: 'refundAmount', message: 'Please enter a refund from 0 up to £1,750.00.' });
    expect((await guest.agent.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: 1 })).status).toBe(403);

    const res = await gql<{ adminCancelOrder: any }>(admin.agent, `mutation($input: AdminCancelOrderInput!) { adminCancelOrder(input: $input) { order { status refundedAmount } refunds { amount reason status } } }`, { input: { orderId: order.id, refundAmount: 100000, reason: 'Owner sold the villa' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminCancelOrder).toEqual({ order: { status: 'CANCELLED', refundedAmount: 100000 }, refunds: [{ amount: 100000, reason: 'Owner sold the villa', status: 'COMPLETED' }] });
    const audit = await gql<{ auditLog: any }>(admin.agent, `query($filter: AuditFilter) { auditLog(filter: $filter) { items { action targetType targetId targetLabel changes { field before after } } } }`, { filter: { targetType: 'ORDER', targetId: order.id } });
    expect(audit.data!.auditLog.items).toEqual([
      {
        action: 'ORDER_CANCELLED',
        targetType: 'ORDER',
        targetId: order.id,
        targetLabel: order.orderNumber,
        changes: [
          { field: 'reason', before: null, after: '"Owner sold the villa"' },
          { field: 'refundedAmount', before: '0', after: '100000' },
          { field: 'status', before: '"confirmed"', after: '"cancelled"' },
        ],
      },
    ]);
    const payments = await gql<{ adminPayments: any }>(admin.agent, `{ adminPayments(page: { limit: 100 }) { items { orderId kind amount } } }`);
    expect(payments.data!.adminPayments.items.filter((p: { orderId: string }) => p.orderId === order.id).map((p: { kind: string; amount: number }) => [p.kind, p.amount]).sort()).toEqual([['CHARGE', 175000], ['REFUND', 100000]]);
  });

  it('refuses to cancel an order that is not live, with a clear message', async () => {
    const { guest, order } = await bookedGuest(160, 'full');
    await guest.agent.post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
    const pay = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'cancelled-key-1' });
    expect(pay.status).toBe(409);
    const quote = await guest.agent.get(`/api/orders/${order.id}/cancellation`);
    expect(quote.body.quote).toBeNull();
  });
});

describe('discount code NEWSLETTER20', () => {
  async function subscriber(): Promise<Account> {
    const guest = await signUp(app);
    await app.db.query(`INSERT INTO newsletter_subscribers (email, subscribed, confirmed, confirmed_at) VALUES ($1, true, true, now())`, [guest.email.toLowerCase()]);
    return guest;
  }

  it('takes 20% off the stays of the first order of a confirmed subscriber, once', async () => {
    const villa = await createVilla(app.db);
    const extra = await createExtra(app.db, { price: 100 });
    const guest = await subscriber();
    await addStay(guest.agent, villa.id, 200);
    await guest.agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201);

    const quote = await gql<{ checkoutQuote: any }>(guest.agent, `query($input: CheckoutQuoteInput) { checkoutQuote(input: $input) { staysAmount extrasAmount discountCode discountPercent discountAmount totalAmount payNow instalments { kind amount } } }`, { input: { discountCode: ' newsletter20 ' } });
    expect(quote.data!.checkoutQuote).toEqual({ staysAmount: 700000, extrasAmount: 10000, discountCode: 'NEWSLETTER20', discountPercent: 20, discountAmount: 140000, totalAmount: 570000, payNow: 570000, instalments: [{ kind: 'FULL', amount: 570000 }] });

    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ discountCode: 'NEWSLETTER20', expectedTotal: 570000 }));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ discountCode: 'NEWSLETTER20', discountAmount: 140000, staysAmount: 700000, extrasAmount: 10000, totalAmount: 570000, amountPaid: 570000 });
    expect(res.body.payment.amount).toBe(570000);

    await addStay(guest.agent, villa.id, 220);
    const second = await guest.agent.post('/api/checkout').set(DE).send(checkoutBody({ discountCode: 'NEWSLETTER20' }));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ field: 'discountCode', message: 'NEWSLETTER20 wurde für dieses Konto bereits verwendet.' });
  });

  it('refuses unknown codes and codes that are not yours, naming the field, and charges nothing', async () => {
    const villa = await createVilla(app.db);
    const guest = await signUp(app);
    await addStay(guest.agent, villa.id, 210);
    const charges = provider().charges.size;
    const unknown = await guest.agent.post('/api/checkout').send(checkoutBody({ discountCode: 'FREESTAY' }));
    expect(unknown.body).toMatchObject({ field: 'discountCode', message: 'This discount code is not valid.' });
    const notYours = await gql(guest.agent, `query { checkoutQuote(input: { discountCode: "NEWSLETTER20" }) { totalAmount } }`);
    expect(notYours.errors![0]).toMatchObject({ message: expect.stringMatching(/^NEWSLETTER20 is for confirmed newsletter subscribers/), extensions: expect.objectContaining({ field: 'discountCode' }) });
    expect(provider().charges.size).toBe(charges);
    expect((await guest.agent.get('/api/cart')).body.items).toHaveLength(1);
  });

  it('is not spent on a basket without stays', async () => {
    const extra = await createExtra(app.db, { price: 100 });
    const guest = await subscriber();
    await guest.agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201);
    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ discountCode: 'NEWSLETTER20' }));
    expect(res.body).toMatchObject({ field: 'discountCode', message: 'NEWSLETTER20 takes money off villa stays, and this basket has none. Add a stay or remove the code.' });
    expect((await app.db.query(`SELECT count(*)::int AS n FROM discount_redemptions WHERE user_id = $1`, [guest.id]))[0].n).toBe(0);
  });

  it('is for the first order only', async () => {
    const villa = await createVilla(app.db);
    const guest = await subscriber();
    await addStay(guest.agent, villa.id, 230);
    await guest.agent.post('/api/checkout').send(checkoutBody()).expect(201);
    await addStay(guest.agent, villa.id, 240);
    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ discountCode: 'NEWSLETTER20' }));
    expect(res.body).toMatchObject({ field: 'discountCode', message: 'NEWSLETTER20 is only valid on the first order of an account.' });
  });
});

describe('extras with a deposit option', () => {
  it('pays stays and deposit-option extras 25% now, other extras in full now', async () => {
    const villa = await createVilla(app.db);
    const flights = await createExtra(app.db, { price: 1000, depositAvailable: true });
    const insurance = await createExtra(app.db, { price: 100, depositAvailable: false });
    const guest = await signUp(app);
    await addStay(guest.agent, villa.id, 180);
    await guest.agent.post('/api/cart/extras').send({ extraId: flights.id, quantity: 2 }).expect(201);
    await guest.agent.post('/api/cart/extras').send({ extraId: insurance.id, quantity: 1 }).expect(201);
    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' }));
    expect(res.status).toBe(201);
    // (700000 + 200000) × 25% + 10000 now; the rest 8 weeks before check-in.
    expect(res.body.order).toMatchObject({ totalAmount: 910000, amountPaid: 235000, balanceAmount: 675000, balanceDueDate: addDays(inDays(180), -56) });
  });

  it('asks an extras-only basket for its travel date to pay a deposit, due 8 weeks before it', async () => {
    const flights = await createExtra(app.db, { price: 2000, depositAvailable: true });
    const guest = await signUp(app);
    await guest.agent.post('/api/cart/extras').send({ extraId: flights.id, quantity: 1 }).expect(201);
    const withoutDate = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' }));
    expect(withoutDate.body).toMatchObject({ field: 'travelDate', message: 'To pay extras with a deposit, please give the travel date they are for.' });
    const badDate = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit', travelDate: inDays(3) }));
    expect(badDate.body).toMatchObject({ field: 'travelDate' });
    const res = await guest.agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit', travelDate: inDays(100) }));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ travelDate: inDays(100), totalAmount: 200000, amountPaid: 50000, balanceAmount: 150000, balanceDueDate: inDays(44) });
  });
});

describe('holds, reminders and overdue balances', () => {
  it('frees the dates of a checkout hold that ran out unpaid', async () => {
    const villa = await createVilla(app.db);
    const guest = await signUp(app);
    // A hold left by a checkout whose charge never finished (the process died mid-payment).
    const [order] = await app.db.query(
      `INSERT INTO orders (order_number, user_id, idempotency_key, currency, stays_amount, total_amount, balance_amount, hold_expires_at)
       VALUES ('VB-HOLD-' || floor(random() * 1e9), $1, 'stale-hold-key', 'GBP', 700000, 700000, 700000, now() - interval '1 minute') RETURNING id`,
      [guest.id],
    );
    await app.db.query(
      `INSERT INTO bookings (order_id, user_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
       VALUES ($1, $2, $3, $4, $5, 2, 100000, 7, 700000, 'pending', 'Ann', 'ann@example.com')`,
      [order.id, guest.id, villa.id, inDays(90), inDays(97)],
    );
    // The calendar does not show it, and another guest can book the week.
    const ranges = await app.http.get(`/api/properties/${villa.id}/booked-ranges`).query({ from: inDays(80), to: inDays(110) });
    expect(ranges.body).toEqual([]);
    const other = await signUp(app);
    await addStay(other.agent, villa.id, 90);
    expect((await other.agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);
    expect((await app.db.query(`SELECT status FROM orders WHERE id = $1`, [order.id]))[0].status).toBe('expired');
    expect(await expireHolds(jobContext(app.db.manager, 'orders.expireHolds'))).toBe(0);
  });

  it('sends each balance reminder once (14 days, 3 days, on the day) and marks an order overdue 7 days after', async () => {
    const { order } = await bookedGuest(100, 'deposit');
    const due = order.balanceDueDate as string;
    const reminders = () => app.db.query(`SELECT days_before FROM balance_reminders WHERE order_id = $1 ORDER BY days_before DESC`, [order.id]);
    const mails = async () => Number((await app.db.query(`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'balance-reminder' AND subject LIKE $1`, [`%${order.orderNumber}%`]))[0].n);

    await sendBalanceReminders(app.db, app.config, addDays(due, -20));
    expect(await mails()).toBe(0);
    await sendBalanceReminders(app.db, app.config, addDays(due, -14));
    await sendBalanceReminders(app.db, app.config, addDays(due, -13));
    expect(await mails()).toBe(1);
    // A run that missed the 3-day reminder sends only the one due now.
    await sendBalanceReminders(app.db, app.config, due);
    expect(await mails()).toBe(2);
    expect((await reminders()).map((r: { days_before: number }) => r.days_before)).toEqual([14, 3, 0]);

    expect(await markOverdueOrders(app.db, addDays(due, 7))).toBe(0);
    expect(await markOverdueOrders(app.db, addDays(due, 8))).toBeGreaterThanOrEqual(1);
    expect((await app.db.query(`SELECT status FROM orders WHERE id = $1`, [order.id]))[0].status).toBe('overdue');
  });

  it('brings an overdue order back to confirmed when the balance is paid', async () => {
    const { guest, order } = await bookedGuest(110, 'deposit');
    await markOverdueOrders(app.db, addDays(order.balanceDueDate, 8));
    const mine = await gql<{ myOrder: any }>(guest.agent, `query($id: ID!) { myOrder(id: $id) { status paymentSchedule { kind status } } }`, { id: order.id });
    expect(mine.data!.myOrder.status).toBe('OVERDUE');
    const paid = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'overdue-key-1' });
    expect(paid.body.order).toMatchObject({ status: 'confirmed', balanceAmount: 0 });
  });
});

describe('races', () => {
  it(`100 guests paying for the same villa-week at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite, serialised'}): exactly 1 confirmed booking and 1 charge`, async () => {
    const villa = await createVilla(app.db, { title: 'Villa Hundred' });
    // The race is the checkout. The guests sign up twenty at a time first: a sign-up is a transaction
    // (the account, its confirmation link and mail), and a hundred at once on a pool of five would
    // queue for connections, which is not what this test is about.
    const guests: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let batch = 0; batch < 5; batch++) guests.push(...(await Promise.all(Array.from({ length: 20 }, () => signUp(app)))));
    for (const guest of guests) await addStay(guest.agent, villa.id, 300);
    const charges = provider().charges.size;
    const answers = await Promise.all(guests.map((guest) => guest.agent.post('/api/checkout').send(checkoutBody())));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(provider().charges.size).toBe(charges + 1);
    const [{ n }] = await app.db.query(`SELECT count(*) AS n FROM bookings WHERE property_id = $1 AND status = 'confirmed'`, [villa.id]);
    expect(Number(n)).toBe(1);
    const [{ held }] = await app.db.query(`SELECT count(*) AS held FROM bookings WHERE property_id = $1 AND status = 'pending'`, [villa.id]);
    expect(Number(held)).toBe(0);
  }, 120_000);
});
