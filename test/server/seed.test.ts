import { AMENITY_FILTERS, AMENITY_ICONS, regionSlug } from '../../common/constants';
import { DESTINATION_CARD_COUNTRIES, DESTINATION_GROUPS, FEATURED_COUNTRIES } from '../../common/destinations';
import { seedCatalogue, seedIfEmpty } from '../../server/src/db/seed/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Row = Record<string, unknown>;
type Amenity = { icon: string; label: string } | string;

let app: TestApp;
const all = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<Row[]>;
const count = async (table: string) => Number((await all(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

beforeAll(async () => {
  app = await startTestApp();
  expect(await seedIfEmpty(app.db)).toBe(true);
});
afterAll(() => app.close());

describe('seeded destinations', () => {
  it('has about 70 destination keys in the 23 search groups, with about 21 Caribbean islands', async () => {
    const destinations = await count('destinations');
    expect(destinations).toBeGreaterThanOrEqual(65);
    expect(destinations).toBeLessThanOrEqual(75);
    const groups = await all('SELECT search_label FROM countries ORDER BY search_label');
    expect(groups.map((g) => g.search_label).sort()).toEqual(DESTINATION_GROUPS.map((g) => g.label).sort());
    const [caribbean] = await all(`SELECT count(*)::int AS n FROM destinations WHERE country_slug = 'caribbean'`);
    expect(caribbean.n).toBe(21);
    const corfu = await all(`SELECT name, country_slug, translations FROM destinations WHERE key = 'corfu'`);
    expect(corfu[0]).toMatchObject({ name: 'Corfu', country_slug: 'greece', translations: { de: { name: 'Korfu' } } });
  });

  it('marks the 13 destination cards and the 6 featured ones in order, with region slugs', async () => {
    const cards = await all('SELECT slug, name FROM countries WHERE is_card ORDER BY sort_order');
    expect(cards.map((c) => c.name)).toEqual([...DESTINATION_CARD_COUNTRIES]);
    expect(cards.find((c) => c.name === 'Spain & The Balearics')?.slug).toBe('spain-&-the-balearics');
    for (const card of cards) expect(card.slug).toBe(regionSlug(card.name as string));
    const featured = await all('SELECT name FROM countries WHERE featured_order IS NOT NULL ORDER BY featured_order');
    expect(featured.map((c) => c.name)).toEqual([...FEATURED_COUNTRIES]);
  });

  it('gives every card country several villas over several of its destination keys', async () => {
    const rows = await all(`SELECT c.name, count(p.id)::int AS villas, count(DISTINCT p.destination_key)::int AS keys
      FROM countries c JOIN destinations d ON d.country_slug = c.slug LEFT JOIN properties p ON p.destination_key = d.key
      WHERE c.is_card GROUP BY c.name`);
    expect(rows).toHaveLength(13);
    for (const row of rows) {
      expect([row.name, row.villas]).toEqual([row.name, expect.any(Number)]);
      expect(row.villas as number).toBeGreaterThanOrEqual(2);
      const multiKey = DESTINATION_GROUPS.find((g) => g.country === row.name)!.keys.length > 1;
      if (multiKey) expect(row.keys as number).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seeded villas', () => {
  let villas: Row[];
  beforeAll(async () => {
    villas = await all('SELECT p.*, d.name AS destination_name, c.search_label FROM properties p JOIN destinations d ON d.key = p.destination_key JOIN countries c ON c.slug = d.country_slug');
  });

  it('has at least 60 villas with every Property field filled', () => {
    expect(villas.length).toBeGreaterThanOrEqual(60);
    for (const v of villas) {
      expect((v.title as string).length).toBeGreaterThanOrEqual(5);
      for (const field of ['location', 'description', 'long_description']) expect((v[field] as string).length).toBeGreaterThan(10);
      expect((v.region as string).length).toBeGreaterThanOrEqual(3);
      for (const field of ['amenities', 'features', 'layout', 'nearby_attractions']) expect((v[field] as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect((v.images as string[]).length).toBeGreaterThanOrEqual(4);
      for (const url of v.images as string[]) expect(url).toMatch(new RegExp(`^/images/villas/${v.slug}/\\d\\.svg$`));
      expect(v.bedrooms as number).toBeGreaterThanOrEqual(1);
      expect(v.bathrooms as number).toBeGreaterThanOrEqual(1);
      expect(v.sleeps as number).toBeGreaterThanOrEqual(v.bedrooms as number);
      expect(v.currency).toBe('GBP');
      expect(v.region).toBe(v.destination_name);
    }
  });

  it('puts the town, destination name and country in every location', () => {
    for (const v of villas) {
      const location = (v.location as string).toLowerCase();
      for (const word of (v.destination_name as string).toLowerCase().split(' ')) expect(location).toContain(word);
      expect(location.split(', ').length).toBeGreaterThanOrEqual(2);
    }
    expect(villas.find((v) => v.destination_key === 'corfu')?.location).toMatch(/^[^,]+, Corfu, Greece$/);
  });

  it('prices weekly in GBP from about 1,500 to 25,000, with discounts, ABOVE, flights-included and minimum stays', () => {
    const prices = villas.map((v) => v.price as number);
    expect(Math.min(...prices)).toBe(1500);
    expect(Math.max(...prices)).toBe(25000);
    expect(villas.filter((v) => (v.discount as number) > 0).length).toBeGreaterThanOrEqual(5);
    expect(villas.filter((v) => v.badge === 'ABOVE' || (v.price as number) > 3000).length).toBeGreaterThanOrEqual(10);
    expect(villas.some((v) => v.badge === 'ABOVE' && (v.price as number) <= 3000)).toBe(true);
    expect(villas.filter((v) => (v.price as number) >= 6000).length).toBeGreaterThanOrEqual(5);
    expect(villas.filter((v) => (v.min_nights as number) > 1).length).toBeGreaterThanOrEqual(5);
    expect(villas.filter((v) => (v.price as number) < 3000).length).toBeGreaterThanOrEqual(5);
  });

  it('stores amenities in both forms ({ icon, label } and "icon:label"), with known icons and labels that make every quick filter match', () => {
    const amenities = villas.flatMap((v) => v.amenities as Amenity[]);
    expect(amenities.some((a) => typeof a === 'string')).toBe(true);
    expect(amenities.some((a) => typeof a === 'object')).toBe(true);
    const parsed = amenities.map((a) => (typeof a === 'string' ? { icon: a.slice(0, a.indexOf(':')), label: a.slice(a.indexOf(':') + 1) } : a));
    for (const a of parsed) expect(AMENITY_ICONS).toContain(a.icon);
    for (const [filter, text] of Object.entries(AMENITY_FILTERS)) {
      const matching = villas.filter((v) => (v.amenities as Amenity[]).some((a) => (typeof a === 'string' ? a : a.label).toLowerCase().includes(text)));
      expect([filter, matching.length >= 3]).toEqual([filter, true]);
      expect([filter, matching.length < villas.length || filter === 'pool']).toEqual([filter, true]);
    }
  });

  it('has German translations of the villa texts in the same amenity forms', () => {
    for (const v of villas) {
      const de = (v.translations as { de: Row }).de;
      expect(de.title).toBeTruthy();
      expect(de.description).not.toBe(v.description);
      expect(de.long_description ?? de.longDescription).not.toBe(v.long_description);
      expect((de.features as string[]).length).toBe((v.features as string[]).length);
      expect((de.layout as string[]).length).toBe((v.layout as string[]).length);
      expect((de.nearbyAttractions as string[]).length).toBe((v.nearby_attractions as string[]).length);
      const en = v.amenities as Amenity[];
      const ger = de.amenities as Amenity[];
      expect(ger.map((a) => typeof a)).toEqual(en.map((a) => typeof a));
    }
    const corfu = villas.find((v) => v.destination_key === 'corfu')!;
    expect((corfu.translations as { de: Row }).de.location).toMatch(/, Korfu, Griechenland$/);
    expect((corfu.translations as { de: Row }).de.region).toBe('Korfu');
  });

  it('varies the generated text between villas', () => {
    expect(new Set(villas.map((v) => v.title)).size).toBe(villas.length);
    expect(new Set(villas.map((v) => v.description)).size).toBeGreaterThanOrEqual(villas.length * 0.9);
    expect(new Set(villas.map((v) => v.long_description)).size).toBe(villas.length);
    expect(new Set(villas.map((v) => v.bedrooms)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('seeded content', () => {
  it('has at least 30 reviews with ratings 1 to 5 and dates, a few in German', async () => {
    const reviews = await all('SELECT * FROM reviews');
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    for (const r of reviews) expect(r.rating as number).toBeGreaterThanOrEqual(1);
    expect(reviews.filter((r) => /Villa|Urlaub|Unvergesslich/.test(r.title as string) && /[äöüß]|und/.test(r.content as string)).length).toBeGreaterThanOrEqual(2);
    expect(reviews.some((r) => r.has_media)).toBe(true);
    // Reviews with media carry their photos, and the German ones say so.
    for (const r of reviews) expect((r.photos as string[]).length > 0).toBe(r.has_media);
    expect(reviews.filter((r) => r.language === 'de').map((r) => r.title)).toEqual(expect.arrayContaining(['Wunderbare Villa', 'Unvergesslich']));
    expect(reviews.find((r) => r.title === 'Better than the photos')?.language).toBe('en');
  });

  it('has GBP at rate 1, EUR and USD', async () => {
    const rows = await all('SELECT code, exchange_rate::float AS rate FROM currencies');
    expect(rows).toEqual(expect.arrayContaining([{ code: 'GBP', rate: 1 }]));
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['EUR', 'USD']));
  });

  it('has extras in all four categories with units, deposit flags and German names', async () => {
    const extras = await all('SELECT * FROM extras');
    expect(new Set(extras.map((e) => e.category))).toEqual(new Set(['flights', 'car-hire', 'transfers', 'insurance']));
    expect(extras.every((e) => e.unit)).toBe(true);
    expect(extras.filter((e) => e.deposit_available).length).toBeGreaterThanOrEqual(extras.length / 2);
    expect(extras.some((e) => !e.deposit_available)).toBe(true);
    for (const e of extras) expect((e.translations as { de: Row }).de.name).not.toBe(e.name);
  });

  it('stores the festive periods as month and day, and the three festive packages', async () => {
    const periods = await all('SELECT package_type, start_month, start_day, end_month, end_day FROM festive_periods ORDER BY package_type');
    expect(periods).toEqual([
      { package_type: 'christmas', start_month: 12, start_day: 20, end_month: 12, end_day: 27 },
      { package_type: 'complete-festive', start_month: 12, start_day: 23, end_month: 1, end_day: 5 },
      { package_type: 'new-year', start_month: 12, start_day: 28, end_month: 1, end_day: 3 },
    ]);
    const packages = await all('SELECT title, price, price_unit, features FROM festive_packages ORDER BY sort_order');
    expect(packages.map((p) => [p.title, p.price, p.price_unit])).toEqual([
      ['Christmas Magic', 2500, 'per week'],
      ["New Year's Eve", 3000, 'per week'],
      ['Complete Festive Season', 5000, 'for 2 weeks'],
    ]);
    expect(packages[2].features).toContain('2-week premium villa stay');
  });

  it('has villa offers for each package with its festive discounts and consistent prices', async () => {
    const offers = await all('SELECT o.*, p.price FROM festive_offers o JOIN properties p ON p.id = o.property_id');
    const allowed: Record<string, number[]> = { christmas: [10, 30], 'new-year': [10, 30], 'complete-festive': [15, 30] };
    for (const type of Object.keys(allowed)) expect(offers.filter((o) => o.package_type === type).length).toBeGreaterThanOrEqual(2);
    expect(offers.some((o) => o.package_type === 'complete-festive' && o.discount_percent === 15)).toBe(true);
    for (const o of offers) {
      expect(allowed[o.package_type as string]).toContain(o.discount_percent);
      expect(o.discounted_price).toBe(Math.round(((o.original_price as number) * (100 - (o.discount_percent as number))) / 100));
      expect((o.inclusions as string[]).length).toBeGreaterThan(0);
    }
  });

  it('has 8 team members, 6 blog articles and the why-us cards, translated', async () => {
    const team = await all('SELECT * FROM team_members');
    expect(team).toHaveLength(8);
    for (const m of team) expect((m.translations as { de: Row }).de.title).toBeTruthy();
    const blog = await all('SELECT * FROM blog_articles');
    expect(blog).toHaveLength(6);
    for (const b of blog) expect(b.author && b.category && b.published_on && (b.translations as { de: Row }).de.title).toBeTruthy();
    const cards = await all('SELECT kind, count(*)::int AS n FROM why_us_cards GROUP BY kind ORDER BY kind');
    expect(cards).toEqual([
      { kind: 'benefit', n: 6 },
      { kind: 'differentiator', n: 4 },
    ]);
  });

  it('points every stored image at a served illustration', async () => {
    const urls = [
      ...(await all('SELECT image FROM countries')).map((r) => r.image as string),
      ...(await all('SELECT image FROM team_members')).map((r) => r.image as string),
      ...(await all('SELECT image FROM blog_articles')).map((r) => r.image as string),
      ...(await all('SELECT images->>0 AS image FROM properties LIMIT 3')).map((r) => r.image as string),
    ];
    for (const url of urls) {
      const res = await app.http.get(url);
      expect([url, res.status, res.type]).toEqual([url, 200, 'image/svg+xml']);
    }
  });
});

describe('seeding again', () => {
  it('leaves counts and ids unchanged and seedIfEmpty does nothing', async () => {
    const tables = ['currencies', 'countries', 'destinations', 'properties', 'reviews', 'extras', 'festive_periods', 'festive_offers', 'festive_packages', 'team_members', 'blog_articles', 'why_us_cards'];
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const table of tables) out[table] = await count(table);
      out.propertyIds = (await all('SELECT id, slug FROM properties ORDER BY slug')).map((r) => `${r.slug}=${r.id}`);
      out.reviewIds = (await all('SELECT id, property_id FROM reviews ORDER BY id')).map((r) => `${r.id}:${r.property_id}`);
      out.offerIds = (await all('SELECT id FROM festive_offers ORDER BY id')).map((r) => r.id);
      out.teamIds = (await all('SELECT id FROM team_members ORDER BY id')).map((r) => r.id);
      out.villaText = (await all('SELECT md5(string_agg(description || price || amenities::text, \'|\' ORDER BY slug)) AS h FROM properties'))[0].h;
      return out;
    };
    const before = await snapshot();
    await seedCatalogue(app.db);
    expect(await snapshot()).toEqual(before);
    expect(await seedIfEmpty(app.db)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});
