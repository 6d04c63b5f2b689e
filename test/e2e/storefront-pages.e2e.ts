import { expect, test, type APIRequestContext, type Page, type Route } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { linkIn, waitForMails } from './mail-log';

/** Storefront journeys: preferences, the three forms, extras, content pages and metadata. */

/** Makes the page's first visit choose English already, so the country guess stays out of the way. */
async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
}

const toaster = (page: Page) => page.locator('.toaster');

/** Every published villa from GET /api/properties, page by page (X-Total-Count says how many). */
type Listed = { price: number; discount?: number | null; badge?: string | null };
async function allProperties(request: APIRequestContext): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let total = Infinity; all.length < total; ) {
    const res = await request.get(`/api/properties?offset=${all.length}&limit=100`);
    total = Number(res.headers()['x-total-count']);
    const page = (await res.json()) as Listed[];
    if (!page.length) break;
    all.push(...page);
  }
  return all;
}
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Makes the GraphQL operation with this name fail as a network error (or answer `body`). */
async function failOperation(page: Page, operationName: string, body?: unknown): Promise<void> {
  await page.route('**/graphql', async (route: Route) => {
    const post = route.request().postDataJSON() as { operationName?: string } | null;
    if (post?.operationName !== operationName) return route.continue();
    if (body === undefined) return route.abort('failed');
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test.describe('preferences', () => {
  test('switching to Deutsch translates the page, shows prices in EUR, and both survive a reload', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/extras?tab=car-hire');
    await page.getByRole('heading', { name: 'Compact car hire' }).waitFor();
    await expect(page.locator('.extra-card__price strong').first()).toHaveText(/^£/);

    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('tab', { name: 'Mietwagen' }).waitFor();
    await page.locator('.extra-card__price strong', { hasText: '€' }).first().waitFor();
    await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('currency'), document.documentElement.lang])).toEqual(['de', 'EUR', 'de']);

    await page.reload();
    await page.getByRole('tab', { name: 'Mietwagen' }).waitFor();
    await page.locator('.extra-card__price strong', { hasText: '€' }).first().waitFor();
    await expect(page.getByLabel('Währung')).toHaveValue('EUR');
  });

  test('the theme toggle switches to dark, and dark survives a reload', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/about-us');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.className, localStorage.getItem('theme')])).toEqual([expect.stringContaining('dark'), 'dark']);
  });
});

test.describe('first-visit language', () => {
  test('a visitor from Germany (CDN country header) gets German and EUR, once', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'DE' });
    const lookups: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/geo')) lookups.push(req.url());
    });
    await page.goto('/why-us');
    await page.getByRole('heading', { level: 1, name: 'Warum bei uns buchen' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('currency')])).toEqual(['de', 'EUR']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Warum bei uns buchen' }).waitFor();
    expect(lookups).toHaveLength(1);
  });

  test('a visitor from elsewhere keeps English and GBP', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'FR' });
    const geo = page.waitForResponse((res) => res.url().endsWith('/api/geo'));
    await page.goto('/why-us');
    expect(await (await geo).json()).toEqual({ country_code: 'FR' });
    await page.getByRole('heading', { level: 1, name: 'Why book with us' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('language') === 'en');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBeNull();
  });

  test('an explicit choice wins: a stored language is never looked up again', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'AT' });
    await preferEnglish(page);
    let looked = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/geo')) looked = true;
    });
    await page.goto('/why-us');
    await page.getByRole('heading', { level: 1, name: 'Why book with us' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(looked).toBe(false);
  });

  test('a failed lookup keeps English and logs why', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'DE' });
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    await page.route('**/api/geo', (route) => route.abort('failed'));
    await page.goto('/why-us');
    await page.getByRole('heading', { level: 1, name: 'Why book with us' }).waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    for (let i = 0; i < 20 && !logs.includes('Geolocation detection failed, using default language'); i++) await page.waitForTimeout(100);
    expect(logs).toContain('Geolocation detection failed, using default language');
  });
});

const enquiryForm = (page: Page) => page.locator('form.enquiry-form');

async function fillEnquiry(page: Page) {
  const form = enquiryForm(page);
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
  await form.getByLabel('Subject').fill('Villa for August');
  await form.getByLabel('Message').fill('We are six adults looking for a villa with a pool.');
}

