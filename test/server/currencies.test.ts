import { seedCatalogue } from '../../server/src/db/seed/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedCatalogue(app.db);
});
afterAll(() => app.close());

describe('currencies', () => {
  it('REST lists each currency with code, symbol and exchangeRate, GBP at rate 1', async () => {
    const res = await app.http.get('/api/currencies');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining([{ code: 'GBP', symbol: '£', exchangeRate: 1 }]));
    expect(res.body.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['GBP', 'EUR', 'USD']));
    for (const currency of res.body) expect(Object.keys(currency).sort()).toEqual(['code', 'exchangeRate', 'symbol']);
  });

  it('GraphQL returns the same currencies as REST', async () => {
    const rest = await app.http.get('/api/currencies');
    const gql = await app.graphql<{ currencies: unknown[] }>('{ currencies { code symbol exchangeRate } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.currencies).toEqual(rest.body);
  });

  it('seeding twice changes nothing', async () => {
    await seedCatalogue(app.db);
    const res = await app.http.get('/api/currencies');
    expect(res.body.filter((c: { code: string }) => c.code === 'GBP')).toHaveLength(1);
  });
});

describe('API errors', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const res = await app.http.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('translates error messages to German from Accept-Language', async () => {
    const res = await app.http.get('/api/no-such-thing').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8');
    expect(res.body.message).toBe('Nicht gefunden');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await app.http.post('/api/currencies').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sends no X-Powered-By and sets a content security policy', async () => {
    const res = await app.http.get('/api/currencies');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GraphQL limits', () => {
  it('rejects queries with too many aliases', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => `c${i}: currencies { code }`).join(' ');
    const res = await app.graphql(`{ ${fields} }`);
    expect(res.errors?.[0].extensions?.code).toBe('TOO_MANY_ALIASES');
    expect(res.errors?.[0].message).toBe('This query uses too many aliases (20 of at most 15).');
  });

  it('costs a document by its page size whatever its filter, each time it is asked', async () => {
    const lists = Array.from({ length: 10 }, (_, i) => `l${i}: properties(filter: $filter, page: $page) { totalCount items { id title location price sleeps bedrooms } }`).join(' ');
    const query = `query Lists($filter: PropertyFilter, $page: PageInput) { ${lists} }`;
    const ask = (limit: number, guests: number) => app.http.post('/graphql').send({ query, variables: { filter: { guests }, page: { offset: 0, limit } } });
    const refused = await ask(100, 2);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].message).toMatch(/^This query is too expensive \(\d+ of at most 5000\)/);
    expect(refused.body.data ?? null).toBeNull();
    const answered = await ask(10, 2);
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data.l9.items.length).toBeGreaterThan(0);
    // Another filter, the same large page: refused again, and a smaller page answered again.
    expect((await ask(100, 4)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await ask(100, 2)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await ask(10, 4)).body.errors).toBeUndefined();
  });
});

describe('GraphQL variables', () => {
  it('answers an unknown enum value in variables as bad input, not a server fault', async () => {
    const res = await app.http
      .post('/graphql')
      .send({ query: 'query ($c: ExtraCategory) { extras(category: $c) { id } }', variables: { c: 'NOPE' } });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
