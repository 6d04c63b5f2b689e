import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { addStay, DEMO_ADMIN, gql, isoIn, uniqueEmail } from './checkout-helpers';
import { expectFocusUsable, pressThenFocused, skipToMain, tabTo, typeDate } from './keyboard-focus';
import { linkIn, waitForMail } from './mail-log';
import { escapeRegExp, head, like, startingWith, text, type MessageId } from './texts';

/*
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11, 3.3.1, 3.3.7, 3.3.8): nothing is
 * clicked; the keyboard moves the focus and acts, and every step checks that the focus is where
 * it should be, visible, in the viewport and not under the sticky header (keyboard-focus.ts).
 * Set-up that is not the journey (accounts, orders) goes through the API. Each journey runs in
 * English and in German, finding its controls by the storefront's own texts (texts.ts). Then the
 * target sizes at 390 px and the accessibility tree's landmarks and headings of the main pages in
 * both languages.
 */

// Ten journeys and the page checks: each test stands alone, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'keyboard-pass-1';

async function inLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/** Signs up through the API, in the page's own session (signed in) or apart from it (`signedIn: false`). */
async function signUp(page: Page, prefix: string, { signedIn }: { signedIn: boolean }): Promise<string> {
  const email = uniqueEmail(prefix);
  const request = signedIn ? page.request : page.context().request;
  const res = await request.post('/api/auth/register', { data: { name: 'Kay Board', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  if (!signedIn) await page.context().clearCookies();
  return email;
}

/** Moves through an open date picker with arrow keys until the focused day can be chosen, then picks it. */
async function pickFocusedOrNext(page: Page, calendar: Locator, step = 'ArrowRight'): Promise<string> {
  // Six weeks: other journeys may have taken a week or two of the same villa.
  for (let tries = 0; tries < 42; tries += 1) {
    // The month's availability first: until it is in, no day can be picked.
    await expect(calendar.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    const day = calendar.locator('button[tabindex="0"]');
    await expectFocusUsable(day);
    if ((await day.getAttribute('aria-disabled')) !== 'true') {
      const iso = (await day.getAttribute('data-day'))!;
      await page.keyboard.press('Enter');
      return iso;
    }
    await page.keyboard.press(step);
  }
  throw new Error('No day that can be picked within six weeks');
}

test.describe('keyboard only', () => {
  for (const language of ['en', 'de'] as const) {
    test(`(1) home → search → villa → dates → Add to Basket → sign in (pasted password) → checkout with the test card (${language})`, async ({ page }) => {
      const t = (id: MessageId, values?: Record<string, string>) => text(language, id, values);
      await inLanguage(page, language);
      const email = await signUp(page, `kbd-book-${language}`, { signedIn: false });
      await page.goto('/');

      await pressThenFocused(page, 'Tab', page.getByRole('link', { name: t('app.skipToContent') }));
      // The hero slideshow can be paused (2.2.2).
      const pause = page.getByRole('button', { name: t('home.hero.pause') });
      await tabTo(page, pause);
      await pressThenFocused(page, 'Enter', page.getByRole('button', { name: t('home.hero.play') }));

      const search = page.getByRole('search');
      const where = search.getByLabel(t('searchBar.where'));
      await tabTo(page, where);
      await page.keyboard.press('ArrowDown');
      await expect(where).toHaveValue('corfu');

      const when = search.getByRole('button', { name: startingWith(language, 'searchBar.when') });
      await tabTo(page, when);
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: t('searchBar.when') });
      // Months ahead with PageDown, the week's first day with Home, Escape and back.
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('Home');
      await pressThenFocused(page, 'Escape', when);
      await expect(calendar).toHaveCount(0);
      await page.keyboard.press('Enter');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('End');
      await pickFocusedOrNext(page, calendar);
      await expectFocusUsable(when);
      await expect(when).not.toContainText(t('searchBar.anytime'));

      const who = search.getByRole('button', { name: startingWith(language, 'searchBar.who') });
      await tabTo(page, who);
      await page.keyboard.press('Enter');
      await tabTo(page, search.getByRole('button', { name: t('searchBar.increase', { label: t('searchBar.adults') }) }));
      await page.keyboard.press('Enter');
      await pressThenFocused(page, 'Escape', who);
      await expect(who).toContainText('3');

      await tabTo(page, search.getByRole('button', { name: t('searchBar.search') }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?/);
      const firstVilla = page.locator('main .villa-card__link').first();
      await tabTo(page, firstVilla);
      const title = (await firstVilla.textContent())!.trim();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      const booking = page.getByRole('form', { name: t('booking.title') });
      const checkIn = booking.getByRole('button', { name: startingWith(language, 'booking.checkIn') });
      await tabTo(page, checkIn);
      await page.keyboard.press('Enter');
      // Thirteen months ahead: clear of the weeks other specs on this server book or hold in baskets.
      for (let months = 0; months < 13; months += 1) await page.keyboard.press('PageDown');
      const arrival = await pickFocusedOrNext(page, page.getByRole('dialog', { name: t('booking.checkIn') }));
      await expectFocusUsable(checkIn);
      const checkOut = booking.getByRole('button', { name: startingWith(language, 'booking.checkOut') });
      await tabTo(page, checkOut);
      await page.keyboard.press('Enter');
      const departureCalendar = page.getByRole('dialog', { name: t('booking.checkOut') });
      await page.keyboard.press('ArrowLeft');
      await expect(departureCalendar.locator('button[tabindex="0"]')).toHaveAttribute('aria-label', like(language, 'datePicker.rangeStart'));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const departure = await pickFocusedOrNext(page, departureCalendar);
      expect(departure > arrival).toBe(true);
      await expect(booking.getByTestId('booking-range')).toContainText(head(language, 'booking.stayRange'));

      // After Add to Basket the focus is on the note saying so, not lost on the page.
      await tabTo(page, booking.getByRole('button', { name: t('booking.addToBasket') }));
      await page.keyboard.press('Enter');
      await expectFocusUsable(booking.getByTestId('booking-added'));
      await pressThenFocused(page, 'Tab', booking.getByRole('link', { name: t('booking.goToCheckout') }));
      await page.keyboard.press('Enter');

      // Sign-in: the fields say what they hold to password managers, and pasting works (3.3.8).
      await page.waitForURL(/\/login\?returnTo=%2Fcheckout/);
      const emailField = page.locator('main').getByLabel(t('auth.field.email'), { exact: true });
      const passwordField = page.locator('main').getByLabel(t('auth.field.password'), { exact: true });
      await expect(emailField).toHaveAttribute('autocomplete', /^(email|username)$/);
      await expect(passwordField).toHaveAttribute('autocomplete', 'current-password');
      await tabTo(page, emailField);
      await page.keyboard.type(email);
      await pressThenFocused(page, 'Tab', passwordField);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate((copied) => navigator.clipboard.writeText(copied), PASSWORD);
      await page.keyboard.press('ControlOrMeta+V');
      await expect(passwordField).toHaveValue(PASSWORD);
      await page.keyboard.press('Enter');

      // Checkout asks only for what the account does not already hold (3.3.7).
      await page.waitForURL(/\/checkout$/);
      await expect(page.getByLabel(t('checkout.guest.name'))).toHaveValue('Kay Board');
      await expect(page.locator('main').getByLabel(t('checkout.guest.email'), { exact: true })).toHaveValue(email);
      await tabTo(page, page.getByLabel(t('checkout.guest.phone')));
      await page.keyboard.type('+44 20 7946 0100');
      await tabTo(page, page.getByRole('button', { name: t('checkout.card.useLabel', { card: '4242 4242 4242 4242' }) }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: like(language, 'checkout.submit') }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout\/confirmation\/.+/);
      await page.getByRole('heading', { level: 1, name: t('checkout.confirmation.title') }).waitFor();
    });
  }

  for (const language of ['en', 'de'] as const) {
    test(`(2) registers, signs out and in, and resets the password (${language})`, async ({ page }) => {
      const t = (id: MessageId) => text(language, id);
      await inLanguage(page, language);
      const email = uniqueEmail(`kbd-account-${language}`);
      await page.goto('/login?tab=register');
      const main = page.locator('main');
      await tabTo(page, main.getByLabel(t('auth.field.name')));
      await page.keyboard.type('Kai Tastatur');
      await pressThenFocused(page, 'Tab', main.getByLabel(t('auth.field.email'), { exact: true }));
      await page.keyboard.type(email);
      await pressThenFocused(page, 'Tab', main.getByLabel(t('auth.field.password'), { exact: true }));
      await page.keyboard.type(PASSWORD);
      await tabTo(page, main.getByLabel(t('auth.field.confirmPassword')));
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/account');
      await page.getByRole('heading', { level: 1, name: t('account.welcomeBack') }).waitFor();

      const signOut = page.locator('.account-page__head').getByRole('button', { name: t('account.logout') });
      await tabTo(page, signOut);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/login');
      await tabTo(page, main.getByLabel(t('auth.field.email'), { exact: true }));
      await page.keyboard.type(email);
      await pressThenFocused(page, 'Tab', main.getByLabel(t('auth.field.password'), { exact: true }));
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/account');
      await tabTo(page, signOut);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/login');
      await tabTo(page, page.getByRole('link', { name: t('auth.forgotLink') }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/forgot-password');
      await tabTo(page, main.getByLabel(t('auth.field.email'), { exact: true }));
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await page.getByText(t('auth.forgot.sent')).first().waitFor();

      // Sign-up sent a confirmation link first; the reset link comes in its own mail.
      const mail = await waitForMail(email, /Passwort|password/i);
      await page.goto(new URL(linkIn(mail, '/reset-password/')).pathname);
      await tabTo(page, main.getByLabel(t('auth.field.newPassword'), { exact: true }));
      await page.keyboard.type('keyboard-pass-2');
      await tabTo(page, main.getByLabel(t('auth.field.confirmNewPassword')));
      await page.keyboard.type('keyboard-pass-2');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/login');
      await page.getByText(t('auth.reset.success')).first().waitFor();
    });
  }

  for (const language of ['en', 'de'] as const) {
    test(`(3) the account: exports the data, pays a balance, cancels an order (${language})`, async ({ page }) => {
      const t = (id: MessageId, values?: Record<string, string>) => text(language, id, values);
      await inLanguage(page, language);
      await page.goto('/');
      const email = await signUp(page, `kbd-orders-${language}`, { signedIn: true });
      const order = async (index: number, inDays: number, paymentOption: 'DEPOSIT' | 'FULL') => {
        await addStay(page, index, inDays);
        const placed = await gql<{ checkout: { order: { orderNumber: string } } }>(page, 'mutation($input: CheckoutInput!) { checkout(input: $input) { order { orderNumber } } }', {
          input: { idempotencyKey: `kbd-${Date.now()}-${index}`, leadGuestName: 'Kay Board', leadGuestEmail: email, leadGuestPhone: '+44 20 7946 0101', paymentOption, paymentMethod: '4242 4242 4242 4242' },
        });
        if (placed.errors) throw new Error(`checkout: ${placed.errors[0].message}`);
        return placed.data!.checkout.order.orderNumber;
      };
      // Weeks of their own for each language: both may run on one server.
      const later = language === 'en' ? 0 : 35;
      const deposit = await order(4, 200 + later, 'DEPOSIT');
      const full = await order(5, 210 + later, 'FULL');

      await page.goto('/account');
      const download = page.getByRole('button', { name: t('account.data.download') });
      await tabTo(page, download);
      const file = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await file).suggestedFilename()).toMatch(/\.json$/);

      // The tabs: arrow keys move between them.
      await tabTo(page, page.getByRole('tab', { name: t('account.tab.profile') }), { back: true });
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      const ordersTab = page.getByRole('tab', { name: t('account.tab.orders') });
      await expectFocusUsable(ordersTab);
      await page.keyboard.press('Enter');
      await page.waitForURL(/tab=orders/);

      const depositCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t('account.orders.number', { number: deposit }) }) });
      const payBalance = depositCard.getByRole('button', { name: startingWith(language, 'account.pay.button') });
      await tabTo(page, payBalance);
      await page.keyboard.press('Enter');
      const payDialog = page.getByRole('dialog');
      await tabTo(page, payDialog.getByRole('button', { name: t('checkout.card.useLabel', { card: '4242 4242 4242 4242' }) }));
      await page.keyboard.press('Enter');
      await tabTo(page, payDialog.getByRole('button', { name: like(language, 'account.pay.submit') }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('account.pay.successTitle')).first()).toBeVisible();
      await expect(depositCard.getByTestId('instalment-BALANCE')).toContainText(t('schedule.status.PAID'));

      const fullCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t('account.orders.number', { number: full }) }) });
      const cancel = fullCard.getByRole('button', { name: t('account.cancel.button') });
      await tabTo(page, cancel);
      await page.keyboard.press('Enter');
      const cancelDialog = page.getByRole('alertdialog');
      // Escape closes the dialog and gives the focus back to the button that opened it.
      await expectFocusUsable(cancelDialog.getByRole('button', { name: t('account.cancel.keep') }));
      await pressThenFocused(page, 'Escape', cancel);
      await expect(cancelDialog).toHaveCount(0);
      await page.keyboard.press('Enter');
      const confirm = new RegExp(`${like(language, 'account.cancel.confirmRefund').source}|${like(language, 'account.cancel.confirm').source}`);
      await tabTo(page, cancelDialog.getByRole('button', { name: confirm }));
      await page.keyboard.press('Enter');
      await expect(fullCard).toContainText(t('account.status.cancelled'));
    });
  }

  for (const language of ['en', 'de'] as const) {
    test(`(4) the enquiry and flight-inquiry forms: a refused submission, its message read out, and the correction (${language})`, async ({ page }) => {
      const t = (id: MessageId, values?: Record<string, string | number>) => text(language, id, values);
      await inLanguage(page, language);
      await page.goto('/enquire');
      await skipToMain(page, t('app.skipToContent'));
      const main = page.locator('main');
      const name = main.getByLabel(t('enquire.field.name'), { exact: true });
      await tabTo(page, name);
      await page.keyboard.type('K');
      for (const [label, value] of [
        [t('enquire.field.email'), 'kai@example.com'],
        [t('enquire.field.phone'), '+49 30 1234567'],
        [t('enquire.field.subject'), 'Villa im Juli'],
      ]) {
        await pressThenFocused(page, 'Tab', main.getByLabel(label, { exact: true }));
        await page.keyboard.type(value);
      }
      await pressThenFocused(page, 'Tab', main.getByLabel(t('enquire.field.message'), { exact: true }));
      await page.keyboard.type('Wir suchen eine Villa für sechs Personen.');
      await tabTo(page, page.getByRole('button', { name: t('enquire.send') }));
      await page.keyboard.press('Enter');
      // The focus goes to the field to fix, which names its message; the live region says it too.
      await expectFocusUsable(name);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(t('enquire.error.name'));
      await expect(page.getByTestId('announcer')).toHaveText(t('form.errorSummary', { count: 1, field: t('enquire.field.name'), message: t('enquire.error.name') }));
      await page.keyboard.type('ai Tastatur');
      await tabTo(page, page.getByRole('button', { name: t('enquire.send') }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: t('enquire.sentTitle') })).toBeVisible();

      await page.goto('/extras?tab=flights');
      await skipToMain(page, t('app.skipToContent'));
      const form = page.getByRole('form', { name: t('flight.formTitle') });
      await tabTo(page, form.getByLabel(t('flight.field.name')));
      await page.keyboard.type('Kai Tastatur');
      const fields: [MessageId, string][] = [
        ['flight.field.email', 'kai@example.com'],
        ['flight.field.phone', '+49 30 1234567'],
        ['flight.field.passengers', '2'],
        ['flight.field.departureCountry', 'Deutschland'],
        ['flight.field.departureCity', ''],
        ['flight.field.destinationCountry', 'Griechenland'],
        ['flight.field.destinationCity', 'Korfu'],
        ['flight.field.departureDate', isoIn(40)],
        ['flight.field.returnDate', isoIn(47)],
      ];
      for (const [id, value] of fields) {
        // Tab may stop on a date field's calendar button first.
        const field = form.getByLabel(t(id), { exact: true });
        await tabTo(page, field, { max: 3 });
        if (id === 'flight.field.passengers') await page.keyboard.press('ControlOrMeta+A');
        if (id.endsWith('Date')) await typeDate(page, field, value);
        else if (value) await page.keyboard.type(value);
      }
      await tabTo(page, form.getByRole('button', { name: t('flight.submit') }));
      await page.keyboard.press('Enter');
      const city = form.getByLabel(t('flight.field.departureCity'), { exact: true });
      await expectFocusUsable(city);
      await expect(city).toHaveAccessibleDescription(t('flight.error.departureCity'));
      await expect(page.getByTestId('announcer')).toHaveText(t('form.errorSummary', { count: 1, field: t('flight.field.departureCity'), message: t('flight.error.departureCity') }));
      await page.keyboard.type('Berlin');
      await tabTo(page, form.getByRole('button', { name: t('flight.submit') }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('flight.thanksTitle'))).toBeVisible();
    });
  }

  for (const language of ['en', 'de'] as const) {
    test(`(5) staff: edits a villa text, reorders photos, adds a season and a block, and answers an enquiry (${language})`, async ({ page }) => {
      // The longest journey: the villa editor is a long form.
      test.setTimeout(180_000);
      const t = (id: MessageId, values?: Record<string, string>) => text(language, id, values);
      // Dates of its own for each language: both may run on one server.
      const later = language === 'en' ? 0 : 14;
      await inLanguage(page, language);
      await page.goto('/');
      const login = await gql(page, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: DEMO_ADMIN });
      if (login.errors) throw new Error(`login: ${login.errors[0].message}`);
      const list = await gql<{ properties: { items: { id: string }[] } }>(page, '{ properties(page: { limit: 8 }) { items { id } } }');
      const villaId = list.data!.properties.items[7].id;
      for (const colour of [40, 200]) {
        const buffer = await sharp({ create: { width: 640, height: 427, channels: 3, background: { r: colour, g: 120, b: 160 } } }).jpeg().toBuffer();
        const res = await page.request.post(`/api/admin/properties/${villaId}/images`, { multipart: { file: { name: `kbd-${colour}.jpg`, mimeType: 'image/jpeg', buffer } } });
        expect(res.status()).toBe(201);
      }
      const sender = `Kai Tastatur ${Date.now()}`;
      const sent = await gql(page, 'mutation($input: EnquiryInput!) { submitEnquiry(input: $input) { __typename } }', {
        input: { name: sender, email: 'kai@example.com', phone: '+49 30 1234567', subject: 'Villa im Juli', message: 'Wir suchen eine Villa für sechs Personen im Juli.' },
      });
      if (sent.errors) throw new Error(`submitEnquiry: ${sent.errors[0].message}`);

      await page.goto(`/admin?view=villas&edit=${villaId}`);
      await skipToMain(page, t('app.skipToContent'));
      const description = page.getByRole('textbox', { name: startingWith(language, 'admin.villa.field.description') }).first();
      await tabTo(page, description, { max: 120 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Ein weißes Haus über einer stillen Bucht, mit der Tastatur bearbeitet.');
      const save = page.getByRole('button', { name: t('admin.villa.save') });
      await tabTo(page, save, { max: 120 });
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('admin.villa.saved')).first()).toBeVisible();
      // The form is drawn afresh with the saved villa; the focus is back on Save, not lost.
      await expectFocusUsable(save);

      // Photos, just above the save bar: "Move down" moves the first photo; the focus stays on a move button of it.
      const gallery = page.getByRole('list', { name: t('admin.villa.photos.list') });
      const firstPhoto = gallery.getByRole('group').first();
      const moveDown = firstPhoto.getByRole('button', { name: t('admin.villa.photos.moveDown') });
      await tabTo(page, moveDown, { back: true, max: 40 });
      await page.keyboard.press('Enter');
      await expect(page.getByText(like(language, 'admin.villa.photos.moved'))).toBeAttached();
      await expectFocusUsable(page.locator(':focus'));

      // A new season's row takes the focus.
      await tabTo(page, page.getByRole('button', { name: t('admin.villa.rates.add') }), { max: 160 });
      await page.keyboard.press('Enter');
      const season = page.getByRole('group', { name: like(language, 'admin.villa.rates.row') }).last();
      await expectFocusUsable(season.getByLabel(t('admin.villa.rates.from')));
      await typeDate(page, season.getByLabel(t('admin.villa.rates.from')), isoIn(400 + later));
      await tabTo(page, season.getByLabel(t('admin.villa.rates.to')), { max: 3 });
      await typeDate(page, season.getByLabel(t('admin.villa.rates.to')), isoIn(407 + later));
      await tabTo(page, season.getByLabel(startingWith(language, 'admin.villa.rates.weeklyPrice')), { max: 3 });
      await page.keyboard.type('9900');
      await tabTo(page, page.getByRole('button', { name: t('admin.villa.rates.save') }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('admin.villa.rates.saved')).first()).toBeVisible();

      await tabTo(page, page.getByLabel(t('admin.calendar.field.checkIn')), { max: 120 });
      await typeDate(page, page.getByLabel(t('admin.calendar.field.checkIn')), isoIn(420 + later));
      await tabTo(page, page.getByLabel(t('admin.calendar.field.checkOut')), { max: 3 });
      await typeDate(page, page.getByLabel(t('admin.calendar.field.checkOut')), isoIn(427 + later));
      await tabTo(page, page.getByLabel(t('admin.calendar.field.reason')), { max: 3 });
      await page.keyboard.type('Renovierung');
      await pressThenFocused(page, 'Tab', page.getByRole('button', { name: t('admin.calendar.block.add') }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('admin.calendar.block.added')).first()).toBeVisible();

      await page.goto('/admin?view=enquiries');
      await skipToMain(page, t('app.skipToContent'));
      const read = page.getByRole('button', { name: `${t('admin.inbox.read')} ${t('admin.inbox.from', { name: sender })}` });
      await tabTo(page, read, { max: 120 });
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Villa im Juli' });
      const status = panel.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t('admin.inbox.statusLabel', { name: sender, date: '\u0000' }).split('\u0000')[0])}`) });
      await tabTo(page, status);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(t('admin.inbox.statusSaved', { status: t('admin.enquiryStatus.ANSWERED') })).first()).toBeVisible();
      const reply = panel.getByRole('link', { name: t('admin.inbox.reply') });
      await tabTo(page, reply);
      await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:kai@example\\.com\\?subject=${head(language, 'admin.inbox.replySubject').split(':')[0]}`));
      await pressThenFocused(page, 'Escape', read);
    });
  }
});

