import { expect, test } from './fixtures';
import { addStay, DEMO_ADMIN, gql, loginInUi, registerInUi, uniqueEmail } from './checkout-helpers';

/**
 * Checkout end to end: a visitor's basket survives signing up, a declined card changes nothing,
 * the test card books, and the order shows up for the customer and for the admin.
 */
test.describe('checkout', () => {
  test('takes a visitor through sign-up back to checkout, declines 4000…0002 with the basket intact, books with 4242…4242', async ({ page, browser }) => {
    await page.goto('/');
    const villa = await addStay(page, 0, 120);

    // A visitor is sent to log in and comes back to checkout with the basket.
    await page.goto('/checkout');
    await page.waitForURL(/\/login\?returnTo=%2Fcheckout$/);
    const email = uniqueEmail('checkout');
    await registerInUi(page, 'Erika Checkout', email);
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('complementary').getByText(villa.title).waitFor();
    await expect(page.getByLabel('Full name')).toHaveValue('Erika Checkout');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByText(/Orders are charged in GBP/)).toBeVisible();
    await page.getByLabel('Phone').fill('+44 20 7946 0000');

    // Declined: the server's message, nothing booked, the basket as it was.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('Your card was declined.');
    const afterDecline = await gql<{ cart: { itemCount: number }; myOrders: { totalCount: number } }>(page, '{ cart { itemCount } myOrders { totalCount } }');
    expect(afterDecline.data).toEqual({ cart: { itemCount: 1 }, myOrders: { totalCount: 0 } });
    await page.getByRole('complementary').getByText(villa.title).waitFor();

    // The test card books; the confirmation names the order and the stay; the basket is empty.
    await page.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/confirmation\/.+/);
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    const orderNumber = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.locator('main')).toContainText(orderNumber);
    await expect(page.getByRole('link', { name: villa.title })).toBeVisible();
    const afterPay = await gql<{ cart: { itemCount: number } }>(page, '{ cart { itemCount } }');
    expect(afterPay.data!.cart.itemCount).toBe(0);

    // The account's tabs list the order and the booking.
    await page.goto('/account?tab=orders');
    await page.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor();
    await page.goto('/account?tab=bookings');
    await page.getByText(/Booking #[0-9a-f]{8}/).first().waitFor();

    // The admin, in a context of its own, sees the booking (with the guest's name and e-mail) and the payment.
    const admin = await browser.newPage();
    await loginInUi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/account/);
    await admin.goto(`/admin?view=bookings&q=${encodeURIComponent(email)}`);
    const bookingRow = admin.getByRole('row').filter({ hasText: email });
    await bookingRow.waitFor();
    await expect(bookingRow).toContainText('Erika Checkout');
    await expect(bookingRow).toContainText(/Booking #[0-9a-f]{8}/);
    await admin.goto('/admin?view=payments');
    const paymentRow = admin.getByRole('row').filter({ hasText: email });
    await paymentRow.waitFor();
    await expect(paymentRow).toContainText('Completed');
    await expect(paymentRow).toContainText(/GBP [\d,]+\.\d{2}/);
    await admin.close();
  });

  test('keeps the key of an attempt: a double click on Pay places one order', async ({ page }) => {
    await page.goto('/');
    await addStay(page, 1, 150);
    await page.goto('/checkout');
    await page.waitForURL(/\/login/);
    await registerInUi(page, 'Double Clicker', uniqueEmail('double'));
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('Phone').fill('+44 20 7946 0001');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    await page.waitForURL(/\/checkout\/confirmation\/.+/);
    const orders = await gql<{ myOrders: { totalCount: number } }>(page, '{ myOrders { totalCount } }');
    expect(orders.data!.myOrders.totalCount).toBe(1);
  });
});
