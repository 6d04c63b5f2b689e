import { signUp } from '../helpers/accounts';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * The lean read path (graphql/known-reads.ts): an anonymous catalogue query whose document Apollo
 * has answered before is executed without Apollo's pipeline. A client cannot tell: the body and
 * headers are Apollo's, errors and limits are Apollo's. The metrics say which path answered.
 */

const METRICS_TOKEN = 'metrics-token-for-known-reads-0123456789';

const SEARCH = `query Search($filter: PropertyFilter, $page: PageInput) {
  properties(filter: $filter, page: $page) {
    totalCount totalCountIsEstimate hasNextPage offset endCursor
    items { id title location image { url width height alt srcset avifSrcset } price fromWeeklyPrice discount badge features bedrooms sleeps bathrooms flightsIncluded }
  }
}`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN, GRAPHQL_RESPONSE_CACHE: '1m' });
  const place = await makePlace(app.db);
  for (let i = 0; i < 6; i += 1) await makeProperty(app.db, { destinationKey: place.key, published: true, price: 2000 + 1000 * i, discount: i % 2 ? 10 : 0 });
}, 60_000);
afterAll(() => app.close());

/** How many reads the lean path has answered for an operation, from /metrics. */
async function knownReads(operation: string): Promise<number> {
  const res = await app.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  const line = res.text.split('\n').find((text) => text.startsWith(`graphql_known_reads_total{operation="${operation}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const post = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.http.post('/graphql').set('Content-Type', 'application/json').set(headers).send({ operationName: 'Search', query: SEARCH, variables });

/** What a client sees of an answer: status, body and the headers that are not per response. */
function seen(res: { status: number; text: string; headers: Record<string, string> }) {
  const { date: _date, 'x-request-id': _id, etag: _etag, ...headers } = res.headers;
  return { status: res.status, text: res.text, headers };
}

describe('the lean read path', () => {
  it('answers a search seen before with other variables as Apollo answers it, byte for byte', async () => {
    const before = await knownReads('Search');
    expect((await post({ page: { limit: 2 } })).status).toBe(200);
    expect(await knownReads('Search')).toBe(before);

    const variables = { filter: { minPrice: 2500 }, page: { offset: 1, limit: 2 } };
    const lean = await post(variables);
    expect(await knownReads('Search')).toBe(before + 1);
    // The same search by a visitor with a session: never the lean path, always Apollo.
    const visitor = await signUp(app);
    const apollo = await visitor.agent.post('/graphql').set('Content-Type', 'application/json').send({ operationName: 'Search', query: SEARCH, variables });
    expect(await knownReads('Search')).toBe(before + 1);

    expect(lean.status).toBe(200);
    expect(lean.text).toBe(apollo.text);
    expect(lean.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(lean.headers['cache-control']).toBe('private, no-store');
    expect(lean.headers['content-security-policy']).toBe(apollo.headers['content-security-policy']);
    expect(lean.headers['set-cookie']).toBeUndefined();
    const { properties } = (lean.body as { data: { properties: { totalCount: number; offset: number; items: { price: number; fromWeeklyPrice: number }[] } } }).data;
    expect(properties).toMatchObject({ totalCount: 5, offset: 1 });
    expect(properties.items.map((item) => item.price)).toEqual([4000, 5000]);
  });

  it('fills in a left-out input field with its default (a page without offset) as Apollo does', async () => {
    await post({ page: { offset: 0, limit: 2 } });
    const before = await knownReads('Search');
    const variables = { filter: { minPrice: 4500 }, page: { limit: 2 } };
    const lean = await post(variables);
    expect(await knownReads('Search')).toBe(before + 1);
    const visitor = await signUp(app);
    const apollo = await visitor.agent.post('/graphql').set('Content-Type', 'application/json').send({ operationName: 'Search', query: SEARCH, variables });
    expect(lean.text).toBe(apollo.text);
    expect(JSON.parse(lean.text)).toMatchObject({ data: { properties: { offset: 0, totalCount: 3 } } });
  });

  it('keeps what it answered in the response cache, which replays it with the same ETag', async () => {
    await post({ page: { limit: 3 } });
    const variables = { filter: { maxPrice: 4500 }, page: { limit: 3 } };
    await post(variables);
    // Asked again, the lean path's answer is kept (a search asked once is not: response-cache.ts).
    const lean = await post(variables);
    const statements = app.sql.statementCount;
    const replayed = await post(variables);
    expect(app.sql.statementCount).toBe(statements);
    expect(seen(replayed)).toEqual(seen(lean));
    expect(replayed.headers.etag).toBe(lean.headers.etag);
  });

  it("a storefront GET: Apollo's content type for the Accept header, public caching, ETag and 304", async () => {
    const get = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.http.get('/graphql').query({ operationName: 'Search', query: SEARCH, variables: JSON.stringify(variables) }).set({ 'apollo-require-preflight': 'true', Accept: 'application/graphql-response+json', ...headers });
    const first = await get({ page: { limit: 4 } });
    expect(first.status).toBe(200);
    const before = await knownReads('Search');
    const lean = await get({ filter: { minPrice: 3000 }, page: { offset: 0, limit: 4 } });
    expect(await knownReads('Search')).toBe(before + 1);
    expect(lean.headers['content-type']).toBe(first.headers['content-type']);
    expect(lean.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(lean.headers['cache-control']).toBe('public, max-age=60');
    expect(lean.headers.vary).toBe(first.headers.vary);
    expect(JSON.parse(lean.text)).toMatchObject({ data: { properties: { totalCount: 5 } } });
    expect((await get({ filter: { minPrice: 3000 }, page: { offset: 0, limit: 4 } }, { 'If-None-Match': lean.headers.etag })).status).toBe(304);
    // A GET that Apollo's CSRF check refuses is refused still: it is another request to Apollo.
    const refused = await app.http.get('/graphql').query({ operationName: 'Search', query: SEARCH, variables: JSON.stringify({ page: { limit: 1 } }) });
    expect(refused.status).toBe(400);
  });

  it("leaves bad input to Apollo: its translated error naming the field, in German too", async () => {
    await post({ page: { limit: 5 } });
    const before = await knownReads('Search');
    const english = await post({ filter: { minPrice: -5 }, page: { limit: 5 } });
    const german = await post({ filter: { minPrice: -6 }, page: { limit: 5 } }, { 'Accept-Language': 'de' });
    expect(await knownReads('Search')).toBe(before);
    expect(english.body).toMatchObject({ data: null, errors: [{ message: 'minPrice must be at least 0.', extensions: { code: 'BAD_USER_INPUT', field: 'minPrice' } }] });
    expect(german.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'minPrice' } }] });
    expect((german.body as { errors: { message: string }[] }).errors[0].message).not.toBe('minPrice must be at least 0.');
    // A variable of the wrong type: graphql-js's BAD_USER_INPUT naming the variable, as always.
    const wrongType = await post({ page: { limit: 'many' } });
    expect(wrongType.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect((wrongType.body as { errors: { message: string }[] }).errors[0].message).toContain('$page');
  });

  it('keeps the cost limit: a page too large for it is refused as before', async () => {
    await post({ page: { limit: 6 } });
    const tooCostly = await post({ page: { limit: 100_000 } });
    expect(tooCostly.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(JSON.stringify(tooCostly.body)).not.toContain('"items"');
  });
});