/** The main pages: the public ones a guest goes through, sign-in and the accessibility statement. */
async function mainPages(page: Page): Promise<string[]> {
  const list = await gql<{ properties: { items: { id: string }[] } }>(page, '{ properties(page: { limit: 1 }) { items { id } } }');
  return ['/', '/search', `/property/${list.data!.properties.items[0].id}`, '/special-offers', '/enquire', '/extras', '/login', '/accessibility'];
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('every interactive element of the main pages is at least 24 × 24 px at 390 px, or spaced as WCAG 2.5.8 allows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inLanguage(page, 'en');
  await page.goto('/');
  const failures: string[] = [];
  for (const url of await mainPages(page)) {
    await page.goto(url);
    await settle(page);
    const found = await page.evaluate(() => {
      const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
      const targets = [...document.querySelectorAll<HTMLElement>(selector)]
        .map((el) => ({ el, rect: el.getBoundingClientRect() }))
        // Shown and on the page: not visually hidden (the skip link until focused), not scrolled out of a carousel.
        .filter(({ el, rect }) => rect.width > 1 && rect.height > 1 && rect.right > 0 && rect.left < window.innerWidth && getComputedStyle(el).visibility !== 'hidden');
      const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
      // Exempt: a link inside a sentence (2.5.8's inline exception).
      const inline = (el: HTMLElement) => el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
      const small: string[] = [];
      for (const { el, rect } of targets) {
        if ((rect.width >= 24 && rect.height >= 24) || inline(el)) continue;
        // Spacing: a 24 px circle on its centre must not meet another target, nor another small target's circle.
        const c = centre(rect);
        const crowded = targets.some(({ el: other, rect: r }) => {
          if (other === el || other.contains(el) || el.contains(other)) return false;
          const nearestX = Math.max(r.left, Math.min(c.x, r.right));
          const nearestY = Math.max(r.top, Math.min(c.y, r.bottom));
          if (Math.hypot(nearestX - c.x, nearestY - c.y) < 12) return true;
          const o = centre(r);
          return (r.width < 24 || r.height < 24) && Math.hypot(o.x - c.x, o.y - c.y) < 24;
        });
        if (crowded) small.push(`${Math.round(rect.width)}×${Math.round(rect.height)} ${el.outerHTML.slice(0, 140)}`);
      }
      return { small, measured: targets.length };
    });
    expect(found.measured, `${url}: interactive elements measured`).toBeGreaterThan(15);
    failures.push(...found.small.map((line) => `${url}: ${line}`));
  }
  expect(failures).toEqual([]);
});

