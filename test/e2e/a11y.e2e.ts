import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { describeViolations, seriousA11yViolations } from './axe';

/**
 * axe-core (WCAG 2.2 A/AA) on every public page, in both themes and on a phone and a desktop
 * screen: no serious or critical violations.
 */
const PAGES = ['/', '/search', '/property/:id', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/enquire', '/blog', '/extras', '/login', '/no-such-page'];

async function firstVillaId(request: APIRequestContext): Promise<string> {
  const villas = (await (await request.get('/api/properties')).json()) as { id: string }[];
  return villas[0].id;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(300);
}

// The light theme at a desktop and a phone width; the dark theme on the desktop page, switched by the
// header's own toggle once the light one is scanned (its colours are the same at every width).
for (const width of [1280, 360] as const) {
  test.describe(`accessibility (${width}px wide)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('theme', 'light');
        localStorage.setItem('language', 'en');
      });
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations${width === 1280 ? ' in the light and the dark theme' : ''}`, async ({ page, request }) => {
        await page.goto(path.includes(':id') ? path.replace(':id', await firstVillaId(request)) : path);
        await settle(page);
        // Soft: a light-theme violation still lets the dark theme be scanned and reported too.
        expect.soft(describeViolations(await seriousA11yViolations(page)), 'light theme').toBe('');
        if (width !== 1280) return;
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        // Past any colour transition, so contrast is measured on the dark theme's final colours.
        await page.waitForTimeout(400);
        expect(describeViolations(await seriousA11yViolations(page)), 'dark theme').toBe('');
      });
    }
  });
}

test('a toast over the page (a status message in the shared toaster) has no serious or critical axe violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/extras?tab=car-hire');
  const card = page.locator('.extra-card', { hasText: 'SUV car hire' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();
  expect(describeViolations(await seriousA11yViolations(page))).toBe('');
});