test.describe('enquiry form', () => {
  test('names every rule, sends a valid enquiry, promises a reply within 24 hours and resets', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    for (const text of ['Name must be at least 2 characters', 'Please enter a valid email', 'Please enter a valid phone number', 'Subject must be at least 5 characters', 'Message must be at least 20 characters']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await fillEnquiry(page);
    await expect(page.getByText('Please enter a valid email', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await toaster(page).getByText('Enquiry sent!').waitFor();
    await expect(toaster(page)).toContainText('within 24 hours');
    await expect(enquiryForm(page).getByLabel('Name')).toHaveValue('');
    await expect(enquiryForm(page).getByLabel('Message')).toHaveValue('');
  });

  test('shows the failure message and keeps the entries when sending fails', async ({ page }) => {
    await preferEnglish(page);
    await failOperation(page, 'SubmitEnquiry');
    await page.goto('/enquire');
    await fillEnquiry(page);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await toaster(page).getByText('Failed to send enquiry. Please try again.').waitFor();
    await expect(enquiryForm(page).getByLabel('Name')).toHaveValue('Ada Lovelace');
  });

  test('shows chat, e-mail, phone, address and opening hours', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/enquire');
    await page.getByRole('link', { name: 'reservations@azureshore.example' }).waitFor();
    await expect(page.getByRole('link', { name: /Start a chat/ })).toHaveAttribute('target', '_blank');
    for (const text of ['+44 20 7946 0321', 'Mon-Fri 9am-6pm', 'Sat 9am-5pm', '14 Albemarle Street']) await page.getByText(text).first().waitFor();
  });
});

test.describe('extras', () => {
  test('the tab lives in the URL; quantity starts at 1 with decrease disabled; Add to Cart puts it in the basket', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/extras');
    await expect(page.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Car Hire' }).click();
    await page.waitForURL(/\/extras\?tab=car-hire$/);
    const card = page.locator('.extra-card', { hasText: 'SUV car hire' });
    await card.waitFor();
    const decrease = card.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await card.getByRole('button', { name: 'Increase quantity' }).click();
    await card.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(card.locator('output')).toHaveText('3');
    await decrease.click();
    await expect(card.locator('output')).toHaveText('2');
    await expect(card.getByText('25% deposit option available')).toBeVisible();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await toaster(page).getByText('Added to cart').waitFor();
    const cart = (await (await page.request.get('/api/cart')).json()) as { extras: { extraTitle?: string; title?: string; quantity: number }[] };
    expect(cart.extras).toEqual([expect.objectContaining({ quantity: 2 })]);
    await expect(card.locator('output')).toHaveText('1');

    await page.getByRole('tab', { name: 'Airport Transfers' }).click();
    await page.getByText('Airport transfers are included in the villa price', { exact: true }).waitFor();
    for (const text of ['ATOL protected', 'Flexible payment', 'Exclusive discounts']) await page.getByRole('heading', { name: text }).waitFor();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Airport Transfers' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a refused extra shows "Error" with the server message, a network failure the fallback text', async ({ page }) => {
    await preferEnglish(page);
    await failOperation(page, 'AddExtraToCart', { errors: [{ message: 'Your basket is full', extensions: { code: 'CONFLICT' } }], data: null });
    await page.goto('/extras?tab=insurance');
    await page.locator('.extra-card').first().getByRole('button', { name: 'Add to Cart' }).click();
    await toaster(page).getByText('Your basket is full').waitFor();
    await expect(toaster(page).getByText('Error', { exact: true })).toBeVisible();
    await page.unrouteAll();
    await failOperation(page, 'AddExtraToCart');
    await page.locator('.extra-card').first().getByRole('button', { name: 'Add to Cart' }).click();
    await toaster(page).getByText('Failed to add extra to cart').waitFor();
  });
});

test.describe('flight inquiry', () => {
  async function fill(page: Page) {
    const form = page.locator('form.flight-form');
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Phone').fill('+1 555 0100 200');
    await form.getByLabel('Passengers').fill('3');
    await form.getByLabel('Departure country').fill('United Kingdom');
    await form.getByLabel('Departure city').fill('London');
    await form.getByLabel('Destination country').fill('Greece');
    await form.getByLabel('Destination city').fill('Corfu');
    const departure = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const back = new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Departure date').fill(departure);
    await form.getByLabel('Return date').fill(back);
    return { departure };
  }

  test('names every rule, limits the return date to the departure, then thanks and offers another inquiry', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/extras');
    const form = page.locator('form.flight-form');
    await form.getByLabel('Full name').fill('');
    await form.getByLabel('Passengers').fill('0');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'Please enter a valid phone number',
      'Please enter at least 1 passenger',
      'Please enter the departure country',
      'Please enter the departure city',
      'Please enter the destination country',
      'Please enter the destination city',
      'Please select a departure date',
      'Please select a return date',
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    const { departure } = await fill(page);
    await expect(form.getByLabel('Return date')).toHaveAttribute('min', departure);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByRole('heading', { name: 'Thank you for your inquiry!' }).waitFor();
    await expect(toaster(page)).toContainText('flight inquiry has been received');
    await page.getByRole('button', { name: 'Submit Another Inquiry' }).click();
    await expect(page.locator('form.flight-form').getByLabel('Full name')).toHaveValue('');
  });

  test('a failed submission shows "Submission Failed" and keeps the form', async ({ page }) => {
    await preferEnglish(page);
    await failOperation(page, 'SubmitFlightInquiry');
    await page.goto('/extras');
    await fill(page);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await toaster(page).getByText('Submission Failed').waitFor();
    await expect(toaster(page)).toContainText('Failed to submit flight inquiry. Please try again.');
    await expect(page.locator('form.flight-form').getByLabel('Full name')).toHaveValue('Grace Hopper');
  });
});

test.describe('newsletter band', () => {
  const band = (page: Page) => page.locator('.newsletter-band');

  test('validates, shows "Signing up..." while sending, then "You\'re all set!"; unconfirmed again gets a new link; confirmed again is "Already subscribed"', async ({ page, browser }) => {
    const email = unique('news');
    await preferEnglish(page);
    await page.goto('/blog');
    await band(page).getByLabel('Email address').fill('not-an-email');
    await band(page).getByRole('button', { name: 'Subscribe' }).click();
    await band(page).getByText('Please enter a valid email address').waitFor();

    // Hold the answer back a moment so the pending state can be seen.
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName === 'SubscribeNewsletter') await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await band(page).getByLabel('Email address').fill(email);
    await band(page).getByRole('button', { name: 'Subscribe' }).click();
    const pending = band(page).getByRole('button', { name: 'Signing up...' });
    await pending.waitFor();
    await expect(pending).toBeDisabled();
    await band(page).getByText("You're all set!").waitFor();
    await band(page).getByText('Thank you for subscribing. Check your inbox for a welcome email.').waitFor();

    // Still unconfirmed, the same address again gets a new confirmation mail (the first may be lost).
    const again = await browser.newPage();
    await preferEnglish(again);
    await again.goto('/blog');
    await band(again).getByLabel('Email address').fill(email);
    await band(again).getByRole('button', { name: 'Subscribe' }).click();
    await band(again).getByText("You're all set!").waitFor();
    // Only the newer link works (the worker may send the two mails in either order).
    const tokens = (await waitForMails(email, /confirm your subscription/i, 2)).map((mail) => new URL(linkIn(mail, '/newsletter/confirm/')).pathname.split('/').pop());
    const statuses = [];
    for (const token of tokens) statuses.push((await again.request.get(`/api/newsletter/confirm/${token}`)).status());
    expect(statuses.sort()).toEqual([200, 404]);

    // Confirmed, the same address again is "Already subscribed".
    await again.goto('/blog');
    await band(again).getByLabel('Email address').fill(email);
    await band(again).getByRole('button', { name: 'Subscribe' }).click();
    await toaster(again).getByText('Already subscribed').waitFor();
    await toaster(again).getByText("You're already receiving our newsletter").waitFor();
    await expect(band(again).getByLabel('Email address')).toBeVisible();
    await expect(band(again).getByText("You're all set!")).toHaveCount(0);
    await again.close();
  });

  test('a failure is "Subscription failed" with "Please try again later"', async ({ page }) => {
    await preferEnglish(page);
    await failOperation(page, 'SubscribeNewsletter');
    await page.goto('/blog');
    await band(page).getByLabel('Email address').fill(unique('fail'));
    await band(page).getByRole('button', { name: 'Subscribe' }).click();
    await toaster(page).getByText('Subscription failed').waitFor();
    await toaster(page).getByText('Please try again later').waitFor();
  });
});

