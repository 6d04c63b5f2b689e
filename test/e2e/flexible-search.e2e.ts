import { expect, test } from './fixtures';
import { addDays, addMonths, businessToday } from '../../common/dates';
import { gql, uniqueEmail } from './checkout-helpers';

/**
 * Flexible dates in Chromium: a guest searches a month, a card lists its free weeks with their
 * totals, choosing one opens the villa with those dates and checkout (test provider) charges
 * exactly the total shown; in German, that week is now taken and the villa page offers the
 * nearest free stays, one of which fills the booking form. The map beside the list shows a
 * region's villas, a pin opens its villa and "Search this area" narrows the list.
 */

const money = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

test('a week from a flexible search is charged as shown; the taken week offers the nearest free stays (en, de)', async ({ page, browser }) => {
  const month = addMonths(businessToday(), 4).slice(0, 7);
  // A signed-in guest (through the API: the journey is the search, not the sign-up).
  const registered = await page.request.post('/api/auth/register', { data: { name: 'Flex Guest', email: uniqueEmail('flex'), password: 'secret123' } });
  expect(registered.status()).toBe(201);

  await page.goto(`/search?month=${month}&nights=7&guests=2`);
  const weeks = page.getByTestId('stay-weeks').first();
  await weeks.waitFor();
  // The weeks sit under their card, inside the result's cell, not over the card below it.
  const [cell, card, list] = await Promise.all([weeks.locator('xpath=..').boundingBox(), weeks.locator('xpath=../article').boundingBox(), weeks.boundingBox()]);
  expect(list!.y).toBeGreaterThanOrEqual(card!.y + card!.height);
  expect(list!.y + list!.height).toBeLessThanOrEqual(cell!.y + cell!.height + 1);
  const week = weeks.getByRole('link').first();
  const shownTotal = (await week.getByTestId('stay-total').textContent())!;
  const href = (await week.getAttribute('href'))!;
  const [, villaId, checkIn, checkOut] = /^\/property\/([^?]+)\?checkIn=(\d{4}-\d{2}-\d{2})&checkOut=(\d{4}-\d{2}-\d{2})$/.exec(href)!;
  expect(checkIn.startsWith(month)).toBe(true);
  expect(checkOut).toBe(addDays(checkIn, 7));

  await week.click();
  await page.waitForURL(`**${href}`);
  await expect(page.getByTestId('booking-estimate').locator('.booking-form__total dd')).toHaveText(shownTotal);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout\/confirmation\/.+/);
  const orders = await gql<{ myOrders: { items: { totalAmount: number }[] } }>(page, '{ myOrders { items { totalAmount } } }');
  expect(money(orders.data!.myOrders.items[0].totalAmount / 100)).toBe(shownTotal);

  // In German, the week just booked is taken: the villa offers the nearest free stays.
  const german = await browser.newContext();
  await german.addInitScript(() => localStorage.setItem('language', 'de'));
  const visitor = await german.newPage();
  await visitor.goto(href);
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  const nearest = visitor.getByTestId('nearest-stays');
  await nearest.waitFor();
  await expect(nearest.getByRole('heading')).toHaveText('Diese Daten sind belegt. Die nächsten freien Aufenthalte:');
  const choices = nearest.getByRole('button');
  await expect(choices).toHaveCount(3);
  const alternatives = await gql<{ property: { alternativeStays: { checkIn: string; checkOut: string }[] } }>(
    visitor,
    'query($id: ID!, $in: String!, $out: String!) { property(id: $id) { alternativeStays(checkIn: $in, checkOut: $out) { checkIn checkOut } } }',
    { id: decodeURIComponent(villaId), in: checkIn, out: checkOut },
  );
  const [nearestStay] = alternatives.data!.property.alternativeStays;
  await choices.first().click();
  await visitor.waitForURL((url) => url.searchParams.get('checkIn') === nearestStay.checkIn && url.searchParams.get('checkOut') === nearestStay.checkOut);
  await expect(visitor.getByTestId('booking-estimate')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Preise Woche für Woche' })).toBeVisible();
  await german.close();
});

