import { expect, test, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { DEMO_ADMIN, loginInUi } from './checkout-helpers';

/**
 * The back office end to end: an admin creates a villa with German texts, uploads
 * three photos and publishes it; a visitor finds it in search in English and in German, with
 * responsive pictures; unpublished again, it leaves search and its page is not found.
 */

/** A small photo of one colour with a band across it (distinct bytes each, so none is a duplicate). */
function photo(red: number, green: number, blue: number): Promise<Buffer> {
  const band = Buffer.from(`<svg width="1200" height="800"><rect y="300" width="1200" height="200" fill="white"/></svg>`);
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: red, g: green, b: blue } } })
    .composite([{ input: band }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The visitor's language for the whole visit, chosen before the first page loads. */
async function visitorIn(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/** The search page for the place, once it works (its first answer comes with the server-rendered HTML). */
async function searchFor(page: Page, place: string): Promise<void> {
  await page.goto(`/search?location=${encodeURIComponent(place)}`);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true');
}

/** A picture that the browser has loaded, at a responsive size: AVIF and WebP candidates, width and height on the img. */
async function expectResponsive(img: Locator): Promise<void> {
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('src', /^\/media\/villas\/.+-\d+\.jpg$/);
  const picture = img.locator('xpath=..');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.avif 480w, .+-960\.avif 960w, .+-1200\.avif 1200w$/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-480\.webp 480w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /.+/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : ''))).toMatch(/\/media\/villas\/.+\.(avif|webp|jpg)$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
}

test.describe('back office: a villa from creation to the storefront and back', () => {
  test('an admin creates a villa in two languages, uploads three photos and publishes it; visitors find it; unpublished, it is gone', async ({ page: admin, browser }) => {
    // A place name no seeded villa has, so the search finds this villa alone.
    const place = `Zefyria${Date.now().toString(36).replace(/\d/g, '')}`;
    await visitorIn(admin, 'en');
    await loginInUi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/account/);

    // Create the villa, English beside German.
    await admin.goto('/admin?view=villas&new=1');
    await admin.getByRole('heading', { name: 'New villa' }).waitFor();
    await admin.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Corfu' });
    await admin.getByRole('textbox', { name: 'Title (English)' }).fill('Villa Zefyria');
    await admin.getByRole('textbox', { name: 'Title (German)' }).fill('Villa Zefyria am Meer');
    await admin.getByRole('textbox', { name: 'Location (English)' }).fill(`${place}, Corfu, Greece`);
    await admin.getByRole('textbox', { name: 'Location (German)' }).fill(`${place}, Korfu, Griechenland`);
    await admin.getByRole('textbox', { name: 'Price per week' }).fill('6400');
    await admin.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
    await admin.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
    await admin.getByRole('textbox', { name: 'Sleeps' }).fill('6');
    await admin.getByRole('textbox', { name: 'Short description (English)' }).fill('A white house above a quiet bay.');
    await admin.getByRole('textbox', { name: 'Short description (German)' }).fill('Ein weißes Haus über einer stillen Bucht.');
    await admin.getByRole('textbox', { name: 'Full description (English)' }).fill('A white house above a quiet bay, with a pool among olive trees.');
    await admin.getByRole('textbox', { name: 'Full description (German)' }).fill('Ein weißes Haus über einer stillen Bucht, mit Pool zwischen Olivenbäumen.');
    const created = admin.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'AdminCreateProperty');
    await admin.getByRole('button', { name: 'Create villa' }).click();
    expect((await created).ok()).toBe(true);
    await admin.waitForURL(/[?&]edit=[\w-]+/);
    const villaId = new URL(admin.url()).searchParams.get('edit')!;
    await expect(admin.getByText('Not published', { exact: true })).toBeVisible();

    // Three photos in one go; each answer is a 201.
    const files = await Promise.all([photo(30, 110, 160), photo(200, 150, 60), photo(60, 140, 80)]);
    const uploads: number[] = [];
    admin.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith(`/api/admin/properties/${villaId}/images`)) uploads.push(r.status());
    });
    await admin.getByLabel('Add photos').setInputFiles(files.map((buffer, i) => ({ name: `zefyria-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await expect(admin.getByRole('status').filter({ hasText: '3 photos uploaded.' })).toBeVisible({ timeout: 60_000 });
    expect(uploads).toEqual([201, 201, 201]);
    const gallery = admin.getByRole('list', { name: 'Photos in gallery order' });
    await expect(gallery.getByRole('group')).toHaveCount(3);

    // The card image's alternative texts, in both languages.
    const first = gallery.getByRole('group', { name: /^Photo 1 of 3/ });
    await first.getByRole('textbox', { name: 'Alternative text (English)' }).fill('The bay from the terrace');
    await first.getByRole('textbox', { name: 'Alternative text (German)' }).fill('Die Bucht von der Terrasse aus');
    const altSaved = admin.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'AdminUpdatePropertyImageAlt');
    await first.getByRole('button', { name: 'Save texts' }).click();
    expect((await altSaved).ok()).toBe(true);
    await expectResponsive(first.getByRole('img'));

    // Publish.
    const published = admin.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'AdminSetPropertyPublished');
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).ok()).toBe(true);
    await expect(admin.getByText('Published', { exact: true })).toBeVisible();

    // A visitor in English finds it, with the photo as the card's responsive picture.
    const visitor = await browser.newPage();
    await visitorIn(visitor, 'en');
    await searchFor(visitor, place);
    await expect(visitor.getByText('1 villa available')).toBeVisible();
    const card = visitor.locator('.villa-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Villa Zefyria' })).toBeVisible();
    await expectResponsive(card.getByRole('img', { name: 'The bay from the terrace' }));
    await card.getByRole('link', { name: 'Villa Zefyria' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Villa Zefyria' }).waitFor();
    await expect(visitor.getByText('A white house above a quiet bay, with a pool among olive trees.')).toBeVisible();
    await expectResponsive(visitor.getByRole('img', { name: 'The bay from the terrace' }));

    // And one in German, with the German texts.
    const besucher = await browser.newPage();
    await visitorIn(besucher, 'de');
    await searchFor(besucher, place);
    await expect(besucher.getByText('1 Villa verfügbar')).toBeVisible();
    const karte = besucher.locator('.villa-card');
    await expect(karte.getByRole('link', { name: 'Villa Zefyria am Meer' })).toBeVisible();
    await expect(karte).toContainText(`${place}, Korfu, Griechenland`);
    await expectResponsive(karte.getByRole('img', { name: 'Die Bucht von der Terrasse aus' }));
    await karte.getByRole('link', { name: 'Villa Zefyria am Meer' }).click();
    await besucher.getByRole('heading', { level: 1, name: 'Villa Zefyria am Meer' }).waitFor();
    await expect(besucher.getByText('Ein weißes Haus über einer stillen Bucht, mit Pool zwischen Olivenbäumen.')).toBeVisible();

    // Unpublished, it leaves search and its page is not found.
    await admin.getByRole('button', { name: 'Unpublish' }).click();
    const unpublished = admin.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'AdminSetPropertyPublished');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
    expect((await unpublished).ok()).toBe(true);
    await expect(admin.getByText('Not published', { exact: true })).toBeVisible();

    // Anonymous catalogue reads are GETs that browsers may keep for a minute (CATALOGUE_MAX_AGE_SECONDS),
    // so the visitors who already looked may see it that long; visitors who come now do not.
    const later = await browser.newPage();
    await visitorIn(later, 'en');
    await searchFor(later, place);
    await expect(later.getByText('No villas found')).toBeVisible();
    await expect(later.locator('.villa-card')).toHaveCount(0);
    await later.goto(`/property/${villaId}`);
    await expect(later.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();

    const spaeter = await browser.newPage();
    await visitorIn(spaeter, 'de');
    await searchFor(spaeter, place);
    await expect(spaeter.getByText('Keine Villen gefunden')).toBeVisible();
  });
});
