import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../helpers/fake-stripe';
import { addStay, gql, uniqueEmail } from './checkout-helpers';
import { linkIn, mails, waitForMails } from './mail-log';

/**
 * Card payments with Stripe's Payment Element, end to end, without the internet: a server of its
 * own with Stripe configured against the fake Stripe API, which also serves the Stripe.js double
 * (STRIPE_JS_URL) and delivers signed webhooks. A 3-D Secure card opens the bank's challenge
 * frame with "Complete" and "Fail".
 */

const WEBHOOK_SECRET = 'whsec_e2e_stripe';
const port = execFileSync(process.execPath, ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })"], { encoding: 'utf8' }).trim();
const baseURL = `http://127.0.0.1:${port}`;
const logFile = path.join(os.tmpdir(), `villa-e2e-stripe-${port}.log`);
const CARD_3DS = '4000 0027 6000 3184';

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let stripe: FakeStripe;
let server: ChildProcess;
/** Whether the fake Stripe delivers its events to the webhook as they happen. */
let delivering = true;

/** The mails to `email` about its orders: all but the address confirmation that sign-up sends. */
function paymentMails(email: string) {
  return mails(logFile).filter((mail) => mail.to === email && !/confirm your e-mail address|Bestätigen Sie Ihre E-Mail-Adresse/i.test(mail.subject));
}

async function deliver(event: FakeEvent): Promise<number> {
  const { payload, signature } = stripe.signed(event, WEBHOOK_SECRET);
  const res = await fetch(`${baseURL}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
  return res.status;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = await startFakeStripe();
  stripe.deliver = async (event) => {
    if (delivering) await deliver(event);
  };
  server = spawn(process.execPath, [path.resolve(__dirname, 'start-server.js')], {
    env: {
      ...process.env,
      E2E_PORT: port,
      E2E_SERVER_LOG: logFile,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_JS_URL: `${stripe.url}/v3/`,
      // The balance job is run on a balance's due date through POST /api/test-hooks/jobs/:name.
      TEST_HOOKS: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let failure = '';
  server.stderr?.on('data', (chunk: Buffer) => (failure += chunk.toString()));
  const deadline = Date.now() + 230_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the Stripe e2e server did not start (exit code ${server.exitCode}):\n${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stripe?.close();
});

const TEXT = {
  en: { phone: 'Phone', pay: /^Pay /, confirmed: 'Booking confirmed', failed: /Your payment was not completed: We are unable to authenticate your payment method\..* Nothing was charged, and this order was cancelled, so the dates are free again\./, subject: /is confirmed/ },
  de: { phone: 'Telefon', pay: / bezahlen$/, confirmed: 'Buchung bestätigt', failed: /Ihre Zahlung wurde nicht abgeschlossen: .* Es wurde nichts abgebucht, und diese Bestellung wurde storniert, die Termine sind also wieder frei\./, subject: /ist bestätigt/ },
} as const;
type Language = keyof typeof TEXT;

/** A new guest, signed in, in `language`, with a week at villa `index` in the basket, on the checkout page with the details filled in and the card entered. */
async function atCheckout(page: Page, language: Language, index: number, inDays: number, card = CARD_3DS) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const email = uniqueEmail(`stripe-${language}`);
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', { data: { name: 'Sofia Stripe', email, password: 'correct-horse-1' } });
  expect(registered.status()).toBe(201);
  const villa = await addStay(page, index, inDays);
  await page.goto('/checkout');
  await page.getByLabel(TEXT[language].phone).fill('+49 30 1234567');
  await page.getByLabel('Card number').fill(card);
  return { email, villa };
}

async function myOrders(page: Page): Promise<{ id: string; orderNumber: string; status: string; amountPaid: number; payments: { paymentIntentId: string | null }[] }[]> {
  const { data } = await gql<{ myOrders: { items: { id: string; orderNumber: string; status: string; amountPaid: number; payments: { paymentIntentId: string | null }[] }[] } }>(
    page,
    '{ myOrders { items { id orderNumber status amountPaid payments { paymentIntentId } } } }',
  );
  return data!.myOrders.items;
}

/** Whether another guest can put the same week in a basket now (the dates are free). */
async function datesFree(browser: Browser, index: number, inDays: number): Promise<boolean> {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/');
  const free = await addStay(other, index, inDays).then(
    () => true,
    () => false,
  );
  await context.close();
  return free;
}

const challenge = (page: Page) => page.frameLocator('iframe[name="stripe-challenge-frame"]');

for (const [language, index] of [['en', 1], ['de', 2]] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'German'}`, () => {
    test('a card that needs 3-D Secure: "Complete" confirms the booking, with one e-mail', async ({ page }) => {
      const { email } = await atCheckout(page, language, index, 130);
      await page.getByRole('button', { name: TEXT[language].pay }).click();
      await challenge(page).getByRole('button', { name: 'Complete' }).click();
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].confirmed })).toBeVisible();
      const [order] = await myOrders(page);
      expect(order.status).toBe('CONFIRMED');
      expect(order.amountPaid).toBeGreaterThan(0);
      await waitForMails(email, TEXT[language].subject, 1, 20_000, logFile);
    });

    test('"Fail" says so clearly, charges nothing, cancels the order and frees the dates at once', async ({ page, browser }) => {
      const { email } = await atCheckout(page, language, index, 150);
      await page.getByRole('button', { name: TEXT[language].pay }).click();
      await challenge(page).getByRole('button', { name: 'Fail' }).click();
      await expect(page.getByRole('alert').filter({ hasText: TEXT[language].failed })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      const [order] = await myOrders(page);
      expect(order).toMatchObject({ status: 'CANCELLED', amountPaid: 0 });
      expect(stripe.intents.get(order.payments[0].paymentIntentId!)?.status).toBe('canceled');
      expect(await datesFree(browser, index, 150)).toBe(true);
      expect(paymentMails(email)).toEqual([]);
    });
  });
}

