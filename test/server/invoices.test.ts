import { PDFParse } from 'pdf-parse';
import { businessToday } from '../../common/dates';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createExtra, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Invoices and credit notes: numbered from gap-free series per year when an order is confirmed
 * or cancelled, never changed afterwards, downloadable as PDFs by the order's guest and staff,
 * and listed for the accountant.
 */
let app: TestApp;
let admin: Account;
const year = businessToday().slice(0, 4);

beforeAll(async () => {
  // 50 checkouts at once queue for a pool of 5: they wait for a connection (the test app's
  // DB_CONNECT_TIMEOUT is patient) instead of answering 503.
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

interface OrderJson {
  id: string;
  orderNumber: string;
  invoiceNumber: string | null;
  totalAmount: number;
  amountPaid: number;
  currency: string;
}

/** A guest's order placed over HTTP with the test card (one stay and one extra), paid in full or by deposit. */
async function placeOrder(guest?: Account, paymentOption: 'full' | 'deposit' = 'full', days = 150) {
  const villa = await createVilla(app.db, { price: 900, title: 'Villa Olivia' });
  const extra = await createExtra(app.db, { name: 'Airport transfer', price: 60 });
  const who = guest ?? (await signUp(app, { name: 'Ingrid Invoice' }));
  await who.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(days), checkOut: inDays(days + 5), guests: 2 }).expect(201);
  await who.agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201);
  const res = await who.agent.post('/api/checkout').send(checkoutBody({ paymentOption, leadGuestEmail: who.email, leadGuestName: 'Ingrid Invoice' }));
  expect(res.status).toBe(201);
  return { guest: who, order: res.body.order as OrderJson };
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const binary = (res: import('superagent').Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const gbp = (minor: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);

describe('invoices', () => {
  it('issues an invoice number when the order is confirmed, shown on the order in REST and GraphQL', async () => {
    const { guest, order } = await placeOrder();
    expect(order.invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    const one = await guest.agent.get(`/api/orders/${order.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: order.id, invoiceNumber: order.invoiceNumber, documents: [{ kind: 'invoice', number: order.invoiceNumber, grossAmount: order.totalAmount, netAmount: order.totalAmount, taxAmount: 0 }] });
    const list = await guest.agent.get('/api/user/orders');
    expect(list.body.find((item: OrderJson) => item.id === order.id).invoiceNumber).toBe(order.invoiceNumber);
    const res = await gql<{ myOrder: { invoiceNumber: string } }>(guest.agent, `query($id: ID) { myOrder(id: $id) { invoiceNumber } }`, { id: order.id });
    expect(res.data?.myOrder.invoiceNumber).toBe(order.invoiceNumber);
    // Staff see it in their order list too.
    const staff = await admin.agent.get('/api/admin/orders').query({ limit: 100 });
    expect((staff.body as OrderJson[]).find((item) => item.id === order.id)!.invoiceNumber).toBe(order.invoiceNumber);
  });

  it('gives the guest and staff the invoice PDF, the same bytes every time, with seller, buyer, lines and totals; others get 401 or 404', async () => {
    const { guest, order } = await placeOrder();
    const first = await guest.agent.get(`/api/orders/${order.id}/invoice.pdf`).buffer(true).parse(binary);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await admin.agent.get(`/api/orders/${order.id}/invoice.pdf`).buffer(true).parse(binary);
    expect(again.status).toBe(200);
    expect(Buffer.compare(first.body as Buffer, again.body as Buffer)).toBe(0);
    const text = await pdfText(first.body as Buffer);
    for (const expected of [`Invoice ${order.invoiceNumber}`, 'Azure Shore Villas Ltd', 'Company registration number: 01234567', 'Ingrid Invoice', order.orderNumber, 'Villa Olivia', 'Airport transfer', 'Date of supply', gbp(order.totalAmount), '0 %']) {
      expect(text).toContain(expected);
    }
    expect((await app.http.get(`/api/orders/${order.id}/invoice.pdf`)).status).toBe(401);
    const stranger = await signUp(app);
    expect((await stranger.agent.get(`/api/orders/${order.id}/invoice.pdf`)).status).toBe(404);
    expect((await stranger.agent.get(`/api/orders/${order.id}`)).status).toBe(404);
  });

  it('writes the PDF in the language of the checkout', async () => {
    const guest = await signUp(app);
    await guest.agent.post('/api/cart/items').send({ propertyId: (await createVilla(app.db, { price: 500 })).id, checkIn: inDays(90), checkOut: inDays(93), guests: 2 }).expect(201);
    const res = await guest.agent.post('/api/checkout').set('Accept-Language', 'de').send(checkoutBody({ leadGuestEmail: guest.email }));
    expect(res.status).toBe(201);
    const pdf = await guest.agent.get(`/api/orders/${res.body.order.id}/invoice.pdf`).buffer(true).parse(binary);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(`Rechnung ${res.body.order.invoiceNumber}`);
    expect(text).toContain('Leistungszeitraum');
  });

  it('never changes an issued invoice', async () => {
    const { order } = await placeOrder();
    await expect(app.db.query(`UPDATE invoices SET gross_amount = 1, net_amount = 1 WHERE number = $1`, [order.invoiceNumber])).rejects.toThrow(/never change/);
    await expect(app.db.query(`DELETE FROM invoices WHERE number = $1`, [order.invoiceNumber])).rejects.toThrow(/never change/);
  });

  it('issues a credit note on cancellation naming the invoice, the refund and the fee kept, with its own series and PDF', async () => {
    const { guest, order } = await placeOrder();
    const refund = 12345;
    const res = await admin.agent.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: refund, reason: 'Goodwill' });
    expect(res.status).toBe(200);
    const one = await guest.agent.get(`/api/orders/${order.id}`);
    const credit = one.body.documents.find((doc: { kind: string }) => doc.kind === 'credit-note');
    const kept = order.amountPaid - refund;
    expect(credit).toMatchObject({ number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)), invoiceNumber: order.invoiceNumber, refundAmount: refund, grossAmount: -(order.totalAmount - kept) });
    // Replaying the cancellation issues nothing more.
    await admin.agent.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: refund, reason: 'Goodwill' }).expect(200);
    expect((await guest.agent.get(`/api/orders/${order.id}`)).body.documents).toHaveLength(2);

    const pdf = await guest.agent.get(`/api/orders/${order.id}/credit-notes/${credit.number}.pdf`).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(`Credit note ${credit.number}`);
    expect(text).toContain(`Corrects invoice ${order.invoiceNumber}`);
    expect(text).toContain(`Refunded to the guest: ${gbp(refund)}`);
    expect(text).toContain(`Cancellation fee kept: ${gbp(kept)}`);
    expect(text).toContain(`Amount credited: ${gbp(order.totalAmount - kept)}`);
    expect((await guest.agent.get(`/api/orders/${order.id}/credit-notes/CN-${year}-999999.pdf`)).status).toBe(404);
    expect((await guest.agent.get(`/api/orders/${order.id}/credit-notes/${order.invoiceNumber}.pdf`)).status).toBe(404);
  });

  it('issues a credit note when the guest cancels and the policy keeps a fee', async () => {
    const { guest, order } = await placeOrder(undefined, 'full', 20);
    const quote = (await guest.agent.get(`/api/orders/${order.id}/cancellation`)).body.quote as { refundMinor: number; keptMinor: number };
    await guest.agent.post(`/api/orders/${order.id}/cancel`).expect(200);
    const docs = (await guest.agent.get(`/api/orders/${order.id}`)).body.documents as { kind: string; refundAmount: number; grossAmount: number }[];
    expect(docs.map((doc) => doc.kind)).toEqual(['invoice', 'credit-note']);
    expect(docs[1]).toMatchObject({ refundAmount: quote.refundMinor, grossAmount: -(order.totalAmount - quote.keptMinor) });
  });

  it('lists invoices and credit notes of a period for staff with totals, and as CSV; guests get 403, visitors 401', async () => {
    const today = businessToday();
    const res = await admin.agent.get('/api/admin/invoices').query({ from: today, to: today });
    expect(res.status).toBe(200);
    const items = res.body.items as { kind: string; number: string; grossAmount: number; currency: string }[];
    expect(items.some((item) => item.kind === 'invoice')).toBe(true);
    expect(items.some((item) => item.kind === 'credit-note')).toBe(true);
    const sum = items.reduce((total, item) => total + item.grossAmount, 0);
    expect(res.body.totals).toEqual([expect.objectContaining({ currency: 'GBP', grossAmount: sum })]);
    const csv = await admin.agent.get('/api/admin/invoices.csv').query({ from: today, to: today });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('kind,number,issueDate,orderNumber,invoiceNumber,buyerName,currency,netAmount,taxAmount,grossAmount,refundAmount');
    expect(lines).toHaveLength(items.length + 1);
    expect(lines[1]).toContain(items[0].number);
    expect((await admin.agent.get('/api/admin/invoices').query({ from: today, to: '2020-01-01' })).status).toBe(400);
    const bad = await admin.agent.get('/api/admin/invoices').query({ from: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('from');
    const guest = await signUp(app);
    expect((await guest.agent.get('/api/admin/invoices').query({ from: today, to: today })).status).toBe(403);
    expect((await app.http.get('/api/admin/invoices.csv').query({ from: today, to: today })).status).toBe(401);
  });
});

describe('numbering under concurrency', () => {
  it('numbers 50 confirmations at once without a gap or a duplicate, on two app instances sharing the database', async () => {
    // A second instance (its own pool and app) on the same database, where there is a server.
    const second = app.config.databaseUrl ? await startTestApp({ DATABASE_URL: app.config.databaseUrl }) : app;
    try {
      const guests: { guest: Account; villaId: string; instance: TestApp }[] = [];
      for (let i = 0; i < 50; i += 1) {
        const instance = i % 2 === 0 ? app : second;
        const guest = await signUp(instance);
        const villa = await createVilla(app.db, { price: 300 });
        await guest.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(63), guests: 2 }).expect(201);
        guests.push({ guest, villaId: villa.id, instance });
      }
      const results = await Promise.all(guests.map(({ guest }) => guest.agent.post('/api/checkout').send(checkoutBody({ leadGuestEmail: guest.email }))));
      expect(results.map((res) => res.status)).toEqual(results.map(() => 201));
      const numbers = results.map((res) => res.body.order.invoiceNumber as string);
      expect(new Set(numbers).size).toBe(50);
      // Every invoice of the year, this test's and the earlier ones': 1, 2, 3, … with none missing.
      const rows: { seq: number; number: string }[] = await app.db.query(`SELECT seq, number FROM invoices WHERE series = 'INV' AND year = $1 ORDER BY seq`, [Number(year)]);
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_row, i) => i + 1));
      expect(numbers.every((number) => rows.some((row) => row.number === number))).toBe(true);
      const [counter] = await app.db.query(`SELECT last_number FROM invoice_counters WHERE series = 'INV' AND year = $1`, [Number(year)]);
      expect(counter.last_number).toBe(rows.length);
    } finally {
      if (second !== app) await second.close();
    }
  }, 180_000);
});
