import { expect, test, type Page } from './fixtures';
import { addDays } from '../../common/dates';
import { addStay, DEMO_ADMIN, gql, isoIn, uniqueEmail } from './checkout-helpers';
import { linkIn, waitForMail } from './mail-log';

/**
 * A verified review from stay to villa page: a guest's stay ends (moved into the past through the
 * e2e server's test hooks), the review job e-mails the link, the guest rates the stay on the page
 * it opens, staff reply and approve it in the back office, and the villa page shows it as a
 * verified stay with the reply, in English and in German.
 */

async function inLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

async function hook(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`/api/test-hooks/${path}`, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

test('a guest reviews an ended stay from the e-mailed link; staff reply and approve; the villa page shows a verified stay in both languages', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await inLanguage(page, 'en');
  await page.goto('/');
  const email = uniqueEmail('review');
  expect((await page.request.post('/api/auth/register', { data: { name: 'Rita Reviewer', email, password: 'secret123' } })).status()).toBe(201);
  const villa = await addStay(page, 6, 250);
  const placed = await page.request.post('/api/checkout', {
    data: { leadGuestName: 'Rita Reviewer', leadGuestEmail: email, leadGuestPhone: '+44 20 7946 0000', paymentOption: 'full', paymentMethod: '4242 4242 4242 4242', idempotencyKey: `e2e-review-${Date.now()}` },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as { id: string };

  // The stay ended last month (days 3 to 10, so the stay has one month); the review job sends its link.
  const today = isoIn(0);
  const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 3)).toISOString().slice(0, 10);
  const [checkIn, checkOut] = [lastMonth, addDays(lastMonth, 7)];
  await hook(page, `orders/${order.id}/stay-dates`, { checkIn, checkOut });
  await hook(page, 'jobs/reviews.requests', {});
  const mail = await waitForMail(email, /How was your stay/);
  expect(mail.text).toContain(villa.title);
  const link = new URL(linkIn(mail, '/review/'));

  // The guest's review, from the link.
  await page.goto(link.pathname + link.search);
  const form = page.getByRole('form', { name: 'Review your stay' });
  await form.getByLabel('Overall rating').selectOption('5');
  await form.getByLabel('Cleanliness').selectOption('5');
  await form.getByLabel('Location').selectOption('4');
  await form.getByLabel('Value for money').selectOption('4');
  await form.getByLabel('Service').selectOption('5');
  const title = `Sea view mornings ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Quiet terrace, a spotless kitchen and the beach a short walk away. We would come back.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText(/Thank you for your review/)).toBeVisible();
  // The link works once.
  const again = await page.request.post('/api/reviews', {
    data: { token: link.pathname.split('/').pop(), rating: 5, cleanliness: 5, location: 5, value: 5, service: 5, title: 'Again', content: 'A second review of the same stay, which must be refused.' },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(again.status()).toBeLessThan(500);

  // Staff: a reply under it, then approval.
  const staff = await (await browser.newContext()).newPage();
  await inLanguage(staff, 'en');
  await staff.goto('/');
  const login = await gql(staff, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: DEMO_ADMIN });
  expect(login.errors).toBeUndefined();
  await staff.goto('/admin?view=reviews');
  const card = staff.getByRole('article', { name: title });
  await card.getByLabel('Reply under the review').fill('Thank you, Rita: we look forward to your next stay.');
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expect(card.getByLabel('Reply under the review')).toHaveValue('Thank you, Rita: we look forward to your next stay.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await staff.context().close();

  // Visitors see it on the villa page, labelled a verified stay, with the reply.
  const stayMonth = (language: string) => new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checkIn}T12:00:00Z`));
  for (const [language, words] of [
    ['en', { region: 'Guest reviews', verified: 'Verified stay', reply: 'Reply from our team' }],
    ['de', { region: 'Gästebewertungen', verified: 'Verifizierter Aufenthalt', reply: 'Antwort unseres Teams' }],
  ] as const) {
    const visitor = await (await browser.newContext()).newPage();
    await inLanguage(visitor, language);
    await visitor.goto(`/property/${villa.propertyId}`);
    const reviews = visitor.getByRole('region', { name: words.region, exact: true });
    const review = reviews.getByRole('listitem').filter({ hasText: title });
    await expect(review).toContainText(`${words.verified}, ${stayMonth(language)}`);
    await expect(review).toContainText(words.reply);
    await expect(review).toContainText('we look forward to your next stay');
    await visitor.context().close();
  }
});
