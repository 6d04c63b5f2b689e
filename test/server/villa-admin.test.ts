/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Currency } from '../../server/src/modules/currencies/currency.entity';
import { gql, signUp, signUpAdmin, type Account, type Agent } from '../helpers/accounts';
import { checkoutBody, inDays } from '../helpers/booking-factory';
import { ensureCurrency, insertRows, makeCountry, makeDestination } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's villas: staff create, edit, publish and unpublish villas over
 * REST and GraphQL; an unpublished villa never reaches the storefront and cannot be booked,
 * while its existing bookings stay. Everything goes through HTTP against a real database.
 */

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Luxury villas</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let clientDist: string;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  clientDist = mkdtempSync(path.join(tmpdir(), 'villa-admin-client-'));
  writeFileSync(path.join(clientDist, 'index.html'), INDEX_HTML);
  app = await startTestApp({ CLIENT_DIST: clientDist, PUBLIC_URL: 'https://villas.example' });
  await ensureCurrency(app.db);
  await insertRows(app.db, Currency, [{ code: 'EUR', symbol: '€', exchangeRate: 1.17, sortOrder: 1 }]);
  await makeCountry(app.db, { slug: 'greece', name: 'Greece', isCard: true, translations: { de: { name: 'Griechenland' } } });
  await makeDestination(app.db, { key: 'corfu', name: 'Corfu', countrySlug: 'greece', translations: { de: { name: 'Korfu' } } });
  await makeDestination(app.db, { key: 'crete', name: 'Crete', countrySlug: 'greece', translations: { de: { name: 'Kreta' } } });
  admin = await signUpAdmin(app);
  customer = await signUp(app);
});
afterAll(async () => {
  await app.close();
  rmSync(clientDist, { recursive: true, force: true });
});

/** A complete villa body in the REST field names, with German texts beside the English ones. */
function villaBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    location: 'Kassiopi, Corfu, Greece',
    destinationKey: 'corfu',
    price: 7000,
    description: 'A light-filled villa above the bay.',
    longDescription: 'Four bedrooms, a private pool and a terrace over the Ionian Sea.',
    amenities: [
      { icon: 'wifi', label: 'Free Wi-Fi', labelDe: 'Kostenloses WLAN' },
      { icon: 'waves', label: 'Private pool with infinity edge', labelDe: 'Privater Pool mit Infinity-Rand' },
      'tv:Smart TV',
    ],
    features: ['Private infinity pool', 'Sea views'],
    layout: ['Ground floor: living room and kitchen'],
    nearbyAttractions: ['Kassiopi harbour – 1 km'],
    bedrooms: 4,
    bathrooms: 3,
    sleeps: 8,
    discount: 10,
    badge: 'New',
    minNights: 3,
    translations: {
      de: {
        title: `${title} (DE)`,
        location: 'Kassiopi, Korfu, Griechenland',
        description: 'Eine lichtdurchflutete Villa über der Bucht.',
        longDescription: 'Vier Schlafzimmer, ein privater Pool und eine Terrasse über dem Ionischen Meer.',
        features: ['Privater Infinity-Pool', 'Meerblick'],
        layout: ['Erdgeschoss: Wohnzimmer und Küche'],
        nearbyAttractions: ['Hafen von Kassiopi – 1 km'],
      },
    },
    ...overrides,
  };
}

async function createVilla(title: string, overrides: Record<string, unknown> = {}) {
  const res = await admin.agent.post('/api/admin/properties').send(villaBody(title, overrides));
  expect(res.status).toBe(201);
  return res.body;
}

const publish = (id: string, published: boolean) => admin.agent.post(`/api/admin/properties/${id}/publish`).send({ published });

/** The REST query string of a GraphQL filter: INFINITY_POOL → infinity-pool, true → "true". */
const restQuery = (filter: Record<string, unknown>) => Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, key === 'amenity' ? String(value).toLowerCase().replace(/_/g, '-') : String(value)]));

