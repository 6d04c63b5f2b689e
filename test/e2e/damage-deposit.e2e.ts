import { expect, test, type Page } from './fixtures';
import { DEMO_ADMIN, gql, isoIn, uniqueEmail } from './checkout-helpers';
import { waitForMail } from './mail-log';

/**
 * A villa's refundable damage deposit: staff give a villa a deposit; the guest sees it in the
 * checkout's "what you pay and when"; after one stay staff record a partial claim in the back
 * office in German, and the guest's order page shows what was kept, why, and what comes back
 * (with the e-mail); another stay's deposit is released by the job once its days have passed.
 * The villa is this test's own, so no other spec's bookings meet it.
 */

async function inLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

async function hook(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`/api/test-hooks/${path}`, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

/** A paid-in-full order of a week at `villaId`, `days` from today, through the API with the test card. */
async function order(page: Page, villaId: string, email: string, days: number): Promise<{ id: string; orderNumber: string }> {
  const added = await gql(page, 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', { input: { propertyId: villaId, checkIn: isoIn(days), checkOut: isoIn(days + 7), guests: 2 } });
  expect(added.errors).toBeUndefined();
  const placed = await page.request.post('/api/checkout', {
    data: { leadGuestName: 'Dana Deposit', leadGuestEmail: email, leadGuestPhone: '+44 20 7946 0000', paymentOption: 'full', paymentMethod: '4242 4242 4242 4242', idempotencyKey: `e2e-deposit-${Date.now()}-${days}` },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order;
}

test('damage deposit: shown at checkout, a partial claim by staff in German shown on the guest\'s order, and a release after its days', async ({ page, browser }) => {
  // Staff, in German: a new villa asking for a £300 deposit, published.
  const staff = await (await browser.newContext()).newPage();
  await inLanguage(staff, 'de');
  await staff.goto('/');
  expect((await gql(staff, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: DEMO_ADMIN })).errors).toBeUndefined();
  const title = `Villa Kaution ${Date.now()}`;
  const created = await gql<{ createProperty: { id: string } }>(staff, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', {
    input: { title, location: 'Kassiopi, Corfu, Greece', destinationKey: 'corfu', price: 2100, damageDeposit: 300, description: 'A villa with a deposit.', longDescription: 'A villa with a deposit.', bedrooms: 2, bathrooms: 1, sleeps: 4 },
  });
  expect(created.errors).toBeUndefined();
  const villaId = created.data!.createProperty.id;
  expect((await gql(staff, 'mutation($id: ID!) { setPropertyPublished(id: $id, published: true) { id } }', { id: villaId })).errors).toBeUndefined();

  // The guest sees the deposit in what they pay and when, outside the total.
  await inLanguage(page, 'en');
  await page.goto('/');
  const email = uniqueEmail('deposit');
  expect((await page.request.post('/api/auth/register', { data: { name: 'Dana Deposit', email, password: 'secret123' } })).status()).toBe(201);
  expect((await gql(page, 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', { input: { propertyId: villaId, checkIn: isoIn(300), checkOut: isoIn(307), guests: 2 } })).errors).toBeUndefined();
  await page.goto('/checkout');
  await expect(page.getByTestId('damage-deposit')).toContainText(/Includes a refundable damage deposit of (£|GBP )300\.00, not part of the total\./);
  const placed = await page.request.post('/api/checkout', {
    data: { leadGuestName: 'Dana Deposit', leadGuestEmail: email, leadGuestPhone: '+44 20 7946 0000', paymentOption: 'full', paymentMethod: '4242 4242 4242 4242', idempotencyKey: `e2e-deposit-${Date.now()}` },
  });
  expect(placed.status()).toBe(201);
  const claimed = (await placed.json()).order as { id: string; orderNumber: string };

  // Staff keep £120 of it for a broken chair, in the back office in German.
  await staff.goto('/admin?view=orders');
  await staff.getByRole('button', { name: `Von der Schadenskaution der Bestellung ${claimed.orderNumber} einbehalten` }).click();
  const dialog = staff.getByRole('alertdialog');
  await dialog.getByLabel('Einbehaltener Betrag (GBP)').fill('400');
  await dialog.getByRole('button', { name: 'Einbehalt erfassen' }).click();
  await expect(dialog.getByText(/Einbehaltener Betrag: Bitte geben Sie einen Betrag von 0 bis (GBP\s?300,00|300,00\s£) ein/)).toBeVisible();
  await dialog.getByLabel('Einbehaltener Betrag (GBP)').fill('120');
  await dialog.getByLabel('Grund (wird dem Gast gesendet)').fill('Ein zerbrochener Gartenstuhl.');
  await dialog.getByRole('button', { name: 'Einbehalt erfassen' }).click();
  await expect(staff.getByRole('row').filter({ hasText: claimed.orderNumber })).toContainText(/(GBP\s?120,00|120,00\s£) einbehalten: Ein zerbrochener Gartenstuhl\./);
  await staff.context().close();

  // The guest's order shows it, and the e-mail says why.
  await page.goto('/account?tab=orders');
  await expect(page.getByTestId('damage-deposit').first()).toContainText(/(£|GBP )120\.00 kept for damage, (£|GBP )180\.00 given back\. Reason: Ein zerbrochener Gartenstuhl\./);
  const mail = await waitForMail(email, /Your damage deposit for booking/);
  expect(mail.text).toContain('Ein zerbrochener Gartenstuhl.');

  // Another stay ended more than DAMAGE_DEPOSIT_RELEASE_DAYS (7) ago: the job gives its deposit back whole.
  const released = await order(page, villaId, email, 320);
  await hook(page, `orders/${released.id}/stay-dates`, { checkIn: isoIn(-20), checkOut: isoIn(-13) });
  await hook(page, 'jobs/orders.releaseDamageDeposits', {});
  const res = await page.request.get(`/api/orders/${released.id}`);
  expect((await res.json()).damageDeposit).toMatchObject({ status: 'released', claimedAmount: null });
  await page.reload();
  await expect(page.getByTestId('damage-deposit').filter({ hasText: 'Given back in full.' })).toHaveCount(1);
});
