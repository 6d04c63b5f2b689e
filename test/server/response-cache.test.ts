import type { Property } from '../../server/src/modules/properties/property.entity';
import { gql, signUp, signUpAdmin } from '../helpers/accounts';
import { inDays } from '../helpers/booking-factory';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let villa: Property;
beforeAll(async () => {
  app = await startTestApp({ GRAPHQL_RESPONSE_CACHE: '1m' });
  const place = await makePlace(app.db);
  villa = await makeProperty(app.db, { destinationKey: place.key, title: 'Villa Cached', published: true });
});
afterAll(() => app.close());

const SEARCH = `query Search($filter: PropertyFilter, $page: PageInput) {
  properties(filter: $filter, page: $page) { totalCount items { id title } }
}`;

/** Runs a search and says what it answered and how many SQL statements it took. */
async function search(limit: number, headers: Record<string, string> = {}) {
  const before = app.sql.statementCount;
  const res = await app.graphql<{ properties: { totalCount: number; items: { id: string; title: string }[] } }>(SEARCH, { page: { limit } }, headers);
  expect(res.errors).toBeUndefined();
  return { titles: res.data!.properties.items.map((item) => item.title), statements: app.sql.statementCount - before };
}

describe('response cache for anonymous catalogue reads', () => {
  it('answers the same anonymous search from memory once it is asked again, with the same data and no SQL', async () => {
    const first = await search(3);
    expect(first.titles).toEqual(['Villa Cached']);
    expect(first.statements).toBeGreaterThan(0);
    // Asked once, it is not kept (most searches are asked once); asked again, it is.
    const second = await search(3);
    expect(second.titles).toEqual(['Villa Cached']);
    expect(second.statements).toBeGreaterThan(0);
    const third = await search(3);
    expect(third).toEqual({ titles: ['Villa Cached'], statements: 0 });
    expect(await search(3)).toEqual({ titles: ['Villa Cached'], statements: 0 });
  });

  it('keys the answer by language and by variables', async () => {
    await search(4);
    await search(4);
    expect((await search(4, { 'Accept-Language': 'de' })).statements).toBeGreaterThan(0);
    expect((await search(4, { 'Accept-Language': 'de' })).statements).toBeGreaterThan(0);
    expect((await search(4, { 'Accept-Language': 'de' })).statements).toBe(0);
    expect((await search(4)).statements).toBe(0);
    expect((await search(5)).statements).toBeGreaterThan(0);
  });

  it('never serves or keeps the answer of a caller with a session cookie or a bearer token', async () => {
    const user = await signUp(app);
    const query = async () => {
      const before = app.sql.statementCount;
      const res = await gql<{ properties: { items: { title: string }[] } }>(user.agent, SEARCH, { page: { limit: 6 } });
      expect(res.data!.properties.items.map((item) => item.title)).toEqual(['Villa Cached']);
      return app.sql.statementCount - before;
    };
    await search(6);
    await search(6);
    expect((await search(6)).statements).toBe(0);
    expect(await query()).toBeGreaterThan(0);
    expect(await query()).toBeGreaterThan(0);
    expect((await search(7, { Authorization: 'Bearer not-a-token' })).statements).toBeGreaterThan(0);
    expect((await search(7, { Authorization: 'Bearer not-a-token' })).statements).toBeGreaterThan(0);
    // Neither the signed-in answers nor the bearer ones were kept (nor counted as asks) for anonymous callers.
    expect((await search(7)).statements).toBeGreaterThan(0);
    expect((await search(7)).statements).toBeGreaterThan(0);
  });

  it('is emptied by a mutation, so a change made by staff shows at once', async () => {
    expect((await search(8)).titles).toEqual(['Villa Cached']);
    await search(8);
    expect((await search(8)).statements).toBe(0);
    const admin = await signUpAdmin(app);
    const res = await gql(admin.agent, 'mutation($id: ID!, $input: UpdatePropertyInput!) { updateProperty(id: $id, input: $input) { title } }', {
      id: villa.id,
      input: { title: 'Villa Renamed' },
    });
    expect(res.errors).toBeUndefined();
    const after = await search(8);
    expect(after.titles).toEqual(['Villa Renamed']);
    expect(after.statements).toBeGreaterThan(0);
  });

  it('replays a GET with its public headers and ETag, and still refuses a GET that Apollo would refuse', async () => {
    const query = '{ properties(page: { limit: 9 }) { items { title } } }';
    const get = (headers: Record<string, string>) => app.http.get('/graphql').query({ query }).set(headers);
    await get({ 'apollo-require-preflight': 'true' });
    const first = await get({ 'apollo-require-preflight': 'true' });
    const before = app.sql.statementCount;
    const second = await get({ 'apollo-require-preflight': 'true' });
    expect(app.sql.statementCount).toBe(before);
    expect(second.body).toEqual(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers.vary).toMatch(/Accept-Language/);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The security headers come along; the request id is the new request's own.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect((await get({ 'apollo-require-preflight': 'true', 'If-None-Match': first.headers.etag })).status).toBe(304);
    // Without a preflight header Apollo refuses a GET (CSRF prevention); a cached answer does not change that.
    const simple = await get({});
    expect(simple.status).toBe(400);
    expect(simple.body.data).toBeUndefined();
  });

  it('is emptied by a REST write too', async () => {
    expect((await search(10)).titles).toEqual(['Villa Renamed']);
    await search(10);
    expect((await search(10)).statements).toBe(0);
    const admin = await signUpAdmin(app);
    const res = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ title: 'Villa Rest' });
    expect(res.status).toBe(200);
    expect((await search(10)).titles).toEqual(['Villa Rest']);
  });

  it("keeps its answers through a visitor's basket adds, over GraphQL and REST, which change nothing in the catalogue", async () => {
    expect((await search(11)).statements).toBeGreaterThan(0);
    await search(11);
    expect((await search(11)).statements).toBe(0);
    const visitor = app.agent();
    const stay = (days: number) => ({ propertyId: villa.id, checkIn: inDays(days), checkOut: inDays(days + 7), guests: 2 });
    const added = await gql<{ addStayToCart: { itemCount: number } }>(visitor, 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', { input: stay(60) });
    expect(added.data?.addStayToCart.itemCount).toBe(1);
    expect((await visitor.post('/api/cart/items').send(stay(90))).status).toBe(201);
    expect((await search(11)).statements).toBe(0);
  });
});