/** Titles the storefront search finds, asked over GraphQL and REST (both must agree), in a language. */
async function storefrontTitles(agent: Agent, language: 'en' | 'de' = 'en', filter: Record<string, unknown> = {}): Promise<string[]> {
  const graph = await gql<{ properties: any }>(agent, 'query($filter: PropertyFilter) { properties(filter: $filter, page: { limit: 100 }) { totalCount items { title } } }', { filter }, { 'Accept-Language': language });
  expect(graph.errors).toBeUndefined();
  const titles = graph.data!.properties.items.map((p: { title: string }) => p.title).sort();
  expect(graph.data!.properties.totalCount).toBe(titles.length);
  const rest = await agent.get('/api/properties').query(restQuery(filter)).set('Accept-Language', language);
  expect(rest.status).toBe(200);
  expect(rest.body.map((p: { title: string }) => p.title).sort()).toEqual(titles);
  expect(rest.headers['x-total-count']).toBe(String(titles.length));
  return titles;
}

async function auditOf(id: string) {
  const res = await gql<{ auditLog: any }>(admin.agent, 'query($id: ID) { auditLog(filter: { targetType: PROPERTY, targetId: $id }) { items { action targetLabel changes { field before after } } } }', { id });
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog.items as { action: string; targetLabel: string; changes: { field: string; before: string | null; after: string | null }[] }[];
}

const PROPERTY_QUERY = 'query($id: ID!) { property(id: $id) { id title published amenities { icon label } } }';

