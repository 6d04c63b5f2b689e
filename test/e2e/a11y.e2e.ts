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

for (const [theme, width] of [
  ['light', 1280],
  ['dark', 1280],
  ['light', 360],
] as const) {
  test.describe(`accessibility (${theme} theme, ${width}px wide)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('language', 'en');
      }, theme);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page, request }) => {
        await page.goto(path.includes(':id') ? path.replace(':id', await firstVillaId(request)) : path);
        await settle(page);
        expect(describeViolations(await seriousA11yViolations(page))).toBe('');
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
