import { expect, test } from './fixtures';
import { addDays, monthStart } from '../../common/dates';
import { describeViolations, seriousA11yViolations } from './axe';
import { DEMO_ADMIN, gql, isoIn, loginInUi } from './checkout-helpers';

/**
 * Blocked dates end to end: an admin blocks a week in the villa editor's calendar
 * section; a visitor opening the villa's page sees that week crossed out in the check-in picker,
 * while the departure day stays free for an arrival.
 */
test('an admin blocks a week and a visitor sees it crossed out in the date picker', async ({ page: admin, browser }) => {
  await admin.goto('/');
  const list = await gql<{ properties: { items: { id: string; title: string }[] } }>(admin, '{ properties(page: { limit: 50 }) { items { id title } } }');
  const villas = list.data!.properties.items;
  const villa = villas[villas.length - 1];
  const checkIn = isoIn(150);
  const checkOut = addDays(checkIn, 7);

  await loginInUi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.waitForURL(/\/account/);
  await admin.goto(`/admin?view=villas&edit=${villa.id}`);
  const calendar = admin.getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByLabel('Export URL')).toHaveValue(/\/api\/ical\/[0-9a-f]+\.ics$/);
  const violations = await seriousA11yViolations(admin);
  expect(violations, describeViolations(violations)).toEqual([]);
  await calendar.getByLabel('First blocked night').fill(checkIn);
  await calendar.getByLabel('Free again from').fill(checkOut);
  await calendar.getByLabel('Reason').fill("Owner's week");
  await calendar.getByRole('button', { name: 'Block dates' }).click();
  await admin.getByText('Dates blocked', { exact: true }).waitFor();
  await expect(calendar.getByRole('list', { name: 'Blocked dates' })).toContainText("Owner's week");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/property/${villa.id}`);
  await visitor.getByRole('heading', { level: 1, name: villa.title }).waitFor();
  await visitor.getByRole('button', { name: /^Check-in/ }).click();
  const picker = visitor.getByRole('dialog', { name: /Check-in/ });
  // Forward to the month of the blocked week.
  for (let i = 0; i < 12 && !(await picker.locator(`[data-day="${checkIn}"]`).count()); i += 1) {
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  for (let night = checkIn; night < checkOut && monthStart(night) === monthStart(checkIn); night = addDays(night, 1)) {
    const day = picker.locator(`[data-day="${night}"]`);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveCSS('text-decoration-line', 'line-through');
  }
  if (monthStart(checkOut) === monthStart(checkIn)) await expect(picker.locator(`[data-day="${checkOut}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  if (monthStart(addDays(checkIn, -1)) === monthStart(checkIn)) await expect(picker.locator(`[data-day="${addDays(checkIn, -1)}"]`)).not.toHaveAttribute('aria-disabled', 'true');
});