describe('creating a villa', () => {
  it('answers 201 with the villa, unpublished, with its German texts; staff see it, the storefront does not', async () => {
    const created = await createVilla('Villa Thalassa');
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'corfu-villa-thalassa',
      title: 'Villa Thalassa',
      region: 'Corfu',
      destinationKey: 'corfu',
      price: 7000,
      currency: 'GBP',
      images: [],
      bedrooms: 4,
      bathrooms: 3,
      sleeps: 8,
      discount: 10,
      badge: 'New',
      minNights: 3,
      published: false,
      amenities: [
        { icon: 'wifi', label: 'Free Wi-Fi', labelDe: 'Kostenloses WLAN' },
        { icon: 'waves', label: 'Private pool with infinity edge', labelDe: 'Privater Pool mit Infinity-Rand' },
        { icon: 'tv', label: 'Smart TV', labelDe: null },
      ],
      translations: { de: { title: 'Villa Thalassa (DE)', region: 'Korfu', location: 'Kassiopi, Korfu, Griechenland', features: ['Privater Infinity-Pool', 'Meerblick'], badge: null } },
    });

    // Staff: REST detail and list (by published state, destination and search), GraphQL.
    expect((await admin.agent.get(`/api/admin/properties/${created.id}`)).body).toEqual(created);
    const unpublished = await admin.agent.get('/api/admin/properties').query({ published: 'false', destinationKey: 'corfu', search: 'thalassa' });
    expect(unpublished.status).toBe(200);
    expect(unpublished.headers['x-total-count']).toBe('1');
    expect(unpublished.body.map((v: { id: string }) => v.id)).toEqual([created.id]);
    expect((await admin.agent.get('/api/admin/properties').query({ published: 'true', search: 'thalassa' })).body).toEqual([]);
    expect((await admin.agent.get('/api/admin/properties').query({ search: 'Thalassa (DE)' })).body).toHaveLength(1);
    const graph = await gql<{ adminProperty: any; adminProperties: any }>(
      admin.agent,
      `query($id: ID!) {
        adminProperty(id: $id) { title published translations { de { title region } } adminAmenities { icon label labelDe } }
        adminProperties(filter: { published: false, destinationKey: "corfu" }, page: { limit: 5 }) { totalCount items { id } }
      }`,
      { id: created.id },
      { 'Accept-Language': 'de' },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.adminProperty).toEqual({
      title: 'Villa Thalassa',
      published: false,
      translations: { de: { title: 'Villa Thalassa (DE)', region: 'Korfu' } },
      adminAmenities: created.amenities,
    });
    expect(graph.data!.adminProperties.items.map((v: { id: string }) => v.id)).toContain(created.id);

    // Storefront: not in search, not by id, not for a signed-in customer either; staff may preview it.
    expect(await storefrontTitles(app.agent())).not.toContain('Villa Thalassa');
    expect(await storefrontTitles(customer.agent)).not.toContain('Villa Thalassa');
    expect((await app.http.get(`/api/properties/${created.id}`)).status).toBe(404);
    expect((await gql<{ property: any }>(customer.agent, PROPERTY_QUERY, { id: created.id })).data!.property).toBeNull();
    expect((await gql<{ property: any }>(admin.agent, PROPERTY_QUERY, { id: created.id })).data!.property).toMatchObject({ title: 'Villa Thalassa', published: false });
    expect((await app.http.get('/sitemap.xml')).text).not.toContain(created.id);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'PROPERTY_CREATED', targetLabel: 'Villa Thalassa' });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'title', before: null, after: '"Villa Thalassa"' }, { field: 'published', before: null, after: 'false' }]));
  });

  it('makes each generated slug unique, and refuses a slug in use on the slug field', async () => {
    const first = await createVilla('Villa Twin');
    const second = await createVilla('Villa Twin');
    expect([first.slug, second.slug]).toEqual(['corfu-villa-twin', 'corfu-villa-twin-2']);
    const taken = await admin.agent.post('/api/admin/properties').send(villaBody('Villa Other', { slug: 'corfu-villa-twin' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'slug', message: 'slug: the address "corfu-villa-twin" is already used by another villa.' });
  });

  it('creates over GraphQL too, in GBP with the defaults when the optional fields are left out', async () => {
    const res = await gql<{ createProperty: any }>(
      admin.agent,
      'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { slug title region currency published minNights discount badge amenities { label } adminAmenities { label } translations { de { title region } } } }',
      { input: { title: 'Casa Minima', location: 'Chania, Crete', destinationKey: 'crete', price: 2500, description: 'Small.', longDescription: 'Small and calm.', bedrooms: 1, bathrooms: 1, sleeps: 2 } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createProperty).toEqual({
      slug: 'crete-casa-minima',
      title: 'Casa Minima',
      region: 'Crete',
      currency: 'GBP',
      published: false,
      minNights: 1,
      discount: null,
      badge: null,
      amenities: [],
      adminAmenities: [],
      translations: { de: { title: null, region: 'Kreta' } },
    });
  });

  it('has no delete: villas are unpublished, never removed', async () => {
    const villa = await createVilla('Villa Kept');
    expect((await admin.agent.delete(`/api/admin/properties/${villa.id}`)).status).toBe(404);
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}`)).status).toBe(200);
  });
});

describe('publishing, editing and unpublishing', () => {
  let villa: { id: string };
  let booker: Account;
  let waiting: Account;

  beforeAll(async () => {
    villa = await createVilla('Villa Aurora');
  });

  it('publishing puts the villa in search over GraphQL and REST, in English and German, at once', async () => {
    const res = await publish(villa.id, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: villa.id, published: true });
    expect(await storefrontTitles(app.agent(), 'en', { location: 'Kassiopi' })).toContain('Villa Aurora');
    expect(await storefrontTitles(app.agent(), 'de', { location: 'Kassiopi' })).toContain('Villa Aurora (DE)');
    expect(await storefrontTitles(app.agent(), 'en', { amenity: 'INFINITY_POOL', discounted: true })).toContain('Villa Aurora');

    const detail = await app.http.get(`/api/properties/${villa.id}`).set('Accept-Language', 'de');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ title: 'Villa Aurora (DE)', region: 'Korfu', features: ['Privater Infinity-Pool', 'Meerblick'] });
    expect(detail.body.amenities).toEqual([
      { icon: 'wifi', label: 'Kostenloses WLAN' },
      { icon: 'waves', label: 'Privater Pool mit Infinity-Rand' },
      { icon: 'tv', label: 'Smart TV' },
    ]);
    const graph = await gql<{ property: any }>(app.agent(), PROPERTY_QUERY, { id: villa.id }, { 'Accept-Language': 'de' });
    expect(graph.data!.property).toMatchObject({ title: 'Villa Aurora (DE)', published: true });
    expect((await app.http.get('/sitemap.xml')).text).toContain(`https://villas.example/property/${villa.id}`);
    const preview = await app.http.get(`/property/${villa.id}`);
    expect(preview.text).toContain('<meta property="og:title" content="Villa Aurora, Kassiopi, Corfu, Greece');

    expect((await auditOf(villa.id))[0]).toMatchObject({ action: 'PROPERTY_PUBLISHED', changes: [{ field: 'published', before: 'false', after: 'true' }] });
    // Publishing a published villa changes nothing and records nothing.
    expect((await publish(villa.id, true)).status).toBe(200);
    expect((await auditOf(villa.id)).map((e) => e.action)).toEqual(['PROPERTY_PUBLISHED', 'PROPERTY_CREATED']);
  });

  it('a guest books it while it is published', async () => {
    booker = await signUp(app);
    await booker.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 }).expect(201);
    expect((await booker.agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);
    waiting = await signUp(app);
    await waiting.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(90), checkOut: inDays(97), guests: 2 }).expect(201);
  });

  it('edits show at once; PATCH changes only the fields given, each change audited with before and after', async () => {
    const res = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({
      price: 8400,
      discount: null,
      amenities: [{ icon: 'car', label: 'Private parking', labelDe: 'Privatparkplatz' }, 'wifi:Fast Wi-Fi'],
      translations: { de: { title: 'Villa Morgenröte', features: null } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Villa Aurora',
      price: 8400,
      discount: null,
      badge: 'New',
      amenities: [
        { icon: 'car', label: 'Private parking', labelDe: 'Privatparkplatz' },
        { icon: 'wifi', label: 'Fast Wi-Fi', labelDe: null },
      ],
      translations: { de: { title: 'Villa Morgenröte', features: null, location: 'Kassiopi, Korfu, Griechenland' } },
    });

    const en = (await app.http.get(`/api/properties/${villa.id}`)).body;
    expect(en).toMatchObject({ price: 8400, discount: null, amenities: [{ icon: 'car', label: 'Private parking' }, { icon: 'wifi', label: 'Fast Wi-Fi' }] });
    const de = (await app.http.get(`/api/properties/${villa.id}`).set('Accept-Language', 'de')).body;
    expect(de).toMatchObject({ title: 'Villa Morgenröte', features: ['Private infinity pool', 'Sea views'], amenities: [{ icon: 'car', label: 'Privatparkplatz' }, { icon: 'wifi', label: 'Fast Wi-Fi' }] });
    expect(await storefrontTitles(app.agent(), 'en', { discounted: true })).not.toContain('Villa Aurora');

    const graph = await gql<{ updateProperty: any }>(admin.agent, 'mutation($id: ID!, $input: UpdatePropertyInput!) { updateProperty(id: $id, input: $input) { title sleeps region } }', {
      id: villa.id,
      input: { title: 'Villa Aurora Grande', sleeps: 10 },
    });
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.updateProperty).toEqual({ title: 'Villa Aurora Grande', sleeps: 10, region: 'Corfu' });
    expect(await storefrontTitles(app.agent(), 'en', { guests: 10, location: 'Kassiopi' })).toEqual(['Villa Aurora Grande']);

    const [renamed, edited] = await auditOf(villa.id);
    expect(renamed).toEqual({
      action: 'PROPERTY_UPDATED',
      targetLabel: 'Villa Aurora Grande',
      changes: [
        { field: 'sleeps', before: '8', after: '10' },
        { field: 'title', before: '"Villa Aurora"', after: '"Villa Aurora Grande"' },
      ],
    });
    expect(edited.action).toBe('PROPERTY_UPDATED');
    expect(edited.changes.map((c) => c.field)).toEqual(['amenities', 'discount', 'price', 'translations']);
    expect(edited.changes.find((c) => c.field === 'price')).toEqual({ field: 'price', before: '7000', after: '8400' });

    // Sending the values it already has changes nothing and records nothing.
    expect((await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ price: 8400, sleeps: 10 })).status).toBe(200);
    expect(await auditOf(villa.id)).toHaveLength(4);
  });

  it("moving to another destination brings its names as region, in both languages, unless a region is given", async () => {
    const res = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ destinationKey: 'crete', location: 'Elounda, Crete, Greece' });
    expect(res.body).toMatchObject({ destinationKey: 'crete', region: 'Crete', translations: { de: { region: 'Kreta' } } });
    const back = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ destinationKey: 'corfu', location: 'Kassiopi, Corfu, Greece', region: 'North-east Corfu' });
    expect(back.body).toMatchObject({ destinationKey: 'corfu', region: 'North-east Corfu', translations: { de: { region: null } } });
    await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ region: 'Corfu', translations: { de: { region: 'Korfu' } } }).expect(200);
  });

  it('unpublishing takes it off the storefront at once; bookings stay, new stays are refused', async () => {
    const countBefore = await gql<{ destinationGroups: any }>(app.agent(), '{ destinationGroups { slug villaCount } }');
    const res = await publish(villa.id, false);
    expect(res.body).toMatchObject({ published: false });

    expect(await storefrontTitles(app.agent())).not.toContain('Villa Aurora Grande');
    expect(await storefrontTitles(app.agent(), 'de')).not.toContain('Villa Morgenröte');
    expect((await app.http.get(`/api/properties/${villa.id}`)).status).toBe(404);
    expect((await app.http.get(`/api/properties/${villa.id}`).set('Accept-Language', 'de')).body.message).toBe('Unterkunft nicht gefunden. Die gesuchte Unterkunft existiert nicht.');
    expect((await gql<{ property: any }>(app.agent(), PROPERTY_QUERY, { id: villa.id })).data!.property).toBeNull();
    expect((await gql<{ similarProperties: any }>(app.agent(), `{ similarProperties(id: "${villa.id}") { id } }`)).data!.similarProperties).toEqual([]);
    expect((await app.http.get('/sitemap.xml')).text).not.toContain(villa.id);
    expect((await app.http.get('/sitemap.xml')).headers['cache-control']).toBe('no-cache');
    expect((await app.http.get(`/property/${villa.id}`)).text).not.toContain('og:title');
    const countAfter = await gql<{ destinationGroups: any }>(app.agent(), '{ destinationGroups { slug villaCount } }');
    const greece = (r: typeof countBefore) => r.data!.destinationGroups.find((c: { slug: string }) => c.slug === 'greece').villaCount;
    expect(greece(countAfter)).toBe(greece(countBefore) - 1);

    // The basket refuses it, on propertyId, in the visitor's language.
    const stay = { propertyId: villa.id, checkIn: inDays(120), checkOut: inDays(127), guests: 2 };
    const en = await app.agent().post('/api/cart/items').send(stay);
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ code: 'CONFLICT', field: 'propertyId', message: 'This villa cannot be booked at the moment. Please choose another villa or contact us.' });
    const de = await app.agent().post('/api/cart/items').set('Accept-Language', 'de').send(stay);
    expect(de.body).toMatchObject({ field: 'propertyId', message: 'Diese Villa kann derzeit nicht gebucht werden. Bitte wählen Sie eine andere Villa oder kontaktieren Sie uns.' });
    const graph = await gql(app.agent(), 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', { input: stay });
    expect(graph.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'propertyId' });

    // A stay put in a basket before the villa was unpublished cannot be checked out.
    const checkout = await waiting.agent.post('/api/checkout').send(checkoutBody());
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toBe('Villa Aurora Grande can no longer be booked online. Please remove it from your basket or contact us. Nothing was charged.');

    // The booking made while it was published stays in the guest's account, with its villa.
    const bookings = await booker.agent.get('/api/user/bookings');
    expect(bookings.body).toEqual([expect.objectContaining({ checkIn: inDays(60), status: 'confirmed', propertyTitle: 'Villa Aurora Grande' })]);
    const mine = await gql<{ myBookings: any }>(booker.agent, '{ myBookings { items { checkIn property { id title published } } } }');
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myBookings.items).toEqual([{ checkIn: inDays(60), property: { id: villa.id, title: 'Villa Aurora Grande', published: false } }]);

    expect((await auditOf(villa.id))[0]).toMatchObject({ action: 'PROPERTY_UNPUBLISHED', changes: [{ field: 'published', before: 'true', after: 'false' }] });
  });
});