test.describe('the guest leaves after authenticating', () => {
  /** Pays with 3-D Secure, "Complete", and closes the tab before the confirmation page can ask the server. */
  async function payAndCloseTab(page: Page, index: number, inDays: number) {
    const { email } = await atCheckout(page, 'en', index, inDays);
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('SettleOrderPayment') ? route.abort() : route.continue()));
    const settling = page.waitForRequest((request) => Boolean(request.postData()?.includes('SettleOrderPayment')));
    await page.getByRole('button', { name: TEXT.en.pay }).click();
    await challenge(page).getByRole('button', { name: 'Complete' }).click();
    await settling;
    const [order] = await myOrders(page);
    const context = page.context();
    await page.close();
    return { email, order, context };
  }

  test('the webhook confirms the order, with one e-mail', async ({ page }) => {
    delivering = true;
    const { email, context } = await payAndCloseTab(page, 3, 170);
    const later = await context.newPage();
    await later.goto('/');
    await expect.poll(async () => (await myOrders(later))[0].status).toBe('CONFIRMED');
    await waitForMails(email, TEXT.en.subject, 1, 20_000, logFile);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(paymentMails(email)).toHaveLength(1);
  });

  test('webhooks delivered twice and out of order (succeeded before created) confirm it once', async ({ page }) => {
    delivering = false;
    try {
      const { email, order, context } = await payAndCloseTab(page, 4, 190);
      expect(order.status).toBe('PENDING');
      const intentId = order.payments[0].paymentIntentId!;
      const of = (type: string) => stripe.events.find((event) => event.type === type && event.data.object.id === intentId)!;
      for (const event of [of('payment_intent.succeeded'), of('payment_intent.created'), of('payment_intent.succeeded'), of('payment_intent.created')]) {
        expect(await deliver(event)).toBe(200);
      }
      const later = await context.newPage();
      await later.goto('/');
      expect((await myOrders(later))[0]).toMatchObject({ id: order.id, status: 'CONFIRMED' });
      await waitForMails(email, TEXT.en.subject, 1, 20_000, logFile);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(paymentMails(email)).toHaveLength(1);
    } finally {
      delivering = true;
    }
  });
});

