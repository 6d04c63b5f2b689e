import { businessToday } from '../../common/dates';
import { allocate, monthOf, previousMonth } from '../../common/owner-statements';
import { gql, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { checkoutBody, createExtra, createVilla } from '../helpers/booking-factory';
import { inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * Statements over a month of real orders: checkouts through the API (full payment, a deposit and
 * its balance, a discount code, extras), a guest's cancellation with the policy's fee, staff's
 * cancellation with a partial refund, an owner stay. Checkout only sells stays at least 14 days
 * ahead, so once paid the stays are moved into last month in the database (the one step not
 * taken through the API), and the cancellations dated in it.
 */

let app: TestApp;
let admin: Account;
type Agent = ReturnType<TestApp['agent']>;

const month = previousMonth(monthOf(businessToday()));
const current = monthOf(businessToday());

interface Owner {
  agent: Agent;
  id: string;
  email: string;
}
const owners: Record<'a' | 'b', Owner> = {} as Record<'a' | 'b', Owner>;
const villas: Record<'a1' | 'a2' | 'b1', string> = {} as Record<'a1' | 'a2' | 'b1', string>;
const orders: Record<string, { id: string; orderNumber: string }> = {};

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

async function makeOwner(villaIds: [string, number][]): Promise<Owner> {
  const email = uniqueEmail('owner');
  let id = '';
  for (const [villaId, commissionPercent] of villaIds) id = (await admin.agent.put(`/api/admin/properties/${villaId}/owner`).send({ ownerEmail: email, commissionPercent }).expect(200)).body.ownerId;
  const [mail] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE kind = 'owner-invitation' AND to_address = $1`, [email]);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body as string)![1];
  await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'owner-pass-1' }).expect(200);
  const agent = app.agent();
  await agent.post('/api/auth/login').send({ email, password: 'owner-pass-1' }).expect(200);
  return { agent, id, email };
}

async function guest(): Promise<{ agent: Agent; email: string }> {
  const agent = app.agent();
  const email = uniqueEmail('guest');
  await agent.post('/api/auth/register').send({ name: 'Grace Hopper', email, password: 'secret-123' }).expect(201);
  return { agent, email };
}

async function buy(agent: Agent, villaId: string, from: number, options: { extraId?: string; body?: Record<string, unknown> } = {}) {
  await agent.post('/api/cart/items').send({ propertyId: villaId, checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }).expect(201);
  if (options.extraId) await agent.post('/api/cart/extras').send({ extraId: options.extraId, quantity: 2 }).expect(201);
  const res = await agent.post('/api/checkout').send(checkoutBody(options.body));
  expect(res.status).toBe(201);
  return res.body.order as { id: string; orderNumber: string };
}

/** Moves an order's stay to `day` of last month (7 nights), and its cancellation, if any, to that day. */
async function moveIntoLastMonth(orderId: string, day: number) {
  const checkIn = `${month}-${String(day).padStart(2, '0')}`;
  await app.db.query(`UPDATE bookings SET check_in = $2::date, check_out = $2::date + 7 WHERE order_id = $1`, [orderId, checkIn]);
  await app.db.query(`UPDATE orders SET cancelled_at = ($2::date + time '12:00') AT TIME ZONE 'Europe/London' WHERE id = $1 AND cancelled_at IS NOT NULL`, [orderId, checkIn]);
}

interface Statement {
  ownerId: string;
  month: string;
  draft: boolean;
  currency: string;
  lines: { reference: string; kind: string; guestFirstName: string; rent: number; refunds: number; commissionPercent: number; commission: number; net: number }[];
  adjustments: { reference: string; month: string; description: string; amount: number }[];
  payouts: { reference: string; amount: number; paidOn: string }[];
  balanceCarried: number;
  balanceDue: number;
  totals: { rent: number; refunds: number; commission: number; net: number };
}

const statement = async (owner: Owner, m: string, lang = 'en') => (await owner.agent.get(`/api/owner/statements/${m}`).set('Accept-Language', lang).expect(200)).body as Statement;

/** The payment ledger's rent of an order's stays: its captured charges less refunds, split over stays (after discount) and extras by price. */
async function ledgerRent(orderId: string): Promise<{ captured: number; refunded: number }> {
  const [order] = await app.db.query(`SELECT stays_amount, discount_amount, extras_amount FROM orders WHERE id = $1`, [orderId]);
  const [money] = await app.db.query(
    `SELECT COALESCE(sum(amount) FILTER (WHERE kind = 'charge' AND status IN ('completed', 'refunded')), 0)::int AS captured,
            COALESCE(sum(amount) FILTER (WHERE kind = 'refund' AND status <> 'failed'), 0)::int AS refunded FROM payments WHERE order_id = $1`,
    [orderId],
  );
  const stays = order.stays_amount - order.discount_amount;
  return { captured: allocate(money.captured, [stays, order.extras_amount])[0], refunded: allocate(money.refunded, [stays, order.extras_amount])[0] };
}

describe('owner statements', () => {
  it('reconcile: for every owner net + commission + refunds = the rent captured for their stays, to the cent, and the owners together = the ledger', async () => {
    villas.a1 = (await createVilla(app.db, { price: 7000 })).id; // £1,000 a night
    villas.a2 = (await createVilla(app.db, { price: 10_500 })).id;
    villas.b1 = (await createVilla(app.db, { price: 4_900 })).id;
    owners.a = await makeOwner([
      [villas.a1, 20],
      [villas.a2, 15],
    ]);
    owners.b = await makeOwner([[villas.b1, 12.5]]);
    const extra = await createExtra(app.db, { price: 45 });

    // 1. Paid in full, with extras (not the owner's).
    orders.full = await buy((await guest()).agent, villas.a1, 20, { extraId: extra.id });
    // 2. A deposit now, the balance later.
    const depositor = await guest();
    orders.deposit = await buy(depositor.agent, villas.a2, 70, { body: { paymentOption: 'deposit' } });
    await depositor.agent.post(`/api/orders/${orders.deposit.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: 'balance-1' }).expect(200);
    // 3. NEWSLETTER20 off the stay, extras at full price.
    const subscriber = await guest();
    await app.db.query(`INSERT INTO newsletter_subscribers (email, subscribed, confirmed, confirmed_at) VALUES ($1, true, true, now())`, [subscriber.email.toLowerCase()]);
    orders.discount = await buy(subscriber.agent, villas.b1, 30, { extraId: extra.id, body: { discountCode: 'NEWSLETTER20' } });
    // 4. A guest cancels more than 8 weeks ahead: the policy keeps the deposit share (the fee).
    const canceller = await guest();
    orders.cancelled = await buy(canceller.agent, villas.b1, 80);
    await canceller.agent.post(`/api/orders/${orders.cancelled.id}/cancel`).send({}).expect(200);
    // 5. Staff cancel with a partial refund of £1,234.56.
    orders.partial = await buy((await guest()).agent, villas.a1, 40, { extraId: extra.id });
    await admin.agent.post(`/api/admin/orders/${orders.partial.id}/cancel`).send({ refundAmount: 123_456, reason: 'Flood' }).expect(200);
    // 6. A checkout left unpaid (a hold) and an owner stay: neither is money.
    await owners.a.agent.post(`/api/owner/properties/${villas.a1}/blocks`).send({ from: inDays(100), to: inDays(107), note: 'Our week' }).expect(201);
    const declined = await guest();
    await declined.agent.post('/api/cart/items').send({ propertyId: villas.a2, checkIn: inDays(120), checkOut: inDays(127), guests: 2 }).expect(201);
    expect((await declined.agent.post('/api/checkout').send(checkoutBody({ paymentMethod: '4000 0000 0000 0002' }))).status).toBe(402);

    await moveIntoLastMonth(orders.full.id, 1);
    await moveIntoLastMonth(orders.deposit.id, 3);
    await moveIntoLastMonth(orders.discount.id, 1);
    await moveIntoLastMonth(orders.cancelled.id, 9);
    await moveIntoLastMonth(orders.partial.id, 15);

    const a = await statement(owners.a, month);
    const b = await statement(owners.b, month);
    expect(a).toMatchObject({ ownerId: owners.a.id, month, draft: true, currency: 'GBP', adjustments: [], payouts: [], balanceCarried: 0 });
    expect(a.lines.map((l) => [l.reference, l.kind, l.guestFirstName, l.commissionPercent])).toEqual([
      [orders.full.orderNumber, 'stay', 'Ada', 20],
      [orders.deposit.orderNumber, 'stay', 'Ada', 15],
      [orders.partial.orderNumber, 'cancellation', 'Ada', 20],
    ]);
    expect(b.lines.map((l) => [l.reference, l.kind, l.commissionPercent])).toEqual([
      [orders.discount.orderNumber, 'stay', 12.5],
      [orders.cancelled.orderNumber, 'cancellation', 12.5],
    ]);
    // The stays' rent: the full week's, the discount taken off, extras left out.
    expect(a.lines[0]).toMatchObject({ rent: 700_000, refunds: 0, commission: 140_000, net: 560_000 });
    expect(a.lines[1]).toMatchObject({ rent: 1_050_000, refunds: 0, commission: 157_500, net: 892_500 });
    expect(b.lines[0]).toMatchObject({ rent: 392_000, refunds: 0, commission: 49_000, net: 343_000 });
    // The guest's cancellation kept the deposit: 25% of £4,900.
    expect(b.lines[1]).toMatchObject({ rent: 490_000, refunds: 367_500, commission: 15_313, net: 107_187 });

    let ledger = 0;
    for (const [owner, s] of [
      ['a', a],
      ['b', b],
    ] as const) {
      let captured = 0;
      for (const line of s.lines) {
        expect(line.net + line.commission + line.refunds).toBe(line.rent);
        const order = Object.values(orders).find((o) => o.orderNumber === line.reference)!;
        const rent = await ledgerRent(order.id);
        expect([line.reference, line.rent, line.refunds]).toEqual([line.reference, rent.captured, rent.refunded]);
        captured += rent.captured;
      }
      expect([owner, s.totals.net + s.totals.commission + s.totals.refunds]).toEqual([owner, captured]);
      expect(s.totals.rent).toBe(captured);
      expect(s.balanceDue).toBe(s.totals.net);
      ledger += captured;
    }
    // Every captured penny of these orders is either an owner's rent or an extra.
    const [all] = await app.db.query(
      `SELECT COALESCE(sum(p.amount), 0)::int AS captured FROM payments p WHERE p.kind = 'charge' AND p.status IN ('completed', 'refunded') AND p.order_id = ANY($1)`,
      [Object.values(orders).map((o) => o.id)],
    );
    const [extras] = await app.db.query(`SELECT COALESCE(sum(extras_amount), 0)::int AS extras FROM orders WHERE id = ANY($1) AND status <> 'cancelled'`, [Object.values(orders).map((o) => o.id)]);
    expect(a.totals.rent + b.totals.rent).toBe(ledger);
    expect(ledger + extras.extras).toBeLessThanOrEqual(all.captured);
  });

  it('answers the statement as CSV and PDF in the owner’s language, and through GraphQL', async () => {
    const csv = await owners.a.agent.get(`/api/owner/statements/${month}.csv`).set('Accept-Language', 'de');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-language']).toBe('de');
    expect(csv.text).toContain('Art;Monat;Villa;Referenz;Gast;Anreise;Abreise;Miete;Erstattungen;Provision %;Provision;Netto an Eigentümer');
    expect(csv.text).toContain(`${orders.full.orderNumber};Ada;`);
    expect(csv.text).toContain('7000,00;0,00;20;1400,00;5600,00');
    const en = await owners.a.agent.get(`/api/owner/statements/${month}.csv`);
    expect(en.text).toContain('Type,Month,Villa,Reference,Guest,Arrival,Departure,Rent,Refunds,Commission %,Commission,Net to owner');
    const pdf = await owners.a.agent.get(`/api/owner/statements/${month}.pdf`).set('Accept-Language', 'de').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const graph = await gql<{ ownerStatement: { draft: boolean; totals: { net: number } } }>(owners.a.agent, `{ ownerStatement(month: "${month}") { draft totals { net } } }`);
    expect(graph.data?.ownerStatement).toEqual({ draft: true, totals: { net: 560_000 + 892_500 + (await statement(owners.a, month)).lines[2].net } });
    const list = (await owners.a.agent.get('/api/owner/statements').expect(200)).body;
    expect(list.slice(0, 2).map((s: { month: string }) => s.month)).toEqual([current, month]);
    expect((await owners.a.agent.get('/api/owner/statements/2099-01')).body.field).toBe('month');
    expect((await owners.a.agent.get('/api/owner/statements/2027-13')).body.field).toBe('month');
  });

  it('closing a month freezes it byte for byte; a later refund is an adjustment on the next open month', async () => {
    const early = await admin.agent.post('/api/admin/owner-statements/close').send({ month: current });
    expect(early.status).toBe(409);
    const closed = await admin.agent.post('/api/admin/owner-statements/close').send({ month });
    expect(closed.status).toBe(200);
    expect(closed.body.months).toContain(month);
    expect((await admin.agent.post('/api/admin/owner-statements/close').send({ month })).status).toBe(409);

    const fetchAll = async () => {
      const raw = async (path: string, lang: string) =>
        (
          await owners.a.agent
            .get(path)
            .set('Accept-Language', lang)
            .buffer(true)
            .parse((res, done) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => done(null, Buffer.concat(chunks)));
            })
        ).body as Buffer;
      return Promise.all(['', '.csv', '.pdf'].flatMap((ext) => ['en', 'de'].map((lang) => raw(`/api/owner/statements/${month}${ext}`, lang))));
    };
    const before = await fetchAll();
    const frozen = JSON.parse(before[0].toString()) as Statement;
    expect(frozen.draft).toBe(false);

    // Staff refund £700 of the fully paid stay after the month closed.
    await admin.agent.post(`/api/admin/orders/${orders.full.id}/cancel`).send({ refundAmount: 70_000, reason: 'Pool broken' }).expect(200);
    const after = await fetchAll();
    after.forEach((body, index) => expect(body.equals(before[index])).toBe(true));

    const next = await statement(owners.a, current);
    expect(next.draft).toBe(true);
    expect(next.balanceCarried).toBe(frozen.balanceDue);
    // The refund's share of the stay (the order also had £90 of extras): 70,000 × 700,000 / 709,000.
    const share = allocate(70_000, [700_000, 9_000])[0];
    const commissionBack = Math.round(share * 0.2);
    expect(next.adjustments).toEqual([{ reference: orders.full.orderNumber, month, description: expect.stringContaining(month), amount: -(share - commissionBack) }]);
    expect(next.balanceDue).toBe(frozen.balanceDue - (share - commissionBack));
    const de = await statement(owners.a, current, 'de');
    expect(de.adjustments[0].description).toMatch(/^Änderung zu/);
  });

  it('finance records payouts once per reference; they reduce the balance due, and export as CSV', async () => {
    const body = { ownerId: owners.a.id, amount: 100_000, currency: 'GBP', reference: 'TRF-001', paidOn: businessToday() };
    const first = await admin.agent.post('/api/admin/owner-payouts').send(body);
    expect(first.status).toBe(201);
    const retry = await admin.agent.post('/api/admin/owner-payouts').send(body);
    expect(retry.body.id).toBe(first.body.id);
    expect((await admin.agent.post('/api/admin/owner-payouts').send({ ...body, amount: 5 })).status).toBe(409);
    expect((await admin.agent.post('/api/admin/owner-payouts').send({ ...body, reference: 'TRF-002', currency: 'EUR' })).body.field).toBe('currency');
    expect((await admin.agent.post('/api/admin/owner-payouts').send({ ...body, reference: 'TRF-003', paidOn: `${month}-15` })).status).toBe(409);
    expect((await admin.agent.post('/api/admin/owner-payouts').send({ ...body, reference: 'TRF-004', amount: 0 })).body.field).toBe('amount');
    expect((await admin.agent.post('/api/admin/owner-payouts').send({ ...body, reference: 'TRF-005', paidOn: '2999-01-01' })).body.field).toBe('paidOn');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM owner_payouts`)).toEqual([{ n: 1 }]);

    const s = await statement(owners.a, current);
    expect(s.payouts).toEqual([expect.objectContaining({ reference: 'TRF-001', amount: 100_000, paidOn: businessToday() })]);
    expect(s.balanceDue).toBe(s.balanceCarried + s.totals.net + s.adjustments.reduce((sum, adj) => sum + adj.amount, 0) - 100_000);

    const list = await admin.agent.get('/api/admin/owner-payouts').query({ ownerId: owners.a.id });
    expect(list.headers['x-total-count']).toBe('1');
    const csv = await admin.agent.get('/api/admin/owner-payouts.csv');
    expect(csv.text.split('\r\n')[1]).toBe(`${businessToday()},owner,${owners.a.email},TRF-001,1000.00,GBP`.replace(',owner,', `,${owners.a.email.split('@')[0]},`));
    const accounts = (await admin.agent.get('/api/admin/owners').expect(200)).body as { id: string; balanceDue: number; villaCount: number }[];
    expect(accounts.find((o) => o.id === owners.a.id)).toMatchObject({ balanceDue: s.balanceDue, villaCount: 2 });
    expect(await app.db.query(`SELECT action FROM admin_audit_log WHERE action IN ('OWNER_PAYOUT_RECORDED', 'OWNER_STATEMENTS_CLOSED') ORDER BY created_at`)).toEqual([{ action: 'OWNER_STATEMENTS_CLOSED' }, { action: 'OWNER_PAYOUT_RECORDED' }]);
    // Staff read any owner's statement by naming them; an owner never reads another's.
    expect((await admin.agent.get(`/api/owner/statements/${current}`).query({ ownerId: owners.a.id }).expect(200)).body.balanceDue).toBe(s.balanceDue);
    expect((await admin.agent.get(`/api/owner/statements/${current}`)).body.field).toBe('ownerId');
    expect((await owners.b.agent.get(`/api/owner/statements/${current}`).query({ ownerId: owners.a.id }).expect(200)).body.ownerId).toBe(owners.b.id);
  });
});
