import { expect, test, type Cookie } from './fixtures';
import { addStay, DEMO_ADMIN, gql } from './checkout-helpers';
import { describeViolations, seriousA11yViolations } from './axe';

/**
 * axe-core (WCAG 2.2 A/AA) on the signed-in screens — account tabs, shortlist, checkout with a
 * stay in the basket, every admin view — in both themes, on a desktop and a phone screen.
 */
const PAGES = [
  '/account',
  '/account?tab=password',
  '/account?tab=bookings',
  '/account?tab=orders',
  '/account?tab=shortlist',
  '/shortlist',
  '/checkout',
  '/admin',
  '/admin?view=users',
  '/admin?view=bookings',
  '/admin?view=newsletter',
  '/admin?view=payments',
  '/admin?view=audit',
];

for (const [theme, width] of [
  ['light', 1280],
  ['dark', 360],
] as const) {
  test.describe(`accessibility of the signed-in screens (${theme} theme, ${width}px wide)`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One admin session with a stay in its basket, shared by the tests of this screen size:
    // each test gets a fresh page that carries the session's cookie.
    let session: Cookie[];
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const login = await gql(page, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: DEMO_ADMIN });
      if (login.errors) throw new Error(`login: ${login.errors[0].message}`);
      await addStay(page, width === 360 ? 3 : 2, 60);
      session = await context.cookies();
      await context.close();
    });

    test.beforeEach(async ({ context, page }) => {
      await context.addCookies(session);
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('language', 'en');
      }, theme);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('main h1').first().waitFor();
        await page.waitForTimeout(300);
        expect(describeViolations(await seriousA11yViolations(page))).toBe('');
      });
    }
  });
}
