import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { uniqueEmail } from './checkout-helpers';

interface Villa {
  id: string;
  title: string;
  description: string;
  price: number;
  images: { url: string }[];
}

/** A published villa, as the public API lists it (in English). */
async function firstVilla(request: APIRequestContext): Promise<Villa> {
  const res = await request.post('/graphql', {
    data: { query: '{ properties(page: { offset: 0, limit: 1 }) { items { id title description price images { url } } } }' },
    headers: { 'Accept-Language': 'en' },
  });
  const body = (await res.json()) as { data: { properties: { items: Villa[] } } };
  return body.data.properties.items[0];
}

const gbp = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(amount);

/** What React says when the browser's first render differs from the server's HTML (in production builds, by error number). */
const HYDRATION_TROUBLE = /hydrat|mismatch|did not match|react\.dev\/errors\/(418|419|423|425)\b/i;

/** The page has hydrated: the server's "not yet usable" mark on #root is gone. */
async function interactive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a villa page shows its title, price, description and first photo', async ({ page, request }) => {
    const villa = await firstVilla(request);
    await page.goto(`/property/${villa.id}`);
    await expect(page.getByRole('heading', { level: 1, name: villa.title })).toBeVisible();
    await expect(page.getByTestId('weekly-price')).toHaveText(gbp(villa.price));
    await expect(page.getByText(villa.description, { exact: true })).toBeVisible();
    const photo = page.locator(`img[src="${villa.images[0].url}"]`).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the home page shows its hero heading and an unknown address the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury villas, hand-picked for you' })).toBeVisible();
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const [language, heading] of [
    ['en', 'Luxury villas, hand-picked for you'],
    ['de', 'Luxusvillen, handverlesen für Sie'],
  ] as const) {
    test(`/, /search and a villa page hydrate in ${language} without a warning`, async ({ page, context, request, baseURL }) => {
      const villa = await firstVilla(request);
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await interactive(page);
      await page.goto('/search');
      await interactive(page);
      await page.goto(`/property/${villa.id}`);
      await interactive(page);
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
      expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
      // Hydrated, not re-rendered: the page works (the theme toggle answers).
      await page.getByRole('button', { name: language === 'de' ? 'Zum dunklen Design wechseln' : 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    });
  }

  test('a signed-in visitor gets the anonymous page from the server, then their own header in the browser', async ({ page }) => {
    const name = 'Ottilie Marchbanks';
    const register = await page.request.post('/api/auth/register', { data: { name, email: uniqueEmail('ssr'), password: 'secret-123' } });
    expect(register.status()).toBe(201);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain(name);
    await page.goto('/');
    await interactive(page);
    await expect(page.locator('.site-header__user')).toHaveText(name);
  });

  test('the theme and language chosen in one visit are the server-rendered first paint of the next', async ({ page }) => {
    await page.goto('/');
    await interactive(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const next = await (await page.request.get('/search')).text();
    expect(next).toContain('<html lang="de" class="dark">');
    expect(next).toContain('Alle Villen');
  });
});

test.describe('critical path', () => {
  test('a first visit paints from the HTML alone: no stylesheet is fetched, the largest image is asked for first, and hydrating changes no style', async ({ page, request }) => {
    const villa = await firstVilla(request);
    const requested: { url: string; type: string }[] = [];
    page.on('request', (req) => requested.push({ url: new URL(req.url()).pathname, type: req.resourceType() }));
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));

    await page.goto(`/property/${villa.id}`);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    const photo = page.locator(`img[src="${villa.images[0].url}"]`).first();
    await expect(photo).toBeVisible();
    // Styled before any script: the gallery frame has its own layout, not the browser's default.
    expect(await page.locator('.gallery__frame').first().evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
    expect(requested.filter((r) => r.type === 'stylesheet')).toEqual([]);
    const afterDocument = requested.filter((r) => r.type !== 'document');
    expect(afterDocument[0]?.url).toBe(villa.images[0].url);
    // The inline <style> is allowed by the page's CSP (a refused one is reported on the console).
    expect(messages.filter((message) => /Content Security Policy|Refused to apply/i.test(message))).toEqual([]);

    // Moving on in the app (no new document) still brings the next page's own stylesheet.
    await page.evaluate(() => {
      history.pushState({}, '', '/search');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main .villa-card').first()).toBeVisible();
    await expect.poll(() => requested.filter((r) => r.type === 'stylesheet' && /\/SearchPage-[\w-]+\.css$/.test(r.url)).length).toBe(1);

    // Results after the first are drawn as they come near the screen, and every one of them when printed.
    const later = page.locator('main .villa-grid > li').nth(5);
    await expect.poll(() => later.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => later.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
  });
});
