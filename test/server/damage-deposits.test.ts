import { PDFParse } from 'pdf-parse';
import { addDays } from '../../common/dates';
import { createMailSender, deliverPendingMail } from '../../server/src/modules/mail/mail.worker';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * A villa's refundable damage deposit, over HTTP with the built-in test provider: it is quoted
 * apart from the total and charged with the last instalment; the release job gives it back
 * DAMAGE_DEPOSIT_RELEASE_DAYS after check-out (run here on a chosen day); staff may claim part
 * of it first, and the guest is e-mailed (through the SMTP stand-in) with the reason.
 */

let app: TestApp;
let admin: Account;
let smtp: SmtpStandIn;

const DEPOSIT = 500; // whole GBP
const DEPOSIT_MINOR = 50_000;
const RELEASE_DAYS = 5;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, DAMAGE_DEPOSIT_RELEASE_DAYS: String(RELEASE_DAYS), TEST_HOOKS: 'true' });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

interface OrderJson {
  id: string;
  orderNumber: string;
  totalAmount: number;
  amountPaid: number;
  balanceAmount: number;
  refundedAmount: number;
  currency: string;
  damageDeposit: { amount: number; status: string; claimedAmount: number | null; claimReason: string | null; settledAt: string | null };
  paymentSchedule: { kind: string; amount: number }[];
}

/** A guest with a week at a villa asking for a deposit in the basket. */
async function guestWithStay(options: { deposit?: number; days?: number; name?: string } = {}) {
  const days = options.days ?? 120;
  const villa = await createVilla(app.db, { price: 7000, damageDeposit: options.deposit ?? DEPOSIT });
  const guest = await signUp(app, { name: options.name ?? 'Dora Deposit' });
  await guest.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(days), checkOut: inDays(days + 7), guests: 2 }).expect(201);
  return { guest, villa, checkOut: inDays(days + 7) };
}

async function checkout(guest: Account, paymentOption: 'full' | 'deposit', locale?: string): Promise<OrderJson> {
  const res = await guest.agent.post('/api/checkout').set(locale ? { 'Accept-Language': locale } : {}).send(checkoutBody({ paymentOption, leadGuestEmail: guest.email }));
  expect(res.status).toBe(201);
  return (await orderOf(guest, res.body.order.id as string));
}

async function orderOf(guest: Account, id: string): Promise<OrderJson> {
  const res = await guest.agent.get(`/api/orders/${id}`).expect(200);
  return res.body as OrderJson;
}

const charges = async (orderId: string) =>
  (await app.db.query(`SELECT amount, instalment FROM payments WHERE order_id = $1 AND kind = 'charge' AND status = 'completed' ORDER BY created_at`, [orderId])) as { amount: number; instalment: string }[];
const refunds = async (orderId: string) =>
  (await app.db.query(`SELECT amount, status, reason FROM payments WHERE order_id = $1 AND kind = 'refund' ORDER BY created_at`, [orderId])) as { amount: number; status: string; reason: string }[];

const EVENTS = `query($userId: ID) { adminOrders(filter: { userId: $userId }) { items { id events { kind amount reason actor { userId job } } } } }`;
async function historyOf(guest: Account, orderId: string) {
  const res = await gql<{ adminOrders: { items: { id: string; events: { kind: string; amount: number | null; reason: string | null; actor: { userId: string | null; job: string | null } }[] }[] } }>(admin.agent, EVENTS, { userId: guest.id });
  expect(res.errors).toBeUndefined();
  return res.data!.adminOrders.items.find((item) => item.id === orderId)!.events;
}