/**
 * The landmarks and their h1/h2 headings from an ARIA snapshot, with the nodes between (a region,
 * a list) as role and name only: what the stored snapshots keep, free of catalogue data. Matching
 * is partial, so anything else on the page may change without a review; these may not.
 */
function landmarksAndHeadings(snapshot: string): string {
  const KEPT = /^- (banner|navigation|main|contentinfo|complementary|search|heading "[^"]*" \[level=[12]\])/;
  interface Node {
    line: string;
    keep: boolean;
    children: Node[];
  }
  const root: Node = { line: '', keep: false, children: [] };
  const stack: { indent: number; node: Node }[] = [{ indent: -1, node: root }];
  for (const raw of snapshot.split('\n')) {
    const text = raw.trim();
    if (!text.startsWith('- ') || text.startsWith('- /')) continue;
    const indent = raw.length - raw.trimStart().length;
    while (stack[stack.length - 1].indent >= indent) stack.pop();
    const role = /^- (\w+)( "[^"]*")?( \[level=\d\])?/.exec(text);
    const node: Node = { line: role ? `- ${role[1]}${role[2] ?? ''}${role[1] === 'heading' ? (role[3] ?? '') : ''}` : '', keep: KEPT.test(text), children: [] };
    stack[stack.length - 1].node.children.push(node);
    stack.push({ indent, node });
  }
  const lines: string[] = [];
  const walk = (node: Node, depth: number): boolean => {
    const start = lines.length;
    if (node.line) lines.push('');
    let any = false;
    for (const child of node.children) any = walk(child, node.line ? depth + 1 : depth) || any;
    const kept = node.keep || any;
    if (!kept) {
      lines.length = start;
      return false;
    }
    if (node.line) lines[start] = `${'  '.repeat(depth)}${node.line}${any ? ':' : ''}`;
    return true;
  };
  walk(root, 0);
  return lines.join('\n');
}

