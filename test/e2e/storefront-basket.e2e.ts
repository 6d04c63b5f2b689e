import { expect, test, type Page } from './fixtures';

/**
 * The main storefront journey: home → search with a destination → villa → Add to Basket →
 * the basket panel shows the stay with the right nights and total; it survives a reload, and
 * removing the stay empties it. Then the mobile menu and basket at 390 px.
 */
test.describe('storefront: search to basket', () => {
  /** Picks the first free day in the open calendar, then the day `nights` later. */
  async function chooseStay(page: Page, nights: number): Promise<void> {
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await page.locator('.date-picker__day:not([aria-disabled])').first().click();
    await page.getByRole('button', { name: /^Check-out/ }).click();
    await page.locator('.date-picker__day:not([aria-disabled])').nth(nights - 1).click();
  }

  test('adds a searched villa to the basket, keeps it across a reload and removes it', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Where').selectOption({ label: 'Corfu' });
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await page.waitForURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('location')).toBe('Corfu');
    expect(params.get('nights')).toBe('7');
    expect(params.get('guests')).toBe('2');
    await expect(page.getByText(/\d+ villas? available/)).toHaveText(/^[1-9]\d* villas? available$/);

    const firstCard = page.locator('.villa-card').first();
    await expect(firstCard).toContainText('Corfu');
    const title = (await firstCard.locator('.villa-card__link').textContent())!.trim();
    await firstCard.locator('.villa-card__link').click();
    await page.waitForURL(/\/property\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await chooseStay(page, 7);
    const estimate = page.getByTestId('booking-estimate');
    await expect(estimate).toContainText('7 nights');
    const total = (await estimate.locator('.booking-form__total dd').textContent())!.trim();
    expect(total).toMatch(/^£[\d,]+$/);

    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await page.getByText('Added to Basket!').waitFor();
    // The form resets after adding.
    await expect(page.getByRole('button', { name: /^Check-in/ })).toContainText('Select date');
    // The header count follows (polled every 2 s).
    await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();

    const openBasket = async () => {
      await page.getByRole('button', { name: /^Basket/ }).click();
      const panel = page.getByRole('dialog', { name: /Your Basket/ });
      await panel.waitFor();
      return panel;
    };
    let panel = await openBasket();
    const stay = panel.getByTestId('basket-stay');
    await stay.waitFor();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Your Basket (1 item)');
    await expect(stay).toContainText(title);
    await expect(stay.getByTestId('basket-nights')).toHaveText('7 nights');
    await expect(stay.getByTestId('basket-stay-total')).toHaveText(total);
    await expect(panel.getByTestId('basket-total')).toHaveText(total);
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    await page.reload();
    panel = await openBasket();
    await expect(panel.getByTestId('basket-stay').getByTestId('basket-nights')).toHaveText('7 nights');

    await panel.getByRole('button', { name: `Remove ${title}` }).click();
    await panel.getByText('Your basket is empty').waitFor();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Your Basket (0 items)');
    await panel.getByRole('button', { name: 'Continue Browsing' }).click();
    await expect(page.getByRole('dialog', { name: /Your Basket/ })).toHaveCount(0);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu toggles and the basket panel fits the screen', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      // The desktop navigation is hidden; the mobile menu is closed.
      await expect(nav.filter({ visible: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const mobile = nav.filter({ visible: true });
      for (const entry of ['Home', 'All Villas', 'Special Offers', 'Extras', 'About Us', 'Enquire', 'Login']) {
        await expect(mobile.getByRole('link', { name: entry, exact: true })).toBeVisible();
      }
      await mobile.getByRole('link', { name: 'All Villas' }).click();
      await page.waitForURL(/\/search$/);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

      await page.getByRole('button', { name: /^Basket/ }).click();
      const panel = page.getByRole('dialog', { name: /Your Basket/ });
      await panel.getByText('Your basket is empty').waitFor();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Nothing on the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
