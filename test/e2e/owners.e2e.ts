import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { addDays, businessToday } from '../../common/dates';
import { describeViolations, seriousA11yViolations } from './axe';
import { DEMO_ADMIN, gql, isoIn, uniqueEmail } from './checkout-helpers';
import { linkIn, waitForMail } from './mail-log';

/**
 * Villa owners end to end, in English and in German: staff set a villa's owner in the villa
 * editor; the owner opens the invitation, chooses a password, signs in, sees the villa's
 * calendar, blocks a week (which guests then cannot book) and downloads the month's statement
 * as CSV and PDF. The owner's part also runs on a phone-sized window.
 */
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    setPassword: 'Set New Password',
    ownerSection: 'Owner',
    ownerEmail: "Owner's e-mail",
    commission: 'Commission (%)',
    saveOwner: 'Save owner',
    invited: 'Owner saved and invited by e-mail to choose a password.',
    mailSubject: /owner account/,
    portal: 'Owner portal',
    from: 'First night',
    to: 'Departure day',
    note: 'Note for our team (optional)',
    block: 'Block these dates',
    blocked: 'Your stay is blocked: guests cannot book these dates.',
    csv: 'Download CSV',
    pdf: 'Download PDF',
    csvHeader: 'Type,Month,Villa,Reference',
    yourStays: 'Your own stays',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    setPassword: 'Neues Passwort festlegen',
    ownerSection: 'Eigentümer',
    ownerEmail: 'E-Mail des Eigentümers',
    commission: 'Provision (%)',
    saveOwner: 'Eigentümer speichern',
    invited: 'Eigentümer gespeichert und per E-Mail eingeladen, ein Passwort zu wählen.',
    mailSubject: /Eigentümerkonto/,
    portal: 'Eigentümerportal',
    from: 'Erste Nacht',
    to: 'Abreisetag',
    note: 'Notiz für unser Team (optional)',
    block: 'Diese Termine sperren',
    blocked: 'Ihr Aufenthalt ist gesperrt: Gäste können diese Termine nicht buchen.',
    csv: 'CSV herunterladen',
    pdf: 'PDF herunterladen',
    csvHeader: 'Art;Monat;Villa;Referenz',
    yourStays: 'Ihre eigenen Aufenthalte',
  },
} as const;

/** The visitor's language from the first page on: the client's stored choice and its cookie, which downloads carry. */
async function inLanguage(page: Page, language: 'en' | 'de', baseURL: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
}

async function login(page: Page, t: (typeof TEXT)['en' | 'de'], email: string, password: string): Promise<void> {
  await page.goto('/login');
  // Within the page's main part: the footer's newsletter form has an e-mail field too.
  const main = page.getByRole('main');
  await main.getByLabel(t.email, { exact: true }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: t.login, exact: true }).click();
}

for (const [language, index] of [
  ['en', 3],
  ['de', 4],
] as const) {
  test(`staff assign an owner, who accepts the invitation, blocks a week and downloads the statement (${language})`, async ({ browser, baseURL }) => {
    // Two browsers, an invitation by e-mail and two downloads: longer than the default on a busy machine.
    test.setTimeout(300_000);
    const t = TEXT[language];
    const staffContext = await browser.newContext();
    const admin = await staffContext.newPage();
    await inLanguage(admin, language, baseURL!);
    await admin.goto('/');
    const list = await gql<{ properties: { items: { id: string; title: string }[] } }>(admin, '{ properties(page: { limit: 20 }) { items { id title } } }');
    const villa = list.data!.properties.items[index];
    const ownerEmail = uniqueEmail(`owner-${language}`);

    // Staff: the owner and the commission in the villa editor.
    await login(admin, t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/account/);
    await admin.goto(`/admin?view=villas&edit=${villa.id}`);
    const section = admin.getByRole('region', { name: t.ownerSection, exact: true });
    await section.getByLabel(t.ownerEmail).fill(ownerEmail);
    await section.getByLabel(t.commission).fill('17.5');
    await section.getByRole('button', { name: t.saveOwner }).click();
    await admin.getByText(t.invited, { exact: true }).waitFor();
    await expect(section.getByTestId('villa-owner-current')).toContainText(ownerEmail);

    // The owner: the invitation's link, a password, then the portal.
    const mail = await waitForMail(ownerEmail, t.mailSubject);
    expect(mail.text).toContain(villa.title);
    const ownerContext = await browser.newContext(language === 'de' ? { viewport: { width: 390, height: 844 } } : {});
    const owner = await ownerContext.newPage();
    await inLanguage(owner, language, baseURL!);
    await owner.goto(new URL(linkIn(mail, '/reset-password/')).pathname);
    await owner.getByLabel(t.newPassword, { exact: true }).fill('owner-secret-1');
    await owner.getByLabel(t.confirmPassword).fill('owner-secret-1');
    await owner.getByRole('button', { name: t.setPassword }).click();
    await owner.waitForURL('**/login');
    await login(owner, t, ownerEmail, 'owner-secret-1');
    await owner.waitForURL(/\/account/);
    await owner.goto('/owner');
    await owner.getByRole('heading', { level: 1, name: t.portal }).waitFor();
    await expect(owner.getByRole('link', { name: new RegExp(villa.title) })).toBeVisible();
    // Eighteen months of calendar.
    await expect(owner.locator('table.owner-calendar__month')).toHaveCount(18);
    const violations = await seriousA11yViolations(owner);
    expect(violations, describeViolations(violations)).toEqual([]);

    // A week for the owner's own stay, clear of the weeks other specs on this server book at villas 3 and 4
    // (keyboard journey 3 books villa 4 at 200 and 235 days, so 240 days collided when it ran first).
    const from = isoIn(300 + index * 10);
    const to = addDays(from, 7);
    await owner.getByLabel(t.from).fill(from);
    await owner.getByLabel(t.to).fill(to);
    await owner.getByLabel(t.note).fill('Family');
    await owner.getByRole('button', { name: t.block }).click();
    await owner.getByText(t.blocked, { exact: true }).waitFor();
    await expect(owner.locator(`td[data-day="${from}"]`)).toHaveAttribute('data-state', 'owner');
    await expect(owner.locator(`td[data-day="${addDays(to, -1)}"]`)).toHaveAttribute('data-state', 'owner');
    await expect(owner.getByRole('list', { name: t.yourStays })).toContainText('Family');

    // Guests cannot book it now.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/');
    const added = await gql(guest, 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', { input: { propertyId: villa.id, checkIn: addDays(from, 2), checkOut: addDays(from, 9), guests: 2 } });
    expect(added.errors?.[0]?.message).toBeTruthy();

    // This month's statement, as CSV and PDF, in the owner's language.
    const month = businessToday().slice(0, 7);
    // Pointing at a download link fetches no page of the app (it used to fetch the 404 page's code).
    const requested: string[] = [];
    owner.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const [csv] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: t.csv }).click()]);
    expect(csv.suggestedFilename()).toBe(`statement-${month}-${language}.csv`);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain(t.csvHeader);
    const [pdf] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: t.pdf }).click()]);
    expect(pdf.suggestedFilename()).toBe(`statement-${month}-${language}.pdf`);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(requested.filter((path) => path.startsWith('/assets/'))).toEqual([]);

    await staffContext.close();
    await ownerContext.close();
  });
}