test.describe('content pages', () => {
  test('special offers: three packages with Enquire Now, the three offer groups, and the discounted villas count', async ({ page, request }) => {
    await preferEnglish(page);
    await page.goto('/special-offers');
    await page.getByRole('heading', { name: 'Festive packages' }).waitFor();
    const enquire = page.getByRole('link', { name: /^Enquire Now/ });
    await expect(enquire).toHaveCount(3);
    for (const href of await enquire.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/enquire');
    for (const group of ['Christmas Magic', 'New Year Celebration', 'Complete Festive']) await page.locator('.offer-group__title', { hasText: group }).waitFor();
    await page.locator('.offer-group__title', { hasText: 'Complete Festive' }).getByText('15% OFF').waitFor();
    const offerLinks = await page.locator('.offer-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(offerLinks.length).toBeGreaterThan(0);
    for (const href of offerLinks) expect(href).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    const discounted = (await allProperties(request)).filter((p) => (p.discount ?? 0) > 0).length;
    expect(discounted).toBeGreaterThan(0);
    await page.getByText(`Showing ${discounted} properties with special offers`).waitFor();
  });

  test('ABOVE: every villa of the collection, each with the ABOVE badge', async ({ page, request }) => {
    await preferEnglish(page);
    await page.goto('/above');
    await page.locator('.above-villa').first().waitFor();
    const expected = (await allProperties(request)).filter((p) => p.price > 3000 || p.badge === 'ABOVE').length;
    // More than one page of the API: the page still shows every villa of the collection.
    expect(expected).toBeGreaterThan(100);
    await expect(page.locator('.above-villa')).toHaveCount(expected);
    const withBadge = await page.locator('.above-villa').evaluateAll((cards) => cards.filter((c) => [...c.querySelectorAll('.badge')].some((b) => b.textContent === 'ABOVE')).length);
    expect(withBadge).toBe(expected);
  });

  test('destinations: 13 cards, at most 3 regions and "+N more", linking to /search?region=', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/destinations');
    await page.locator('.destination-card').first().waitFor();
    await expect(page.locator('.destination-card')).toHaveCount(13);
    await page.locator('.destination-card', { hasText: 'Greece' }).getByText('+5 more').waitFor();
    await expect(page.locator('main').getByRole('link', { name: 'Spain & The Balearics' })).toHaveAttribute('href', '/search?region=spain-%26-the-balearics');
    await page.locator('main').getByRole('link', { name: 'Sri Lanka' }).click();
    await page.waitForURL(/\/search\?region=sri-lanka$/);
  });

  test("a destination card's villa count is what its link finds, on the destinations page and on the German home page", async ({ page }) => {
    const countIn = async (text: Promise<string | null>) => Number((await text)?.match(/\d+/)?.[0]);
    await preferEnglish(page);
    await page.goto('/destinations');
    const italy = page.locator('.destination-card', { has: page.getByRole('link', { name: 'Italy' }) });
    const villas = await countIn(italy.locator('.destination-card__count').textContent());
    expect(villas).toBeGreaterThanOrEqual(2);
    await italy.getByRole('link', { name: 'Italy' }).click();
    await page.waitForURL(/\/search\?region=italy$/);
    await page.getByText(`${villas} villas available`).waitFor();

    // In German the cards show German names; their links still name the region.
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto('/');
    const spain = page.locator('.destination-tile', { hasText: 'Spanien & Balearen' });
    const villen = await countIn(spain.locator('.destination-tile__count').textContent());
    expect(villen).toBeGreaterThanOrEqual(2);
    await spain.click();
    await page.waitForURL(/\/search\?region=spain-%26-the-balearics$/);
    await page.getByText(`${villen} Villen verfügbar`).waitFor();
  });

  test('why us, about us and blog show their cards, team and articles', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/why-us');
    await page.getByRole('heading', { name: 'Over 50 years of experience' }).waitFor();
    await expect(page.locator('.content-card')).toHaveCount(10);
    await page.goto('/about-us');
    await page.locator('.team-card').first().waitFor();
    await expect(page.locator('.team-card')).toHaveCount(8);
    await page.getByText('Managing Director').waitFor();
    await page.goto('/blog');
    await page.locator('.blog-card').first().waitFor();
    await expect(page.locator('.blog-card')).toHaveCount(6);
    await expect(page.locator('.blog-card a')).toHaveCount(0);
  });

  test('each page sets its title and description; unknown paths get the 404 page', async ({ page }) => {
    await preferEnglish(page);
    for (const [path, title] of [
      ['/special-offers', 'Special offers'],
      ['/above', 'ABOVE Collection'],
      ['/destinations', 'Destinations'],
      ['/why-us', 'Why book with us'],
      ['/about-us', 'About us'],
      ['/blog', 'Blog'],
      ['/enquire', 'Enquire'],
      ['/extras', 'Extras'],
    ]) {
      await page.goto(path);
      await page.waitForFunction((t) => document.title === `${t} | Azure Shore Villas`, title);
      const description = await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
      expect(description?.length).toBeGreaterThan(20);
    }
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  });

  test('a villa page is served with its Open Graph tags; sitemap and robots are there', async ({ request }) => {
    const villa = ((await (await request.get('/api/properties')).json()) as { id: string; title: string }[])[0];
    const html = await (await request.get(`/property/${villa.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${villa.title}`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/property/${villa.id}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});

test.describe('footer', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('shows 6 destinations, 7 more after "see more", back to 6 after "see less"; social links open a new tab; copyright line', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/why-us');
    const footer = page.locator('footer.site-footer');
    const destinations = footer.locator('section', { has: page.getByRole('heading', { name: 'Destinations' }) }).locator('li');
    await footer.getByRole('button', { name: 'see more' }).waitFor();
    await expect(destinations).toHaveCount(6);
    await footer.getByRole('button', { name: 'see more' }).click();
    await expect(destinations).toHaveCount(13);
    await footer.getByRole('link', { name: 'Croatia' }).waitFor();
    await footer.getByRole('button', { name: 'see less' }).click();
    await expect(destinations).toHaveCount(6);
    const social = await footer.locator('.social-links a').evaluateAll((links) => links.map((a) => a.getAttribute('target')));
    expect(social).toEqual(['_blank', '_blank']);
    await footer.getByText(`© ${new Date().getFullYear()} Azure Shore Villas`).waitFor();
    await expect(footer).toContainText('registered in England and Wales');
  });
});

test.describe('loading and navigation', () => {
  const messageIds = Object.keys(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'client', 'src', 'i18n', 'en.json'), 'utf8')) as object);
  const shownIds = async (page: Page) => {
    const text = await page.locator('body').innerText();
    return messageIds.filter((id) => text.includes(id));
  };

  test('the home page downloads only the first part of its messages; the next page brings the rest', async ({ page }) => {
    await preferEnglish(page);
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const part = /\/assets\/(\w+)\.json_(first-paint|rest)-[\w-]+\.js$/.exec(request.url());
      if (part) catalogues.push(`${part[1]} ${part[2]}`);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Luxury villas, hand-picked for you' }).waitFor();
    await page.getByRole('button', { name: /^Basket/ }).click();
    await page.getByRole('dialog', { name: /Your Basket/ }).getByText('Your basket is empty').waitFor();
    await page.keyboard.press('Escape');
    expect(await shownIds(page)).toEqual([]);
    expect(catalogues).toEqual(['en first-paint']);

    // Pointing at a link starts downloading its page (and the rest of the messages) before the click.
    const offersLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Special Offers' });
    const pageChunk = page.waitForRequest(/\/assets\/SpecialOffersPage-[\w-]+\.js$/);
    await offersLink.hover();
    await pageChunk;
    await offersLink.click();
    await page.getByRole('heading', { level: 1, name: 'Special offers' }).waitFor();
    expect(catalogues).toEqual(['en first-paint', 'en rest']);

    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Sonderangebote' }).waitFor();
    expect(catalogues.slice(2).sort()).toEqual(['de first-paint', 'de rest']);
    expect(await shownIds(page)).toEqual([]);
  });

  test('a new page starts at the top, and Back returns to where the visitor was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await preferEnglish(page);
    await page.goto('/search');
    // Scrolled and followed as a hydrated page (before it, the link is an ordinary page load).
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true');
    const card = page.locator('.villa-card').nth(7);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200); // the position is recorded on the next animation frame
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);

    await card.locator('.villa-card__link').click();
    await page.waitForURL(/\/property\//);
    await page.getByRole('button', { name: 'Add to Basket' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/search$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, left);
    // And it stays there once the map beside the list has drawn its pins.
    await page.locator('.search-map .map-cluster, .search-map .map-pin').first().waitFor();
    await page.waitForTimeout(300);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(2);
  });
});
