import { expect, test, type Page } from './fixtures';
import { priceStayBySeason } from '../../common/seasonal-pricing';
import { describeViolations, seriousA11yViolations } from './axe';
import { DEMO_ADMIN, gql, isoIn, loginInUi } from './checkout-helpers';

/**
 * Seasonal prices in Chromium: an admin sets a summer season on a villa in the villa
 * editor; a visitor sees it in the villa's season table and in the estimate, and the basket
 * total matches night-by-night pricing for a stay across the season's first night.
 */

/** Opens a date picker and picks `iso`, paging forward month by month until it shows. */
async function pickDay(page: Page, field: 'Check-in' | 'Check-out', iso: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const calendar = page.getByRole('dialog', { name: field });
  const day = calendar.locator(`[data-day="${iso}"]`);
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

const money = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

test('an admin sets a summer season; a visitor is quoted and charged night by night across its start', async ({ page, browser }) => {
  // A villa of the demo catalogue, away from the ones other tests book.
  const list = await gql<{ properties: { items: { id: string; title: string; price: number; currency: string; minNights: number }[] } }>(
    page,
    '{ properties(page: { limit: 20 }) { items { id title price currency minNights } } }',
  );
  const villa = list.data!.properties.items.filter((v) => v.currency === 'GBP' && v.minNights <= 7).at(-1)!;
  const season = { from: isoIn(20), to: isoIn(80), weeklyPrice: 21_000 };

  await loginInUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/admin?view=villas&edit=${villa.id}`);
  await page.getByRole('heading', { name: 'Seasonal prices' }).waitFor();
  await page.getByRole('button', { name: 'Add season' }).click();
  const row = page.getByRole('group', { name: 'Season 1' });
  await row.getByLabel('First night').fill(season.from);
  await row.getByLabel('End (day after the last night)').fill(season.to);
  await row.getByLabel(/Weekly price/).fill(String(season.weeklyPrice));
  // Checked before saving: the toast that follows has an axe finding of its own (the shared Toaster's list).
  const editorViolations = await seriousA11yViolations(page);
  expect(editorViolations, describeViolations(editorViolations)).toEqual([]);
  await page.getByRole('button', { name: 'Save seasons' }).click();
  await page.getByText('Seasons saved').waitFor();

  // A visitor, in a browser of their own.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/property/${villa.id}`);
  await visitor.getByRole('heading', { level: 1, name: villa.title }).waitFor();
  await expect(visitor.getByTestId('season-table')).toContainText(money(season.weeklyPrice));
  const pageViolations = await seriousA11yViolations(visitor);
  expect(pageViolations, describeViolations(pageViolations)).toEqual([]);

  // Three nights before the season, four in it.
  const checkIn = isoIn(17);
  const checkOut = isoIn(24);
  const expected = priceStayBySeason({ checkIn, checkOut, baseWeeklyPrice: villa.price, seasons: [season] })!;
  expect(expected.segments.map((s) => s.nights)).toEqual([3, 4]);
  await pickDay(visitor, 'Check-in', checkIn);
  await pickDay(visitor, 'Check-out', checkOut);
  const estimate = visitor.getByTestId('booking-estimate');
  await expect(estimate).toContainText(`${money(Math.round(villa.price / 7))} × 3 nights`);
  await expect(estimate).toContainText(`${money(3000)} × 4 nights`);
  await expect(estimate.locator('.booking-form__total dd')).toHaveText(money(expected.total));

  await visitor.getByRole('button', { name: 'Add to Basket' }).click();
  await visitor.getByText('Added to Basket!').waitFor();
  await visitor.getByRole('button', { name: /^Basket/ }).click();
  const panel = visitor.getByRole('dialog', { name: /Your Basket/ });
  const stay = panel.getByTestId('basket-stay');
  await expect(stay.getByTestId('basket-nights')).toHaveText('7 nights');
  await expect(stay.getByTestId('basket-stay-total')).toHaveText(money(expected.total));
  await expect(panel.getByTestId('basket-total')).toHaveText(money(expected.total));
});
