import { expect, test } from './fixtures';

/** The harness itself: the built server answers and the browser renders the client. */
test.describe('e2e harness', () => {
  test('serves the API and the client on a fresh database', async ({ page, request }) => {
    const res = await request.get('/api/currencies');
    expect(res.status()).toBe(200);
    await page.goto('/');
    await expect(page.locator('main h1').first()).not.toBeEmpty();
  });
});
