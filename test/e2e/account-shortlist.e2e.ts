import { expect, test, type APIRequestContext } from './fixtures';

/** (1) A new account shortlists a villa from its page and sees it everywhere, then removes it. */
async function firstVillaId(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.post('/graphql', { data: { query: '{ properties(page: { limit: 1 }) { items { id title } } }' } });
  const body = (await res.json()) as { data: { properties: { items: { id: string; title: string }[] } } };
  return body.data.properties.items[0];
}

test('(1) register, shortlist a villa from its page, see it in the header, /shortlist and the account tab, remove it', async ({ page, request }) => {
  const villa = await firstVillaId(request);
  await page.goto('/login?tab=register');
  await page.getByLabel('Full Name').fill('Mary Somerville');
  await page.getByLabel('Email', { exact: true }).fill(`shortlist-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('shortlist-pass');
  await page.getByLabel('Confirm Password').fill('shortlist-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/account');

  await page.goto(`/property/${villa.id}`);
  await page.getByRole('button', { name: /add to shortlist/i }).first().click();
  await page.getByText('Added to shortlist').first().waitFor();
  await page.getByRole('link', { name: 'Shortlist (1 villa)' }).first().waitFor();

  await page.goto('/shortlist');
  await page.getByRole('heading', { name: villa.title }).waitFor();

  await page.goto('/account?tab=shortlist');
  const panel = page.getByRole('tabpanel', { name: 'Shortlist' });
  await panel.getByRole('heading', { name: villa.title }).waitFor();
  await expect(panel.getByRole('link', { name: /View/ })).toHaveAttribute('href', `/property/${villa.id}`);

  await page.goto('/shortlist');
  await page.getByRole('button', { name: `Remove ${villa.title} from shortlist` }).click();
  await page.getByText('Removed from shortlist').first().waitFor();
  await page.getByText('Your shortlist is empty').waitFor();
  await page.getByRole('link', { name: /Shortlist \(0 villas\)/ }).first().waitFor();
});
