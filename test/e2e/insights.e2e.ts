import fs from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { PDFParse } from 'pdf-parse';
import { describeViolations, seriousA11yViolations } from './axe';
import { addStay, DEMO_ADMIN, isoIn, uniqueEmail } from './checkout-helpers';

/**
 * Staff insights and invoices end to end: a guest books (a real order through checkout with the
 * test card) and downloads the invoice PDF from the account, cancels and downloads the credit
 * note; staff see the booking in the dashboard's charts, switch a chart to its table and download
 * its CSV, in English and in German.
 */

async function inLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await fs.readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A signed-in guest with one paid order of a week, starting `days` from today. */
async function bookedGuest(page: Page, index: number, days: number) {
  const email = uniqueEmail('insights');
  expect((await page.request.post('/api/auth/register', { data: { name: 'Iris Insight', email, password: 'secret123' } })).status()).toBe(201);
  await addStay(page, index, days);
  const res = await page.request.post('/api/checkout', {
    data: { leadGuestName: 'Iris Insight', leadGuestEmail: email, leadGuestPhone: '+44 20 7946 0000', paymentOption: 'full', paymentMethod: '4242 4242 4242 4242', idempotencyKey: `e2e-${Date.now()}-${index}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as { id: string; orderNumber: string; invoiceNumber: string; totalAmount: number };
}

test.describe('invoices and insights', () => {
  test('a guest downloads the invoice PDF and, after cancelling, the credit note PDF from the account', async ({ page }) => {
    await inLanguage(page, 'en');
    const order = await bookedGuest(page, 2, 200);
    expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    await page.goto('/account?tab=orders');
    const invoiceLink = page.getByRole('link', { name: `Download ${order.invoiceNumber} (PDF)` });
    const [invoice] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
    expect(invoice.suggestedFilename()).toBe(`${order.invoiceNumber}.pdf`);
    const invoiceText = await pdfText(await invoice.path());
    expect(invoiceText).toContain(`Invoice ${order.invoiceNumber}`);
    expect(invoiceText).toContain(order.orderNumber);

    // Cancelled: the policy decides the refund and the fee kept; the credit note states both.
    const { quote } = (await (await page.request.get(`/api/orders/${order.id}/cancellation`)).json()) as { quote: { refundMinor: number; keptMinor: number } };
    expect((await page.request.post(`/api/orders/${order.id}/cancel`)).status()).toBe(200);
    await page.reload();
    const creditLink = page.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
    const [credit] = await Promise.all([page.waitForEvent('download'), creditLink.click()]);
    const creditText = await pdfText(await credit.path());
    const money = (minor: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);
    expect(creditText).toContain(`Corrects invoice ${order.invoiceNumber}`);
    expect(creditText).toContain(`Refunded to the guest: ${money(quote.refundMinor)}`);
    expect(creditText).toContain(`Cancellation fee kept: ${money(quote.keptMinor)}`);
    expect(creditText).toContain(`Amount credited: ${money(order.totalAmount - quote.keptMinor)}`);
  });

  for (const language of ['en', 'de'] as const) {
    const words =
      language === 'en'
        ? { view: 'Insights', occupancy: 'Occupancy', revenue: 'Revenue by month', table: 'Table', chart: 'Chart', month: 'Month', booked: 'Booked', funnel: 'Visitor funnel', searches: 'Searches' }
        : { view: 'Kennzahlen', occupancy: 'Auslastung', revenue: 'Umsatz nach Monat', table: 'Tabelle', chart: 'Diagramm', month: 'Monat', booked: 'Gebucht', funnel: 'Besucher-Trichter', searches: 'Suchen' };

    test(`staff see real bookings in the dashboard's charts, switch a chart to its table and download CSV (${language})`, async ({ page, browser }) => {
      const guestContext = await browser.newContext();
      const guest = await guestContext.newPage();
      const order = await bookedGuest(guest, language === 'en' ? 3 : 4, 30);
      await guestContext.close();

      await inLanguage(page, language);
      expect((await page.request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      // The period from today to the end of the stay: the booking's nights and its order are in it.
      await page.goto(`/admin?view=insights&from=${isoIn(0)}&to=${isoIn(37)}`);
      await expect(page.getByRole('heading', { level: 1, name: words.view })).toBeVisible();
      const kpis = page.getByRole('list', { name: language === 'en' ? 'Key figures' : 'Wichtigste Kennzahlen' });
      await expect(kpis.getByText(words.occupancy)).toBeVisible();

      // The revenue chart draws bars for this month's bookings.
      const revenue = page.getByRole('region', { name: words.revenue });
      await expect(revenue.locator('.recharts-bar-rectangle path, .recharts-rectangle').first()).toBeVisible({ timeout: 20_000 });
      await revenue.getByRole('button', { name: words.table }).click();
      await expect(revenue.getByRole('button', { name: words.table })).toHaveAttribute('aria-pressed', 'true');
      const table = revenue.getByRole('table', { name: words.revenue });
      await expect(table.getByRole('columnheader', { name: words.month })).toBeVisible();
      // This month's booked revenue includes the new order.
      const bookedCell = table.getByRole('row').nth(1).getByRole('cell').first();
      const bookedText = (await bookedCell.textContent()) ?? '';
      expect(Number(bookedText.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(order.totalAmount);

      const [csv] = await Promise.all([page.waitForEvent('download'), revenue.getByRole('button', { name: language === 'en' ? `Download ${words.revenue} as CSV` : `${words.revenue} als CSV herunterladen` }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await fs.readFile(await csv.path(), 'utf8')).trim().split('\r\n');
      expect(lines[0].split(',')[0]).toBe(words.month);
      expect(lines.length).toBeGreaterThanOrEqual(2);

      // The funnel counted the checkout; as a table it lists each day.
      const funnel = page.getByRole('region', { name: words.funnel });
      await funnel.getByRole('button', { name: words.table }).click();
      await expect(funnel.getByRole('columnheader', { name: words.searches })).toBeVisible();
      await funnel.getByRole('button', { name: words.chart }).click();
      await expect(funnel.locator('[role="img"]').first()).toBeVisible();

      // At 390 px nothing overflows the page sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(revenue).toBeVisible();
      // The charts take the new width when their resize observer next fires, not at once.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('the dashboard in dark mode, as chart and as table, has no serious or critical axe violations', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'en');
    });
    expect((await page.request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
    await page.goto(`/admin?view=insights&from=${isoIn(-30)}&to=${isoIn(30)}`);
    const revenue = page.getByRole('region', { name: 'Revenue by month' });
    await expect(revenue.locator('[role="img"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    for (const region of await page.locator('.insights-card').all()) await region.getByRole('button', { name: 'Table' }).click();
    await expect(revenue.getByRole('table')).toBeVisible();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});
