import { expect, test, type Page } from './fixtures';
import { addStay, gql, uniqueEmail } from './checkout-helpers';
import { linkIn, waitForMail } from './mail-log';

/**
 * The money life of a booking in Chromium: a deposit booking whose balance is paid
 * from the account, a booking cancelled with its refund shown (in German), and NEWSLETTER20
 * taken once and refused the second time.
 */

/** Signs up through the API in the page's own session, in the given language. */
async function signUp(page: Page, prefix: string, language: 'en' | 'de'): Promise<string> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/');
  const email = uniqueEmail(prefix);
  const res = await page.request.post('/api/auth/register', { data: { name: 'Ada Guest', email, password: 'secret123' } });
  expect(res.status()).toBe(201);
  return email;
}

/** Fills the checkout form's phone and card and pays; answers the confirmation page's order number. */
async function pay(page: Page, payLabel: RegExp): Promise<string> {
  await page.getByRole('button', { name: payLabel }).click();
  await page.waitForURL(/\/checkout\/confirmation\/.+/);
  return decodeURIComponent(page.url().split('/').pop()!);
}

test.describe('the money of a booking', () => {
  test('books with a 25% deposit, shows what is paid when, and pays the balance from the account', async ({ page }) => {
    await signUp(page, 'deposit', 'en');
    await addStay(page, 2, 160);
    await page.goto('/checkout');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('radio', { name: /Pay a 25% deposit/ }).check();
    const timeline = page.getByRole('region', { name: 'What you pay and when' }).first();
    await expect(timeline.getByTestId('instalment-DEPOSIT')).toContainText('Deposit');
    await expect(timeline.getByTestId('instalment-BALANCE')).toContainText('Balance');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    const orderNumber = await pay(page, /^Pay /);
    await expect(page.getByTestId('instalment-DEPOSIT')).toContainText('Paid');
    await expect(page.getByTestId('instalment-BALANCE')).toContainText('Due');

    await page.goto('/account?tab=orders');
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
    await order.getByRole('button', { name: /^Pay balance / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByText('Your card was declined. Nothing was charged; your balance is still open.')).toBeVisible();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Balance paid').first()).toBeVisible();
    await expect(order.getByTestId('instalment-BALANCE')).toContainText('Paid');
    await expect(order.getByRole('button', { name: /^Pay balance / })).toHaveCount(0);
    const check = await gql<{ myOrder: { balanceAmount: number; payments: { kind: string; status: string }[] } }>(page, 'query($n: String) { myOrder(orderNumber: $n) { balanceAmount payments { kind status } } }', { n: orderNumber });
    expect(check.data!.myOrder.balanceAmount).toBe(0);
    expect(check.data!.myOrder.payments).toEqual([
      { kind: 'CHARGE', status: 'COMPLETED' },
      { kind: 'CHARGE', status: 'COMPLETED' },
    ]);
  });

  test('auf Deutsch: storniert eine Buchung, zeigt vorher die Erstattung und danach die erstattete Summe', async ({ page }) => {
    await signUp(page, 'storno', 'de');
    await addStay(page, 3, 170);
    await page.goto('/checkout');
    await page.getByLabel('Telefon').fill('+49 30 1234567');
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    const orderNumber = await pay(page, /bezahlen$/);

    await page.goto('/account?tab=orders');
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(orderNumber) }) });
    await order.getByRole('button', { name: /^Buchung stornieren/ }).click();
    const dialog = page.getByRole('alertdialog');
    // The policy and the amounts are shown before anything happens.
    await expect(dialog).toContainText('Erstattung auf Ihre Karte');
    await expect(dialog).toContainText('Einbehaltene Stornogebühr');
    const confirm = dialog.getByRole('button', { name: /^Stornieren und .* erstatten$/ });
    await expect(confirm).toBeVisible();
    const refund = (await confirm.textContent())!.replace(/^Stornieren und | erstatten$/g, '');
    await confirm.click();
    await expect(order).toContainText(`Erstattet: ${refund}`);
    await expect(order).toContainText(/Storniert am/);
    await expect(order.getByRole('button', { name: /^Buchung stornieren/ })).toHaveCount(0);
    // The dates are free again.
    const ranges = await gql<{ myOrder: { status: string; bookings: { status: string }[] } }>(page, 'query($n: String) { myOrder(orderNumber: $n) { status bookings { status } } }', { n: orderNumber });
    expect(ranges.data!.myOrder).toEqual({ status: 'CANCELLED', bookings: [{ status: 'CANCELLED' }] });
  });

  test('takes NEWSLETTER20 off the first order of a confirmed subscriber and refuses it the second time', async ({ page }) => {
    const email = await signUp(page, 'newsletter20', 'en');
    await page.request.post('/graphql', {
      data: { query: 'mutation($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) { alreadySubscribed } }', variables: { input: { email } } },
    });
    const link = new URL(linkIn(await waitForMail(email, /confirm your subscription/i), '/newsletter/confirm/'));
    await page.goto(link.pathname);
    await page.getByRole('heading', { name: 'Subscription confirmed!' }).waitFor();

    await addStay(page, 4, 180);
    await page.goto('/checkout');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Discount code').fill('newsletter20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'NEWSLETTER20 applied' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    const orderNumber = await pay(page, /^Pay /);
    const first = await gql<{ myOrder: { discountCode: string; discountAmount: number; staysAmount: number } }>(page, 'query($n: String) { myOrder(orderNumber: $n) { discountCode discountAmount staysAmount } }', { n: orderNumber });
    expect(first.data!.myOrder.discountCode).toBe('NEWSLETTER20');
    expect(first.data!.myOrder.discountAmount).toBe(Math.round(first.data!.myOrder.staysAmount * 0.2));

    await addStay(page, 5, 190);
    await page.goto('/checkout');
    await page.getByLabel('Discount code').fill('NEWSLETTER20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const field = page.getByLabel('Discount code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('NEWSLETTER20 has already been used on this account.')).toBeVisible();
  });
});
