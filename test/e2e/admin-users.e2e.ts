import { expect, test, type Page } from './fixtures';
import { DEMO_ADMIN, gql, loginInUi, registerInUi, uniqueEmail } from './checkout-helpers';

/**
 * Admin user management end to end: suspending ends the customer's open session and blocks
 * their next login; unsuspend, grant and revoke admin; delete another user after confirming.
 */
async function userRow(admin: Page, email: string) {
  await admin.goto(`/admin?view=users&q=${encodeURIComponent(email)}`);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  return row;
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

test.describe('admin panel', () => {
  test('shows Access Denied to visitors and customers', async ({ page }) => {
    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
    await page.getByText('Please login to access the admin panel').waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fadmin$/);
    await registerInUi(page, 'Nosy Customer', uniqueEmail('nosy'));
    await page.waitForURL(/\/admin$/);
    await page.getByText('You do not have admin privileges').waitFor();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  test('suspends a signed-in customer (signed out, login refused), unsuspends, grants and revokes admin, deletes another user', async ({ page: customer, browser }) => {
    const customerEmail = uniqueEmail('suspend');
    await customer.goto('/login?tab=register');
    await registerInUi(customer, 'Sam Suspended', customerEmail);
    await customer.waitForURL(/\/account/);

    // Each in a context of its own: another visitor, and the admin.
    const other = await browser.newPage();
    await other.goto('/');
    const otherEmail = uniqueEmail('delete');
    const registered = await gql(other, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: { name: 'Dora Deleted', email: otherEmail, password: 'secret123' } });
    expect(registered.errors).toBeUndefined();

    const admin = await browser.newPage();
    await loginInUi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/account/);

    // Suspend: the customer's open session ends, and logging in again fails.
    let row = await userRow(admin, customerEmail);
    await row.getByRole('button', { name: 'Suspend Sam Suspended' }).click();
    await expectToast(admin, 'User status updated');
    await row.getByText('Suspended', { exact: true }).waitFor();
    const me = await gql<{ me: unknown }>(customer, '{ me { id } }');
    expect(me.data!.me).toBeNull();
    await customer.goto('/account');
    await customer.waitForURL(/\/login/);
    await loginInUi(customer, customerEmail, 'secret123');
    await expectToast(customer, 'Login failed');
    expect(customer.url()).toContain('/login');

    // Unsuspend: logging in works again.
    row = await userRow(admin, customerEmail);
    await row.getByRole('button', { name: 'Unsuspend Sam Suspended' }).click();
    await expectToast(admin, 'User status updated');
    await row.getByText('Active', { exact: true }).waitFor();
    await loginInUi(customer, customerEmail, 'secret123');
    await customer.waitForURL(/\/account/);

    // Grant, then revoke admin.
    await row.getByRole('button', { name: 'Make admin: Sam Suspended' }).click();
    await expectToast(admin, 'Admin status updated');
    await row.getByRole('button', { name: 'Remove admin rights from Sam Suspended' }).click();
    await expectToast(admin, 'Admin status updated');
    await row.getByRole('button', { name: 'Make admin: Sam Suspended' }).waitFor();

    // The admin's own row cannot be changed.
    const own = await userRow(admin, DEMO_ADMIN.email);
    for (const button of await own.getByRole('button').all()) await expect(button).toBeDisabled();

    // Delete another user, after the confirmation.
    row = await userRow(admin, otherEmail);
    await row.getByRole('button', { name: 'Delete Dora Deleted' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toContainText('This action cannot be undone. This will permanently delete the user account and all associated data.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(admin, 'User deleted successfully');
    await admin.getByText('Nothing found.').waitFor();

    // The audit log lists what was done.
    await admin.goto('/admin?view=audit');
    for (const action of ['Account suspended', 'Suspension lifted', 'Admin rights granted', 'Admin rights revoked', 'Account deleted']) {
      await admin.getByRole('cell', { name: action }).first().waitFor();
    }
    await other.close();
    await admin.close();
  });
});
