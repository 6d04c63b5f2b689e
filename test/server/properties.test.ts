import { clearProperties, ensureCurrency, makeCountry, makeDestination, makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await ensureCurrency(app.db);
});
afterAll(() => app.close());

type Filter = Record<string, string | number | boolean | string[]>;

const ENUM_FIELDS = new Set(['amenity', 'amenities']);
/** GraphQL enum names for the amenity URL values: infinity-pool → INFINITY_POOL. */
const gqlFilter = (filter: Filter) =>
  Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      ENUM_FIELDS.has(key) ? (Array.isArray(value) ? value.map((v) => v.replace(/-/g, '_').toUpperCase()) : String(value).replace(/-/g, '_').toUpperCase()) : value,
    ]),
  );

/** Titles matching `filter`, asked through GraphQL and through REST; both must agree. */
async function search(filter: Filter): Promise<string[]> {
  const gql = await app.graphql<{ properties: { items: { title: string }[]; totalCount: number } }>(
    'query($filter: PropertyFilter) { properties(filter: $filter, page: { limit: 100 }) { items { title } totalCount } }',
    { filter: gqlFilter(filter) },
  );
  expect(gql.errors).toBeUndefined();
  const gqlTitles = gql.data!.properties.items.map((p) => p.title).sort();
  expect(gql.data!.properties.totalCount).toBe(gqlTitles.length);

  const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));
  const rest = await app.http.get('/api/properties').query(query);
  expect(rest.status).toBe(200);
  expect(rest.body.map((p: { title: string }) => p.title).sort()).toEqual(gqlTitles);
  expect(rest.headers['x-total-count']).toBe(String(gqlTitles.length));
  return gqlTitles;
}

describe('location filter (words split on spaces, hyphens and commas must all appear)', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    const place = await makePlace(app.db);
    const at = (title: string, location: string) => makeProperty(app.db, { title, location, destinationKey: place.key });
    await at('San Antonio', 'San Antonio, Ibiza, Spain');
    await at('Ibiza Town', 'Ibiza Town, Spain');
    await at('Santa Eulalia', 'Santa Eulalia del Rio, Ibiza');
    await at('Kassiopi', 'Kassiopi, Corfu, Greece');
  });

  it('matches every word in any order', async () => {
    expect(await search({ location: 'Spain Ibiza' })).toEqual(['Ibiza Town', 'San Antonio']);
  });

  it('splits on hyphens and commas without spaces', async () => {
    expect(await search({ location: 'spain-ibiza' })).toEqual(['Ibiza Town', 'San Antonio']);
    expect(await search({ location: 'Ibiza,Spain' })).toEqual(['Ibiza Town', 'San Antonio']);
    expect(await search({ location: ' Eulalia , - Rio ' })).toEqual(['Santa Eulalia']);
  });

  it('matches parts of words, case-insensitively', async () => {
    expect(await search({ location: 'IBI' })).toEqual(['Ibiza Town', 'San Antonio', 'Santa Eulalia']);
    expect(await search({ location: 'ass corf' })).toEqual(['Kassiopi']);
  });

  it('requires every word, not any', async () => {
    expect(await search({ location: 'Ibiza Greece' })).toEqual([]);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await search({ location: '%' })).toEqual([]);
    expect(await search({ location: 'S_n' })).toEqual([]);
  });
});

