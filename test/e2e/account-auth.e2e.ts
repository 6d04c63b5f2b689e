import { expect, test, type Page } from './fixtures';
import { linkIn, waitForMail } from './mail-log';

/** Accounts end to end: register, change the password, and reset a forgotten one by e-mail. */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/login?tab=register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/account');
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logout(page: Page) {
  await page.goto('/account');
  await page.locator('.account-page__head').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/');
}

test.describe('account e2e', () => {
  test('(5) changes the password, then logs in with the new one only', async ({ page }) => {
    const email = `change-${unique()}@example.com`;
    await register(page, 'Grace Hopper', email, 'first-pass');
    await expect(page.getByText('Grace Hopper').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.waitForURL('**/account?tab=password');
    await page.getByLabel('Current Password').fill('first-pass');
    await page.getByLabel('New Password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm New Password').fill('second-pass');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await expect(page.getByLabel('Current Password')).toHaveValue('');

    await logout(page);
    await login(page, email, 'first-pass');
    await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');

    await login(page, email, 'second-pass');
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  });

  test('(6) resets a forgotten password with the e-mailed link', async ({ page }) => {
    const email = `reset-${unique()}@example.com`;
    await register(page, 'Katherine Johnson', email, 'old-secret');
    await logout(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByText('If an account exists with this email, you will receive password reset instructions.').waitFor();

    const mail = await waitForMail(email, /password/i);
    const link = new URL(linkIn(mail, '/reset-password/'));
    await page.goto(link.pathname);
    await page.getByLabel('New Password', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirm New Password').fill('new-secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset.').first().waitFor();

    // The link works once.
    await page.goto(link.pathname);
    await page.getByLabel('New Password', { exact: true }).fill('third-secret');
    await page.getByLabel('Confirm New Password').fill('third-secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor();

    await login(page, email, 'new-secret');
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  });
});