describe('validation', () => {
  const create = (body: Record<string, unknown>, language = 'en') => admin.agent.post('/api/admin/properties').set('Accept-Language', language).send(body);

  it.each([
    ['a missing title', { title: undefined }, 'title', 'title is required.', 'title ist ein Pflichtfeld.'],
    ['a blank location', { location: '   ' }, 'location', 'location must be 1 to 200 characters long.', 'location muss 1 bis 200 Zeichen lang sein.'],
    ['a price of 0', { price: 0 }, 'price', 'price must be at least 1.', 'price muss mindestens 1 sein.'],
    ['a fractional bedroom count', { bedrooms: 2.5 }, 'bedrooms', 'bedrooms must be a whole number.', 'bedrooms muss eine ganze Zahl sein.'],
    ['a discount above 100', { discount: 120 }, 'discount', 'discount must be at most 100.', 'discount darf höchstens 100 sein.'],
    ['features that are not a list', { features: 'pool' }, 'features', 'features must be a list.', 'features muss eine Liste sein.'],
    ['an unknown amenity icon', { amenities: [{ icon: 'sauna', label: 'Sauna' }] }, 'amenities.0.icon', 'amenities.0.icon must be one of: wifi, wind, car, waves, coffee, tv.', 'amenities.0.icon muss einer dieser Werte sein: wifi, wind, car, waves, coffee, tv.'],
    ['a German title too long', { translations: { de: { title: 'x'.repeat(121) } } }, 'translations.de.title', 'translations.de.title must be 1 to 120 characters long.', 'translations.de.title muss 1 bis 120 Zeichen lang sein.'],
    ['a malformed slug', { slug: 'Villa Blue' }, 'slug', 'slug may only contain lower-case letters a to z, digits and single hyphens.', 'slug darf nur Kleinbuchstaben von a bis z, Ziffern und einzelne Bindestriche enthalten.'],
    ['a lower-case currency', { currency: 'eur' }, 'currency', 'currency must be a three-letter currency code such as GBP.', 'currency muss ein dreibuchstabiger Währungscode wie GBP sein.'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'currency: there is no currency "XYZ".', 'currency: Es gibt keine Währung „XYZ“.'],
    ['an unknown destination', { destinationKey: 'atlantis' }, 'destinationKey', 'destinationKey: there is no destination "atlantis".', 'destinationKey: Es gibt kein Reiseziel „atlantis“.'],
  ])('refuses %s, naming the field in English and German', async (_case, override, field, english, german) => {
    const before = (await admin.agent.get('/api/admin/properties')).headers['x-total-count'];
    const en = await create(villaBody('Villa Invalid', override));
    expect([en.status, en.body]).toEqual([400, { code: 'BAD_USER_INPUT', field, message: english }]);
    const de = await create(villaBody('Villa Invalid', override), 'de');
    expect([de.status, de.body.field, de.body.message]).toEqual([400, field, german]);
    expect((await admin.agent.get('/api/admin/properties')).headers['x-total-count']).toBe(before);
  });

  it('answers the same translated message over GraphQL', async () => {
    const res = await gql(admin.agent, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { ...villaBody('Villa Invalid', { price: 0 }), amenities: [] } }, { 'Accept-Language': 'de' });
    expect(res.errors?.[0]).toMatchObject({ message: 'price muss mindestens 1 sein.', extensions: { code: 'BAD_USER_INPUT', field: 'price' } });
  });

  it('PATCH validates only the fields given; null clears a clearable field and is refused for the others', async () => {
    const villa = await createVilla('Villa Patchy');
    const price = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ price: 9100 });
    expect(price.status).toBe(200);
    expect(price.body).toMatchObject({ price: 9100, title: 'Villa Patchy', discount: 10 });
    const cleared = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ badge: null, discount: null });
    expect(cleared.body).toMatchObject({ badge: null, discount: null });
    const nullTitle = await admin.agent.patch(`/api/admin/properties/${villa.id}`).set('Accept-Language', 'de').send({ title: null });
    expect([nullTitle.status, nullTitle.body.field, nullTitle.body.message]).toEqual([400, 'title', 'title muss ein Text sein.']);
    const badSleeps = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ sleeps: 0 });
    expect([badSleeps.status, badSleeps.body.field, badSleeps.body.message]).toEqual([400, 'sleeps', 'sleeps must be at least 1.']);
    const badPublish = await admin.agent.post(`/api/admin/properties/${villa.id}/publish`).send({ published: 'yes' });
    expect([badPublish.status, badPublish.body.field]).toEqual([400, 'published']);
    expect((await admin.agent.patch('/api/admin/properties/00000000-0000-4000-8000-000000000000').send({ price: 1 })).status).toBe(404);
    expect((await admin.agent.get('/api/admin/properties/not-a-uuid')).status).toBe(404);
  });
});

describe('who may call', () => {
  it('answers 401 to visitors and 403 to customers (every route and field is in the protected-operations list)', async () => {
    expect((await app.http.get('/api/admin/properties')).status).toBe(401);
    expect((await customer.agent.post('/api/admin/properties').send(villaBody('Villa Sneaky'))).status).toBe(403);
    const graph = await gql(customer.agent, '{ adminProperties { totalCount } }');
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The storefront's Property shows a customer no admin field.
    const villa = await createVilla('Villa Open');
    await publish(villa.id, true).expect(200);
    const fields = await gql(customer.agent, `{ property(id: "${villa.id}") { title translations { de { title } } } }`);
    expect(fields.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