test('the map shows a region\'s villas as pins; a pin opens its villa; Search this area narrows the list (en, de at 390 px)', async ({ page, browser, baseURL }) => {
  // With no MAP_STYLE_URL (the e2e server's), nothing is asked of another site.
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  await page.goto('/search?region=greece');
  const count = page.locator('.search__count');
  await expect(count).toHaveText(/\d+ villas? available/);
  const total = Number((await count.textContent())!.match(/\d+/)![0]);
  const map = page.getByRole('region', { name: 'Map of the villas found' });
  const pins = map.getByRole('link');
  const clusters = map.getByRole('button', { name: /villas? here: zoom in/ });
  // The map's code arrives after the list's (a chunk of its own).
  await expect(pins.or(clusters).first()).toBeVisible({ timeout: 20_000 });
  // Every villa of the region with a point is on the map, alone or in a cluster that says how many it holds.
  const answer = await page.request.get('/api/properties/pins?region=greece&nights=7&guests=2');
  const placed: string[] = ((await answer.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  expect(placed.length).toBeGreaterThan(1);
  const clustered = (await clusters.evaluateAll((buttons) => buttons.map((button) => Number(button.textContent)))).reduce((sum, n) => sum + n, 0);
  expect((await pins.count()) + clustered).toBe(placed.length);

  // Hovering a card highlights its pin (or its cluster).
  const cards = await page.locator('.villa-grid > li').evaluateAll((items) => items.map((item) => (item.querySelector('a[href^="/property/"]')?.getAttribute('href') ?? '').slice('/property/'.length)));
  const onMap = cards.find((id) => placed.includes(decodeURIComponent(id)))!;
  await page.locator('.villa-grid > li').nth(cards.indexOf(onMap)).hover();
  await expect(map.locator('.is-active')).toHaveCount(1);

  // Zooming in (into a cluster) offers to search the area; the list narrows to the villas inside, and the area survives reload.
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  await clusters.first().click();
  await map.getByRole('button', { name: 'Search this area' }).click();
  await page.waitForURL((url) => url.searchParams.has('bbox'));
  const shown = async () => Number((await count.textContent())?.match(/^(\d+) villas? available/)?.[1] ?? NaN);
  await expect.poll(shown).toBeLessThan(total);
  const narrowed = await shown();
  expect(narrowed).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Map area');
  await expect(count).toHaveText(new RegExp(`^${narrowed} villas? available`));
  await expect(pins.or(clusters).first()).toBeVisible({ timeout: 20_000 });

  // A pin opens its villa (zoomed in until the clusters have split).
  for (let i = 0; i < 6 && (await pins.count()) === 0; i += 1) await clusters.first().click();
  const pin = pins.first();
  const name = (await pin.getAttribute('aria-label'))!;
  expect(name).toMatch(/, from £[\d,]+ a week$/);
  await pin.click();
  await page.waitForURL(/\/property\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.replace(/, from £[\d,]+ a week$/, ''));
  expect(outside).toEqual([]);

  // In German on a phone: the list first, the map a toggle away, its pins named in German.
  const german = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await german.addInitScript(() => localStorage.setItem('language', 'de'));
  const phone = await german.newPage();
  await phone.goto('/search?region=greece');
  const karte = phone.getByRole('region', { name: 'Karte der gefundenen Villen' });
  await expect(phone.locator('.villa-grid')).toBeVisible();
  await expect(karte).toBeHidden();
  await phone.getByRole('button', { name: 'Karte', exact: true }).click();
  await expect(phone.locator('.villa-grid')).toBeHidden();
  await expect(karte.getByRole('link').or(karte.getByRole('button', { name: /Villen? hier: hineinzoomen/ })).first()).toBeVisible({ timeout: 20_000 });
  await karte.getByRole('button', { name: 'Vergrößern', exact: true }).click();
  await expect(karte.getByRole('button', { name: 'In diesem Gebiet suchen' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await german.close();
});
