import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { CHROME_ACCEPT_ENCODING, fetchAs } from '../helpers/encoded-answer';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ GRAPHQL_RESPONSE_CACHE: '1m' });
  const place = await makePlace(app.db);
  for (let n = 1; n <= 12; n++) await makeProperty(app.db, { destinationKey: place.key, title: `Villa Compressed ${n}`, published: true });
});
afterAll(() => app.close());

const SEARCH = 'query Search($page: PageInput) { properties(page: $page) { totalCount items { id title description location } } }';

const searchRequest = (limit: number) => () => app.http.post('/graphql').set('Content-Type', 'application/json').send({ query: SEARCH, variables: { page: { limit } } });

describe('compressed answers', () => {
  it('sends a GraphQL answer with Brotli to Chrome, gzip to a gzip-only client and plain otherwise, all with the same data', async () => {
    const plain = await fetchAs(searchRequest(12), 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect((JSON.parse(plain.text) as { data: { properties: { totalCount: number } } }).data.properties.totalCount).toBe(12);
    expect(plain.vary).toMatch(/Accept-Encoding/);

    for (const [accept, encoding] of [[CHROME_ACCEPT_ENCODING, 'br'], ['gzip', 'gzip'], ['br;q=0.1, gzip', 'gzip']]) {
      const answer = await fetchAs(searchRequest(12), accept);
      expect([accept, answer.status, answer.encoding]).toEqual([accept, 200, encoding]);
      expect(answer.vary).toMatch(/Accept-Encoding/);
      expect(answer.wireBytes).toBeLessThan(plain.wireBytes / 2);
      expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
    }
  });

  it('compresses a repeated answer served from the response cache as well', async () => {
    // Kept when asked a second time, replayed from the third (response-cache.ts).
    await fetchAs(searchRequest(11), CHROME_ACCEPT_ENCODING);
    const first = await fetchAs(searchRequest(11), CHROME_ACCEPT_ENCODING);
    const statements = app.sql.statementCount;
    const again = await fetchAs(searchRequest(11), CHROME_ACCEPT_ENCODING);
    expect(app.sql.statementCount).toBe(statements);
    expect(again.encoding).toBe('br');
    expect(again.text).toBe(first.text);
  });

  it('compresses REST JSON, and leaves answers too small to gain alone', async () => {
    const list = await fetchAs(() => app.http.get('/api/properties?limit=12'), CHROME_ACCEPT_ENCODING);
    expect(list.status).toBe(200);
    expect(list.encoding).toBe('br');
    expect((JSON.parse(list.text) as unknown[]).length).toBe(12);

    const small = await fetchAs(() => app.http.get('/healthz'), CHROME_ACCEPT_ENCODING);
    expect(small.encoding).toBeUndefined();
  });
});