describe('region filter (country slug of the villa destination)', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    await makeCountry(app.db, { slug: 'spain-&-the-balearics', name: 'Spain & The Balearics' });
    await makeCountry(app.db, { slug: 'spain', name: 'Spain' });
    await makeDestination(app.db, { key: 'ibiza', name: 'Ibiza', countrySlug: 'spain-&-the-balearics' });
    await makeDestination(app.db, { key: 'majorca', name: 'Majorca', countrySlug: 'spain-&-the-balearics' });
    await makeDestination(app.db, { key: 'valencia', name: 'Valencia', countrySlug: 'spain' });
    await makeProperty(app.db, { title: 'Ibiza villa', region: 'Ibiza', location: 'Ibiza', destinationKey: 'ibiza' });
    await makeProperty(app.db, { title: 'Majorca villa', region: 'Majorca', location: 'Majorca', destinationKey: 'majorca' });
    // Region text and location mention the country, but the destination is in another country.
    await makeProperty(app.db, { title: 'Valencia villa', region: 'Spain & The Balearics', location: 'Valencia, Spain', destinationKey: 'valencia' });
  });

  it('keeps the villas of every destination in that country', async () => {
    expect(await search({ region: 'spain-&-the-balearics' })).toEqual(['Ibiza villa', 'Majorca villa']);
  });

  it('compares the whole slug, not a part of it', async () => {
    expect(await search({ region: 'spain' })).toEqual(['Valencia villa']);
    expect(await search({ region: 'balearics' })).toEqual([]);
  });
});

describe('guests and nights filters', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    const place = await makePlace(app.db);
    await makeProperty(app.db, { title: 'Sleeps 4, default stay', sleeps: 4, destinationKey: place.key });
    await makeProperty(app.db, { title: 'Sleeps 6, 3 nights', sleeps: 6, minNights: 3, destinationKey: place.key });
    await makeProperty(app.db, { title: 'Sleeps 8, 7 nights', sleeps: 8, minNights: 7, destinationKey: place.key });
  });

  it('guests keeps villas that sleep at least that many (equal included)', async () => {
    expect(await search({ guests: 6 })).toEqual(['Sleeps 6, 3 nights', 'Sleeps 8, 7 nights']);
    expect(await search({ guests: 7 })).toEqual(['Sleeps 8, 7 nights']);
    expect(await search({ guests: 9 })).toEqual([]);
  });

  it('nights keeps villas whose minimum stay (default 1) is at most that many nights', async () => {
    expect(await search({ nights: 1 })).toEqual(['Sleeps 4, default stay']);
    expect(await search({ nights: 3 })).toEqual(['Sleeps 4, default stay', 'Sleeps 6, 3 nights']);
    expect(await search({ nights: 6 })).toEqual(['Sleeps 4, default stay', 'Sleeps 6, 3 nights']);
    expect(await search({ nights: 7 })).toHaveLength(3);
  });

  it('the REST answer reports minNights 1 for a villa stored without one', async () => {
    const res = await app.http.get('/api/properties').query({ nights: 1 });
    expect(res.body[0].minNights).toBe(1);
  });

  it('combines filters', async () => {
    expect(await search({ guests: 5, nights: 5 })).toEqual(['Sleeps 6, 3 nights']);
  });
});

describe('amenity filter (labels contain the group text, either stored form)', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    const place = await makePlace(app.db);
    const withAmenities = (title: string, amenities: ({ icon: string; label: string } | string)[]) => makeProperty(app.db, { title, amenities, destinationKey: place.key });
    await withAmenities('Beach', [{ icon: 'waves', label: 'Private beach access' }, 'wifi:Wi-Fi']);
    await withAmenities('Infinity', ['waves:Infinity Pool']);
    await withAmenities('Private pool', [{ icon: 'waves', label: 'Heated private pool' }]);
    // The icon text is not the label: "pool:Garden terrace" has no pool.
    await withAmenities('Icon only', ['pool:Garden terrace', { icon: 'island', label: 'Wi-Fi' }]);
    await withAmenities('Family island', ['wifi:Family games room', 'Island hopping boat']);
  });

  it.each([
    ['beachfront', ['Beach']],
    ['infinity-pool', ['Infinity']],
    ['island', ['Family island']],
    ['private-pool', ['Private pool']],
    ['pool', ['Infinity', 'Private pool']],
    ['family', ['Family island']],
  ])('%s', async (amenity, expected) => {
    expect(await search({ amenity })).toEqual(expected);
  });

  it('several amenity groups must all match', async () => {
    expect(await search({ amenities: ['pool', 'infinity-pool'] })).toEqual(['Infinity']);
    expect(await search({ amenities: ['family', 'island'] })).toEqual(['Family island']);
    expect(await search({ amenity: 'beachfront', amenities: ['pool'] })).toEqual([]);
  });
});

