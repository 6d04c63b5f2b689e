import type { Page } from 'playwright-core';
import { describeViolations, openBrowser, seriousA11yViolations, url, type E2EBrowser } from './helpers';

/**
 * axe-core (WCAG 2.1 A/AA) on every public page, in both themes and on a phone and a desktop
 * screen: no serious or critical violations.
 */
let browser: E2EBrowser;
let propertyId: string;

beforeAll(async () => {
  browser = await openBrowser();
  const villas = (await (await fetch(url('/api/properties'))).json()) as { id: string }[];
  propertyId = villas[0].id;
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ['/', '/search', '/property/:id', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/enquire', '/blog', '/extras', '/login', '/no-such-page'];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(300);
}

describe.each([
  ['light', 1280],
  ['dark', 1280],
  ['light', 360],
] as const)('accessibility (%s theme, %ipx wide)', (theme, width) => {
  it.each(PAGES)('%s has no serious or critical axe violations', async (path) => {
    const page = await browser.newPage({ width, height: 900 });
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('language', 'en');
    }, theme);
    await page.goto(path.replace(':id', propertyId));
    await settle(page);
    const violations = await seriousA11yViolations(page);
    expect(describeViolations(violations)).toBe('');
    await page.context().close();
  });
});