const ARIA_DIR = path.join(__dirname, 'keyboard.aria');

for (const language of ['en', 'de'] as const) {
  test(`the landmarks and headings of the main pages are as reviewed (${language})`, async ({ page }) => {
    await inLanguage(page, language);
    await page.goto('/');
    const pages = await mainPages(page);
    for (const [index, url] of pages.entries()) {
      await page.goto(url);
      await settle(page);
      const file = path.join(ARIA_DIR, `${index}-${url.split('/')[1] || 'home'}-${language}.aria.yml`);
      // A villa's name is catalogue data: its page keeps only that there is an h1.
      const template = (text: string) => (url.startsWith('/property/') ? text.replace(/^(\s*- heading) "[^"]*" \[level=1\]/m, '$1 /.+/ [level=1]') : text);
      if (process.env.UPDATE_ARIA_SNAPSHOTS) {
        fs.mkdirSync(ARIA_DIR, { recursive: true });
        fs.writeFileSync(file, `${template(landmarksAndHeadings(await page.locator('body').ariaSnapshot()))}\n`);
      }
      await expect(page.locator('body'), url).toMatchAriaSnapshot(fs.readFileSync(file, 'utf8'));
    }
  });
}

test("the footer's copyright line starts where its columns start, at 1366 px", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/about-us');
  const copyright = page.locator('.site-footer__copyright');
  await copyright.waitFor();
  const [text, column] = await Promise.all([
    copyright.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getClientRects()[0].left;
    }),
    page.locator('.site-footer__grid > *').first().evaluate((el) => el.getBoundingClientRect().left),
  ]);
  expect(Math.abs(text - column)).toBeLessThanOrEqual(1);
});
