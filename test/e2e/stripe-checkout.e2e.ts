import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../helpers/fake-stripe';
import { addStay, gql, uniqueEmail } from './checkout-helpers';
import { mails, waitForMails } from './mail-log';

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
      expect(mails(logFile).filter((mail) => mail.to === email)).toEqual([]);
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
    expect(mails(logFile).filter((mail) => mail.to === email)).toHaveLength(1);
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
      expect(mails(logFile).filter((mail) => mail.to === email)).toHaveLength(1);
    } finally {
      delivering = true;
    }
  });
});
