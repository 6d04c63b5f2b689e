import { openBrowser, url, type E2EBrowser } from './helpers';

/** The harness itself: the built server answers and the browser renders the client. */
describe('e2e harness', () => {
  let browser: E2EBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the API and the client on a fresh database', async () => {
    const res = await fetch(url('/api/currencies'));
    expect(res.status).toBe(200);
    const page = await browser.newPage();
    await page.goto('/');
    await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy();
  });
});