test.describe('balances with a saved card', () => {
  /**
   * A new guest in `language` pays the deposit of a week at villa `index` with `card`, agreeing to
   * have the card saved for the balance: the checkout's two steps over HTTP, and Stripe.js's part
   * (confirming the card, 3-D Secure completed) against the fake Stripe API, as the server tests do.
   */
  async function depositWithSavedCard(page: Page, language: Language, index: number, inDays: number, card: string) {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const email = uniqueEmail(`balance-${language}`);
    await page.goto('/');
    expect((await page.request.post('/api/auth/register', { data: { name: 'Bruno Balance', email, password: 'correct-horse-1' } })).status()).toBe(201);
    await addStay(page, index, inDays);
    const checkout = await page.request.post('/api/checkout', {
      headers: { 'Accept-Language': language },
      data: { leadGuestName: 'Bruno Balance', leadGuestEmail: email, leadGuestPhone: '+49 30 1234567', paymentOption: 'deposit', saveCard: true, idempotencyKey: `e2e-balance-${Date.now()}-${index}` },
    });
    expect(checkout.status()).toBe(201);
    const { order, payment } = (await checkout.json()) as { order: { id: string; orderNumber: string }; payment: { paymentIntentId: string } };
    const form = (body: Record<string, string>) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
    await fetch(`${stripe.url}/v1/payment_intents/${payment.paymentIntentId}/confirm`, form({ payment_method: card }));
    if (card === 'pm_card_authenticationRequired') await fetch(`${stripe.url}/v1/payment_intents/${payment.paymentIntentId}/authenticate`, form({ outcome: 'complete' }));
    const settled = await page.request.post(`/api/orders/${order.id}/payment-status`, { data: { paymentIntentId: payment.paymentIntentId } });
    const { order: paid } = (await settled.json()) as { order: { status: string; balanceAmount: number; balanceDueDate: string } };
    expect(paid).toMatchObject({ status: 'confirmed', balanceAmount: expect.any(Number) });
    return { email, order: { ...order, ...paid } };
  }

  /** The hourly balance job, run now as on `today` (the test hook). Answers how many balances it charged. */
  async function balanceJobOn(today: string): Promise<number> {
    const res = await fetch(`${baseURL}/api/test-hooks/jobs/orders.chargeBalances`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today }) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: number }).result;
  }

  const balanceOf = async (page: Page, id: string) => {
    const { data } = await gql<{ myOrder: { balanceAmount: number; amountPaid: number } }>(page, 'query($id: ID!) { myOrder(id: $id) { balanceAmount amountPaid } }', { id });
    return data!.myOrder;
  };

  test('the balance is charged off-session on its due date, with one e-mail', async ({ page }) => {
    const { email, order } = await depositWithSavedCard(page, 'en', 5, 140, 'pm_card_visa');
    expect(order.balanceAmount).toBeGreaterThan(0);
    expect(await balanceJobOn(order.balanceDueDate)).toBe(1);
    expect(await balanceJobOn(order.balanceDueDate)).toBe(0);
    await waitForMails(email, /^Balance received for your booking/, 1, 20_000, logFile);
    expect(await balanceOf(page, order.id)).toMatchObject({ balanceAmount: 0 });
  });

  test('a balance the bank wants confirmed: the e-mail link opens the payment, 3-D Secure "Complete" pays it (in German)', async ({ page }) => {
    const { email, order } = await depositWithSavedCard(page, 'de', 6, 160, 'pm_card_authenticationRequired');
    expect(await balanceJobOn(order.balanceDueDate)).toBe(0);
    const [mail] = await waitForMails(email, /^Bitte bestätigen Sie die Restzahlung/, 1, 20_000, logFile);
    await page.goto(linkIn(mail, '/account'));
    const dialog = page.getByRole('dialog', { name: `Restbetrag der Bestellung #${order.orderNumber} zahlen` });
    await dialog.getByLabel('Card number').fill(CARD_3DS);
    await dialog.getByRole('button', { name: / zahlen$/ }).click();
    await challenge(page).getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('Restbetrag bezahlt')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await balanceOf(page, order.id)).toMatchObject({ balanceAmount: 0 });
    await waitForMails(email, /^Restzahlung für Ihre Buchung/, 1, 20_000, logFile);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails(logFile).filter((m) => m.to === email && /^Restzahlung/.test(m.subject))).toHaveLength(1);
  });
});