describe('discount, ABOVE, price and bedroom filters', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    const place = await makePlace(app.db);
    const villa = (title: string, fields: object) => makeProperty(app.db, { title, destinationKey: place.key, ...fields });
    await villa('No discount', { price: 3000, discount: null, bedrooms: 2 });
    await villa('Zero discount', { price: 2000, discount: 0, badge: 'Popular', bedrooms: 3 });
    await villa('Discounted', { price: 3001, discount: 15, bedrooms: 4 });
    await villa('Badge ABOVE', { price: 2000, badge: 'ABOVE', bedrooms: 5 });
  });

  it('discounted keeps villas with a discount above 0', async () => {
    expect(await search({ discounted: true })).toEqual(['Discounted']);
  });

  it('above keeps villas priced above 3000 or badged ABOVE', async () => {
    expect(await search({ above: true })).toEqual(['Badge ABOVE', 'Discounted']);
  });

  it('price range and bedrooms are inclusive', async () => {
    expect(await search({ minPrice: 3000 })).toEqual(['Discounted', 'No discount']);
    expect(await search({ maxPrice: 2000 })).toEqual(['Badge ABOVE', 'Zero discount']);
    expect(await search({ minBedrooms: 4 })).toEqual(['Badge ABOVE', 'Discounted']);
  });

  it('computes pricePerNight, flightsIncluded and isAbove', async () => {
    await villa6000();
    const res = await app.graphql<{ properties: { items: { title: string; pricePerNight: number; flightsIncluded: boolean; isAbove: boolean }[] } }>(
      '{ properties(sort: PRICE_DESC, page: { limit: 3 }) { items { title pricePerNight flightsIncluded isAbove } } }',
    );
    expect(res.data!.properties.items).toEqual([
      { title: 'Flights', pricePerNight: 857, flightsIncluded: true, isAbove: true },
      { title: 'Discounted', pricePerNight: 429, flightsIncluded: false, isAbove: true },
      { title: 'No discount', pricePerNight: 429, flightsIncluded: false, isAbove: false },
    ]);
  });

  async function villa6000() {
    const place = await makePlace(app.db);
    await makeProperty(app.db, { title: 'Flights', price: 6000, destinationKey: place.key });
  }
});

