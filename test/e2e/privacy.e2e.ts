import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

/** The guest's own data end to end: sign up, download it as a file, then close the account (in German). */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('a guest downloads their data, then deletes their account in German and is signed out', async ({ page }) => {
  const email = `privacy-${unique()}@example.com`;
  const password = 'privacy-secret';
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });

  await page.goto('/login?tab=register');
  await page.getByLabel('Full Name').fill('Paula Private');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/account');

  // Download my data: one JSON file holding this account, and only it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file).toMatchObject({ format: 'villa-data-export/1', profile: { name: 'Paula Private', email }, bookings: [], orders: [], payments: [], newsletter: null, shortlist: [] });
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been downloaded.' })).toBeVisible();

  // Now in German: delete the account, with the confirmation step.
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  const form = page.getByRole('form', { name: 'Mein Konto löschen' });
  await form.getByLabel('Aktuelles Passwort').fill('falsches-passwort');
  await form.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await page.getByRole('alertdialog', { name: 'Ihr Konto endgültig löschen?' }).getByRole('button', { name: 'Ja, mein Konto löschen' }).click();
  await expect(form.getByText('Das aktuelle Passwort ist falsch')).toBeVisible();

  await form.getByLabel('Aktuelles Passwort').fill(password);
  await form.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await page.getByRole('alertdialog', { name: 'Ihr Konto endgültig löschen?' }).getByRole('button', { name: 'Ja, mein Konto löschen' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('status').filter({ hasText: 'Konto gelöscht' })).toContainText('Ihr Konto wurde gelöscht.');

  // Signed out for good: the account page asks to sign in, and the old password no longer works.
  await page.goto('/account');
  await page.waitForURL('**/login?returnTo=%2Faccount');
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});