async function invoiceText(guest: Account, orderId: string): Promise<string> {
  const res = await guest.agent
    .get(`/api/orders/${orderId}/invoice.pdf`)
    .buffer(true)
    .parse((r, callback) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const parser = new PDFParse({ data: new Uint8Array(res.body as Buffer) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const release = (today: string) => app.http.post('/api/test-hooks/jobs/orders.releaseDamageDeposits').send({ today });

describe('damage deposit', () => {
  it('is quoted apart from the total and charged with the balance, and in full when paying everything now', async () => {
    const { guest } = await guestWithStay();
    const quote = await guest.agent.post('/api/checkout/quote').send({ paymentOption: 'deposit' }).expect(200);
    expect(quote.body).toMatchObject({ totalAmount: 700_000, damageDeposit: DEPOSIT_MINOR, payNow: 175_000, balance: 525_000 + DEPOSIT_MINOR });
    expect(quote.body.instalments.map((i: { kind: string; amount: number }) => [i.kind, i.amount])).toEqual([['deposit', 175_000], ['balance', 525_000 + DEPOSIT_MINOR]]);
    const full = await guest.agent.post('/api/checkout/quote').send({ paymentOption: 'full' }).expect(200);
    expect(full.body).toMatchObject({ totalAmount: 700_000, damageDeposit: DEPOSIT_MINOR, payNow: 700_000 + DEPOSIT_MINOR, balance: 0 });

    const order = await checkout(guest, 'deposit');
    expect(order).toMatchObject({ totalAmount: 700_000, amountPaid: 175_000, balanceAmount: 525_000 + DEPOSIT_MINOR, damageDeposit: { amount: DEPOSIT_MINOR, status: 'due' } });
    const paid = await guest.agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: '4242 4242 4242 4242', idempotencyKey: `balance-${order.id.slice(0, 8)}` });
    expect(paid.status).toBe(200);
    expect(paid.body.payment.amount).toBe(525_000 + DEPOSIT_MINOR);
    expect(paid.body.order).toMatchObject({ balanceAmount: 0, amountPaid: 700_000 + DEPOSIT_MINOR, damageDeposit: { status: 'held' } });

    const other = await guestWithStay({ name: 'Paula Full' });
    const inFull = await checkout(other.guest, 'full');
    expect(await charges(inFull.id)).toEqual([{ amount: 700_000 + DEPOSIT_MINOR, instalment: 'full' }]);
    expect(inFull).toMatchObject({ totalAmount: 700_000, balanceAmount: 0, damageDeposit: { status: 'held' } });
    // The invoice's total is the stay; the deposit is stated as refundable, outside it.
    const invoice = await invoiceText(other.guest, inFull.id);
    expect(invoice).toContain('Refundable damage deposit: £500.00. It is not part of the invoice total');
    expect(invoice).toMatch(/Total .*£7,000\.00/);
  });

  it('adds nothing for a villa without a deposit', async () => {
    const { guest } = await guestWithStay({ deposit: 0 });
    const order = await checkout(guest, 'full');
    expect(order).toMatchObject({ totalAmount: 700_000, amountPaid: 700_000, damageDeposit: { amount: 0, status: 'none' } });
  });

  it(`is released whole by the job ${RELEASE_DAYS} days after check-out, not before, with its history`, async () => {
    const { guest, checkOut } = await guestWithStay();
    const order = await checkout(guest, 'full');
    expect((await release(addDays(checkOut, RELEASE_DAYS - 1)).expect(200)).body.result).toBe(0);
    expect((await orderOf(guest, order.id)).damageDeposit.status).toBe('held');

    expect((await release(addDays(checkOut, RELEASE_DAYS)).expect(200)).body.result).toBeGreaterThanOrEqual(1);
    const released = await orderOf(guest, order.id);
    expect(released).toMatchObject({ refundedAmount: DEPOSIT_MINOR, damageDeposit: { status: 'released', claimedAmount: null } });
    expect(await refunds(order.id)).toEqual([{ amount: DEPOSIT_MINOR, status: 'completed', reason: 'damage deposit released' }]);
    // Once: a second run gives nothing back again.
    await release(addDays(checkOut, RELEASE_DAYS + 1)).expect(200);
    expect(await refunds(order.id)).toHaveLength(1);
    const history = await historyOf(guest, order.id);
    expect(history.slice(-2)).toEqual([
      { kind: 'DEPOSIT_RELEASED', amount: DEPOSIT_MINOR, reason: null, actor: { userId: null, job: 'orders.releaseDamageDeposits' } },
      { kind: 'REFUND', amount: DEPOSIT_MINOR, reason: 'damage deposit released', actor: { userId: null, job: 'orders.releaseDamageDeposits' } },
    ]);

    // Claiming after the release is refused, and changes nothing.
    const late = await admin.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 100, reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`The damage deposit of order ${order.orderNumber} has already been released or claimed.`);
    expect(await refunds(order.id)).toHaveLength(1);
  });

  it('a partial claim keeps part, refunds the rest at once, e-mails the reason in the guest\'s language, and stops the release', async () => {
    const { guest, checkOut } = await guestWithStay({ name: 'Greta Gast' });
    const order = await checkout(guest, 'full', 'de');
    // More than the deposit: refused, naming the field, nothing changed.
    const tooMuch = await admin.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: DEPOSIT_MINOR + 1, reason: 'A broken chair' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: 'amount', message: 'Claim amount (amount): please enter an amount from 0 up to the damage deposit of £500.00.' });
    const german = await gql(admin.agent, `mutation($input: ClaimDamageDepositInput!) { claimDamageDeposit(input: $input) { id } }`, { input: { orderId: order.id, amount: DEPOSIT_MINOR + 1, reason: 'Stuhl' } }, { 'Accept-Language': 'de' });
    expect(german.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Einbehalt \(amount\): Bitte geben Sie einen Betrag von 0 bis höchstens zur Schadenskaution von 500,00\s£ ein\.$/), extensions: { code: 'BAD_USER_INPUT', field: 'amount' } });
    const noReason = await admin.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 100, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    expect((await orderOf(guest, order.id)).damageDeposit.status).toBe('held');

    const claim = await gql<{ claimDamageDeposit: { damageDepositStatus: string; damageDepositClaimedAmount: number; damageDepositClaimReason: string; refundedAmount: number } }>(
      admin.agent,
      `mutation($input: ClaimDamageDepositInput!) { claimDamageDeposit(input: $input) { damageDepositStatus damageDepositClaimedAmount damageDepositClaimReason refundedAmount } }`,
      { input: { orderId: order.id, amount: 12_000, reason: 'A broken garden chair.' } },
    );
    expect(claim.errors).toBeUndefined();
    expect(claim.data!.claimDamageDeposit).toEqual({ damageDepositStatus: 'CLAIMED', damageDepositClaimedAmount: 12_000, damageDepositClaimReason: 'A broken garden chair.', refundedAmount: DEPOSIT_MINOR - 12_000 });
    expect(await refunds(order.id)).toEqual([{ amount: DEPOSIT_MINOR - 12_000, status: 'completed', reason: 'damage deposit: the rest after a claim' }]);

    // The guest sees it on their order.
    const seen = await orderOf(guest, order.id);
    expect(seen.damageDeposit).toMatchObject({ status: 'claimed', claimedAmount: 12_000, claimReason: 'A broken garden chair.' });

    // A second claim, and the release job, change nothing.
    const again = await admin.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 0, reason: 'Again' });
    expect(again.status).toBe(409);
    await release(addDays(checkOut, RELEASE_DAYS + 30)).expect(200);
    expect(await refunds(order.id)).toHaveLength(1);

    const history = await historyOf(guest, order.id);
    expect(history.slice(-2)).toEqual([
      { kind: 'DEPOSIT_CLAIMED', amount: 12_000, reason: 'A broken garden chair.', actor: { userId: admin.id, job: null } },
      { kind: 'REFUND', amount: DEPOSIT_MINOR - 12_000, reason: 'damage deposit: the rest after a claim', actor: { userId: admin.id, job: null } },
    ]);
    const audit = await app.db.query(`SELECT action, after FROM admin_audit_log WHERE target_id = $1 AND action = 'DAMAGE_DEPOSIT_CLAIMED'`, [order.id]);
    expect(audit).toHaveLength(1);

    // The mail, once (its dedupe key), in German: what was kept, why, and what comes back.
    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const mails = smtp.to(guest.email).filter((mail) => mail.subject === `Ihre Schadenskaution für die Buchung ${order.orderNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/120,00\s£ Ihrer Schadenskaution von 500,00\s£/);
    expect(mails[0].text).toContain('A broken garden chair.');
    expect(mails[0].text).toMatch(/Der Rest, 380,00\s£, geht zurück/);
  });

  it('cannot be claimed before it is paid', async () => {
    const { guest } = await guestWithStay({ name: 'Olga Open' });
    const order = await checkout(guest, 'deposit');
    const res = await admin.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 100, reason: 'Too early' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('holds no damage deposit');
  });

  it('is refused to guests (403) and visitors (401)', async () => {
    const { guest } = await guestWithStay({ name: 'Nina Nosy' });
    const order = await checkout(guest, 'full');
    await guest.agent.post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 0, reason: 'Mine' }).expect(403);
    await app.agent().post(`/api/admin/orders/${order.id}/damage-deposit/claim`).send({ amount: 0, reason: 'Mine' }).expect(401);
    const asGuest = await gql(guest.agent, `mutation($input: ClaimDamageDepositInput!) { claimDamageDeposit(input: $input) { id } }`, { input: { orderId: order.id, amount: 0, reason: 'Mine' } });
    expect(asGuest.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await orderOf(guest, order.id)).damageDeposit.status).toBe('held');
  });

  it('is set in the villa editor, 0 for none, with a message naming the field', async () => {
    const villa = await createVilla(app.db);
    const set = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ damageDeposit: 750 });
    expect(set.status).toBe(200);
    expect(set.body.damageDeposit).toBe(750);
    const negative = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ damageDeposit: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ field: 'damageDeposit', message: 'damageDeposit must be at least 0.' });
    const viaGraph = await gql<{ updateProperty: { damageDeposit: number } }>(admin.agent, `mutation($id: ID!, $input: UpdatePropertyInput!) { updateProperty(id: $id, input: $input) { damageDeposit } }`, { id: villa.id, input: { damageDeposit: 0 } });
    expect(viaGraph.data?.updateProperty.damageDeposit).toBe(0);
  });
});
