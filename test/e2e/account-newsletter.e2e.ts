import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mail-log';

/** (7) The newsletter confirmation page for a valid link (twice) and for invalid ones. */
test('(7) confirms with the e-mailed link, then says already confirmed; rejects bad links', async ({ page, request }) => {
  const email = `news-${Date.now()}@example.com`;
  const res = await request.post('/graphql', {
    data: { query: 'mutation($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) { alreadySubscribed } }', variables: { input: { email } } },
  });
  expect(((await res.json()) as { data: { subscribeNewsletter: { alreadySubscribed: boolean } } }).data.subscribeNewsletter.alreadySubscribed).toBe(false);
  const link = new URL(linkIn(await waitForMail(email, /confirm your subscription/i), '/newsletter/confirm/'));

  await page.goto(link.pathname);
  await page.getByRole('heading', { name: 'Subscription confirmed!' }).waitFor();
  await page.getByText('NEWSLETTER20').waitFor();
  await page.getByText(/20% off your first booking/).waitFor();

  await page.goto(link.pathname);
  await page.getByRole('heading', { name: 'Already confirmed' }).waitFor();

  await page.goto('/newsletter/confirm/not-a-real-token');
  await page.getByRole('alert').filter({ hasText: 'Invalid confirmation link' }).waitFor();

  await page.goto('/newsletter/confirm');
  await page.getByRole('alert').filter({ hasText: 'Invalid confirmation link' }).waitFor();
});