describe('pagination and order', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    const place = await makePlace(app.db);
    for (let i = 1; i <= 30; i += 1) await makeProperty(app.db, { title: `P${String(i).padStart(2, '0')}`, price: 1000 + ((i * 7) % 30) * 100, destinationKey: place.key });
  });

  const page = (vars: Record<string, unknown>) =>
    app.graphql<{ properties: { items: { title: string; price: number }[]; totalCount: number; hasNextPage: boolean; offset: number; limit: number } }>(
      'query($page: PageInput, $sort: PropertySort) { properties(page: $page, sort: $sort) { items { title price } totalCount hasNextPage offset limit } }',
      vars,
    );

  it('defaults to 24 items with the total count of all matches', async () => {
    const res = await page({});
    expect(res.data!.properties).toMatchObject({ totalCount: 30, hasNextPage: true, offset: 0, limit: 24 });
    expect(res.data!.properties.items).toHaveLength(24);
  });

  it('the last page has the rest and no next page; pages do not overlap', async () => {
    const first = await page({ page: { offset: 0, limit: 24 } });
    const last = await page({ page: { offset: 24, limit: 24 } });
    expect(last.data!.properties).toMatchObject({ totalCount: 30, hasNextPage: false, offset: 24 });
    const titles = [...first.data!.properties.items, ...last.data!.properties.items].map((p) => p.title);
    expect(new Set(titles).size).toBe(30);
    // RECOMMENDED is the catalogue order: the order villas were added.
    expect(titles.slice(0, 3)).toEqual(['P01', 'P02', 'P03']);
  });

  it('sorts by price both ways, stably', async () => {
    const asc = (await page({ sort: 'PRICE_ASC', page: { limit: 30 } })).data!.properties.items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await page({ sort: 'PRICE_DESC', page: { limit: 30 } })).data!.properties.items.map((p) => p.price);
    expect(desc).toEqual([...asc].reverse());
    const again = (await page({ sort: 'PRICE_DESC', page: { limit: 30 } })).data!.properties.items;
    expect(again).toEqual((await page({ sort: 'PRICE_DESC', page: { limit: 30 } })).data!.properties.items);
  });

  it('rejects a page size above 100 or below 1, naming the field', async () => {
    const tooBig = await page({ page: { limit: 101 } });
    expect(tooBig.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    expect(tooBig.errors?.[0].message).toBe('limit must be at most 100.');
    const zero = await page({ page: { limit: 0 } });
    expect(zero.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const rest = await app.http.get('/api/properties?offset=-1');
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field: 'offset', message: 'offset must be at least 0.' });
  });

  it('REST answers a plain list and honours offset and limit', async () => {
    const res = await app.http.get('/api/properties?offset=28&limit=5');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('30');
    expect((await app.http.get('/api/properties')).body).toHaveLength(30);
  });

  it('reads only the columns, pictures and seasons the cards ask for, with the same answers', async () => {
    type Cards = { properties: { items: Record<string, unknown>[] } };
    const read = async (fields: string) => {
      const res = await app.graphql<Cards>(`{ properties(sort: PRICE_ASC, page: { limit: 5 }) { items { ${fields} } } }`);
      expect(res.errors).toBeUndefined();
      return { items: res.data!.properties.items, statement: String(app.sql.lastStatement!.query) };
    };
    const titles = await read('id title');
    expect(titles.statement).not.toMatch(/AS "(price|images|updatedAt|description)"|card_photos|card_rates|card_from_price/);
    const cards = await read('id title image { url } fromWeeklyPrice flightsIncluded');
    // Only the first illustration, all the card's picture can show.
    expect(cards.statement).toMatch(/jsonb_path_query_array\("p"\."images", '\$\[0\]'\) AS "images"/);
    expect(cards.statement).toMatch(/card_photos/);
    // The from-price computed in the statement, not each villa's seasons.
    expect(cards.statement).toMatch(/card_from_price/);
    expect(cards.statement).not.toMatch(/card_rates/);
    expect(cards.statement).not.toMatch(/AS "(updatedAt|description)"/);
    // The same villas and values as a page that reads every column.
    const full = await read('id title image { url } fromWeeklyPrice flightsIncluded price description');
    expect(full.statement).toMatch(/AS "description"/);
    expect(titles.items).toEqual(full.items.map(({ id, title }) => ({ id, title })));
    expect(cards.items).toEqual(full.items.map(({ price: _price, description: _description, ...card }) => card));
    expect(cards.items[0]).toMatchObject({ image: { url: expect.stringMatching(/^\//) }, fromWeeklyPrice: full.items[0].price, flightsIncluded: false });
  });
});

const SPEC_PROPERTY_KEYS = [
  'amenities', 'badge', 'bathrooms', 'bedrooms', 'currency', 'description', 'discount', 'features', 'id', 'images', 'layout',
  'location', 'longDescription', 'minNights', 'nearbyAttractions', 'price', 'region', 'sleeps', 'title',
];

describe('one property, REST shape and errors', () => {
  let id: string;
  beforeAll(async () => {
    await clearProperties(app.db);
    await makeCountry(app.db, { slug: 'greece', name: 'Greece', translations: { de: { name: 'Griechenland' } } });
    await makeDestination(app.db, { key: 'corfu', name: 'Corfu', countrySlug: 'greece', translations: { de: { name: 'Korfu' } } });
    const villa = await makeProperty(app.db, {
      title: 'Villa Helios',
      location: 'Kassiopi, Corfu',
      region: 'Corfu',
      destinationKey: 'corfu',
      price: 4200,
      discount: 10,
      badge: 'ABOVE',
      minNights: 5,
      amenities: [{ icon: 'wifi', label: 'Wi-Fi' }, 'waves:Infinity pool'],
      features: ['Sea view'],
      layout: ['Ground floor: kitchen'],
      nearbyAttractions: ['Old town'],
      translations: { de: { title: 'Villa Helios (DE)', description: 'Beschreibung', amenities: [{ icon: 'wifi', label: 'WLAN' }, 'waves:Infinity-Pool'] } },
    });
    id = villa.id;
    for (let i = 0; i < 5; i += 1) await makeProperty(app.db, { destinationKey: 'corfu' });
  });

  it('GET /api/properties/:id answers exactly the REST Property keys, amenities as stored', async () => {
    const res = await app.http.get(`/api/properties/${id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(SPEC_PROPERTY_KEYS);
    expect(res.body).toMatchObject({ id, title: 'Villa Helios', price: 4200, currency: 'GBP', discount: 10, badge: 'ABOVE', minNights: 5, sleeps: 6 });
    expect(res.body.amenities).toEqual([{ icon: 'wifi', label: 'Wi-Fi' }, 'waves:Infinity pool']);
    const list = await app.http.get('/api/properties');
    for (const property of list.body) expect(Object.keys(property).sort()).toEqual(SPEC_PROPERTY_KEYS);
  });

  it('GET /api/properties lists each villa exactly as GET /api/properties/:id answers it, in English and German', async () => {
    for (const language of ['en', 'de']) {
      const one = await app.http.get(`/api/properties/${id}`).set('Accept-Language', language);
      const list = await app.http.get('/api/properties').set('Accept-Language', language);
      expect(list.body.find((villa: { id: string }) => villa.id === id)).toEqual(one.body);
    }
    const de = await app.http.get('/api/properties').set('Accept-Language', 'de');
    expect(de.body.find((villa: { id: string }) => villa.id === id)).toMatchObject({ title: 'Villa Helios (DE)', description: 'Beschreibung' });
  });

  it('GraphQL and REST return the same villa; GraphQL normalises amenities', async () => {
    const rest = (await app.http.get(`/api/properties/${id}`)).body;
    const gql = await app.graphql<{ property: Record<string, unknown> }>(
      `query($id: ID!) { property(id: $id) { id title location region price currency images { url } description longDescription features layout nearbyAttractions bedrooms bathrooms sleeps discount badge minNights amenities { icon label } image { url } } }`,
      { id },
    );
    const { amenities, image, images, ...rest_ } = gql.data!.property as { amenities: unknown; image: { url: string }; images: { url: string }[] };
    expect(rest_).toEqual(Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'amenities' && key !== 'images')));
    expect(amenities).toEqual([{ icon: 'wifi', label: 'Wi-Fi' }, { icon: 'waves', label: 'Infinity pool' }]);
    // GraphQL pictures are objects (media.test.ts); REST lists their URLs.
    expect(images.map((i) => i.url)).toEqual(rest.images);
    expect(image.url).toBe(rest.images[0]);
  });

  it('fields= answers only the keys asked, in the shape\'s order, with the whole answer\'s values, in English and German', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // A cheaper season in 60 days: the card's "from" price is below the base price.
    await app.db.query('INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, 3100)', [id, inDays(60), inDays(90)]);
    const fields = 'price,fromWeeklyPrice,image,title,images,id,badge';
    const keys = ['id', 'title', 'price', 'images', 'badge', 'image', 'fromWeeklyPrice'];
    for (const language of ['en', 'de']) {
      const whole = (await app.http.get(`/api/properties/${id}`).set('Accept-Language', language)).body;
      const one = await app.http.get(`/api/properties/${id}?fields=${fields}`).set('Accept-Language', language);
      expect(one.status).toBe(200);
      expect(Object.keys(one.body)).toEqual(keys);
      expect(one.body).toEqual({ id, title: whole.title, price: 4200, images: whole.images, badge: 'ABOVE', image: whole.images[0], fromWeeklyPrice: 3100 });
      const list = await app.http.get(`/api/properties?fields=${fields}&limit=100`).set('Accept-Language', language);
      expect(list.status).toBe(200);
      expect(list.body.find((villa: { id: string }) => villa.id === id)).toEqual(one.body);
      for (const villa of list.body) expect(Object.keys(villa)).toEqual(keys);
      expect(list.headers['x-total-count']).toBe('6');
    }
    expect((await app.http.get(`/api/properties/${id}?fields=title`).set('Accept-Language', 'de')).body).toEqual({ title: 'Villa Helios (DE)' });
    // The same from-price as GraphQL's card.
    const gql = await app.graphql<{ property: { fromWeeklyPrice: number; image: { url: string } } }>('query($id: ID!) { property(id: $id) { fromWeeklyPrice image { url } } }', { id });
    expect(gql.data!.property.fromWeeklyPrice).toBe(3100);
    // The card's picture alone, in a list: the same as GraphQL's card image, and as the whole answer's first.
    const cards = (await app.http.get('/api/properties?fields=id,image&limit=100')).body as { id: string; image: string | null }[];
    expect(cards.find((villa) => villa.id === id)).toEqual({ id, image: gql.data!.property.image.url });
    const wholeList = (await app.http.get('/api/properties?limit=100')).body as { id: string; images: string[] }[];
    for (const villa of cards) expect(villa.image).toBe(wholeList.find((whole) => whole.id === villa.id)!.images[0] ?? null);
    // Spaces and repeats are forgiven; the whole shape stays the default.
    expect(Object.keys((await app.http.get(`/api/properties/${id}?fields=${encodeURIComponent(' sleeps , id,sleeps')}`)).body)).toEqual(['id', 'sleeps']);
    expect(Object.keys((await app.http.get(`/api/properties/${id}?fields=sleeps&fields=id`)).body)).toEqual(['id', 'sleeps']);
    expect(Object.keys((await app.http.get(`/api/properties/${id}`)).body).sort()).toEqual(SPEC_PROPERTY_KEYS);
    await app.db.query('DELETE FROM property_rates WHERE property_id = $1', [id]);
  });

  it('fields= reads only what the keys need: no descriptions, pictures or seasons that were not asked for', async () => {
    const read = async (fields: string) => {
      const res = await app.http.get(`/api/properties?limit=3&sort=PRICE_ASC&fields=${fields}`);
      expect(res.status).toBe(200);
      return String(app.sql.lastStatement!.query);
    };
    const titles = await read('id,title');
    expect(titles).not.toMatch(/AS "(price|images|description)"|card_photos|card_from_price/);
    const cards = await read('id,title,images,price,fromWeeklyPrice,bedrooms');
    expect(cards).toMatch(/card_photos/);
    expect(cards).toMatch(/card_from_price/);
    expect(cards).not.toMatch(/AS "(description|longDescription|amenities|layout)"/);
    // The card's picture alone: the first illustration and the first upload, not every picture.
    const picture = await read('id,image');
    expect(picture).toMatch(/jsonb_path_query_array\("p"\."images", '\$\[0\]'\) AS "images"/);
    expect(picture).toMatch(/ORDER BY position LIMIT 1\) AS i\) AS "card_photos"/);
    expect(cards).not.toMatch(/LIMIT 1\) AS i\)/);
    expect(await read('id,description')).toMatch(/AS "description"/);
  });

  it('a bad fields= answers 400 naming `fields`, in English and German', async () => {
    const cases: [string, string][] = [
      ['fields=id,password', 'fields: a villa has no field "password". Ask for any of: id, title, location, region, price, currency, images, description, longDescription, amenities, features, layout, nearbyAttractions, bedrooms, bathrooms, sleeps, discount, badge, minNights, image, fromWeeklyPrice.'],
      ['fields=', 'fields must name at least one villa field, separated by commas, e.g. id,title,price.'],
      ['fields=,%20,', 'fields must name at least one villa field, separated by commas, e.g. id,title,price.'],
      [`fields=${'id,'.repeat(200)}`, 'fields must be at most 400 characters long.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/properties', `/api/properties/${id}`]) {
        const res = await app.http.get(`${path}?${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT', field: 'fields' });
      }
    }
    const de = await app.http.get('/api/properties?fields=translations').set('Accept-Language', 'de');
    expect(de.body.message).toMatch(/^fields: Eine Villa hat kein Feld „translations“\. Möglich sind: id, title, /);
  });

  it('unknown or malformed ids: REST 404 JSON, GraphQL null', async () => {
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await app.http.get(`/api/properties/${encodeURIComponent(bad)}`);
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ message: "Property not found. The property you're looking for doesn't exist.", code: 'NOT_FOUND' });
      const gql = await app.graphql<{ property: null }>('query($id: ID!) { property(id: $id) { id } }', { id: bad });
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.property).toBeNull();
    }
    const de = await app.http.get('/api/properties/nope').set('Accept-Language', 'de');
    expect(de.body.message).toBe('Unterkunft nicht gefunden. Die gesuchte Unterkunft existiert nicht.');
  });

  it('bad query parameters: 400 JSON naming the field, no stack trace', async () => {
    const cases: [string, string, string][] = [
      ['guests=abc', 'guests', 'guests must be a whole number.'],
      ['guests=0', 'guests', 'guests must be at least 1.'],
      ['nights=2.5', 'nights', 'nights must be a whole number.'],
      ['amenity=sauna', 'amenity', 'amenity must be one of: beachfront, infinity-pool, island, private-pool, pool, family.'],
      ['amenities=pool,sauna', 'amenities', 'amenities must be one of: beachfront, infinity-pool, island, private-pool, pool, family.'],
      ['discounted=maybe', 'discounted', 'discounted must be true or false.'],
      ['sort=CHEAPEST', 'sort', 'sort must be one of: RECOMMENDED, PRICE_ASC, PRICE_DESC, NEWEST.'],
      ['limit=1000', 'limit', 'limit must be at most 100.'],
      [`location=${'x'.repeat(101)}`, 'location', 'location must be at most 100 characters long.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.http.get(`/api/properties?${query}`);
      expect(res.status).toBe(400);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT', field });
    }
    const de = await app.http.get('/api/properties?guests=abc').set('Accept-Language', 'de-DE');
    expect(de.body.message).toBe('guests muss eine ganze Zahl sein.');
  });

  it('unknown /api paths below /api/properties answer JSON 404', async () => {
    const res = await app.http.get(`/api/properties/${id}/photos`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('similarProperties gives 3 other villas; none for an unknown villa', async () => {
    const res = await app.graphql<{ similarProperties: { id: string }[] }>('query($id: ID!) { similarProperties(id: $id) { id } }', { id });
    const ids = res.data!.similarProperties.map((p) => p.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(id);
    const unknown = await app.graphql<{ similarProperties: unknown[] }>('{ similarProperties(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(unknown.data!.similarProperties).toEqual([]);
  });

  it('similarProperties are chosen at random: asked again, other villas come up', async () => {
    const picks = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      // Another operation name each time: the same query again would be answered from the response cache.
      const res = await app.graphql<{ similarProperties: { id: string }[] }>(`query Similar${i}($id: ID!) { similarProperties(id: $id) { id } }`, { id });
      const ids = res.data!.similarProperties.map((p) => p.id);
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain(id);
      ids.forEach((other) => picks.add(other));
    }
    // More villas than one answer holds: not the same three every time.
    expect(picks.size).toBeGreaterThan(3);
  });

  it('speaks German with Accept-Language: de, in nested loaders too', async () => {
    const rest = await app.http.get(`/api/properties/${id}`).set('Accept-Language', 'de');
    expect(rest.body).toMatchObject({ title: 'Villa Helios (DE)', description: 'Beschreibung' });
    expect(rest.body.amenities).toEqual([{ icon: 'wifi', label: 'WLAN' }, 'waves:Infinity-Pool']);
    const gql = await app.graphql<{ property: { title: string; amenities: { label: string }[]; destination: { name: string; country: { name: string } } } }>(
      'query($id: ID!) { property(id: $id) { title amenities { label } destination { name country { name } } } }',
      { id },
      { 'Accept-Language': 'de-DE,de;q=0.9' },
    );
    expect(gql.data!.property).toEqual({ title: 'Villa Helios (DE)', amenities: [{ label: 'WLAN' }, { label: 'Infinity-Pool' }], destination: { name: 'Korfu', country: { name: 'Griechenland' } } });
    const en = await app.graphql<{ property: { title: string } }>('query($id: ID!) { property(id: $id) { title } }', { id });
    expect(en.data!.property.title).toBe('Villa Helios');
    // A search page of cards (card columns only) and one asking for descriptions (every column) alike.
    type Items = { properties: { items: { id: string; title: string; description?: string }[] } };
    const cards = await app.graphql<Items>('{ properties(page: { limit: 50 }) { items { id title } } }', {}, { 'Accept-Language': 'de' });
    expect(cards.data!.properties.items.find((item) => item.id === id)?.title).toBe('Villa Helios (DE)');
    const full = await app.graphql<Items>('{ properties(page: { limit: 50 }) { items { id title description } } }', {}, { 'Accept-Language': 'de' });
    expect(full.data!.properties.items.find((item) => item.id === id)).toMatchObject({ title: 'Villa Helios (DE)', description: 'Beschreibung' });
    const list = await app.http.get('/api/properties').query({ limit: 50 }).set('Accept-Language', 'de');
    expect(list.body.find((item: { id: string }) => item.id === id)).toMatchObject({ title: 'Villa Helios (DE)', description: 'Beschreibung' });
  });
});

describe('batching of nested fields', () => {
  beforeAll(async () => {
    await clearProperties(app.db);
    for (let c = 0; c < 6; c += 1) {
      const country = `batch-country-${c}`;
      await makeCountry(app.db, { slug: country, name: country });
      for (let d = 0; d < 2; d += 1) {
        const key = `${country}-dest-${d}`;
        await makeDestination(app.db, { key, name: key, countrySlug: country });
        for (let v = 0; v < 3; v += 1) await makeProperty(app.db, { destinationKey: key, amenities: ['waves:Pool'] });
      }
    }
  });

  const QUERY = `query($limit: Int!) {
    properties(page: { limit: $limit }) {
      totalCount
      items {
        id title pricePerNight flightsIncluded isAbove image { url srcset } images { url } amenities { icon label }
        destination { key name country { slug name villaCount regions { key name } } }
        country { slug villaCount featuredOrder }
      }
    }
  }`;

  async function statementsFor(limit: number): Promise<number> {
    const before = app.sql.statementCount;
    const res = await app.graphql<{ properties: { items: { destination: { country: { villaCount: number } } }[] } }>(QUERY, { limit });
    expect(res.errors).toBeUndefined();
    expect(res.data!.properties.items).toHaveLength(limit);
    for (const item of res.data!.properties.items) expect(item.destination.country.villaCount).toBe(6);
    return app.sql.statementCount - before;
  }

  it('uses the same number of SQL statements for 6 and for 24 villas', async () => {
    const six = await statementsFor(6);
    const twentyFour = await statementsFor(24);
    expect(twentyFour).toBe(six);
    // page + count, destinations, countries, villa counts, regions, photos (image and images share one)
    expect(twentyFour).toBeLessThanOrEqual(7);
  });
});
