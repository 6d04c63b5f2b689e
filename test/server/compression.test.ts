import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ GRAPHQL_RESPONSE_CACHE: '1m' });
  const place = await makePlace(app.db);
  for (let n = 1; n <= 12; n++) await makeProperty(app.db, { destinationKey: place.key, title: `Villa Compressed ${n}`, published: true });
});
afterAll(() => app.close());

const SEARCH = 'query Search($page: PageInput) { properties(page: $page) { totalCount items { id title description location } } }';
/** Chrome's Accept-Encoding. */
const CHROME = 'gzip, deflate, br, zstd';

/** The answer as the client decodes it, with the bytes it took on the wire (Content-Length). */
async function fetchAs(request: () => ReturnType<TestApp['http']['get']>, acceptEncoding: string) {
  const res = await request()
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return { status: res.status, encoding: res.headers['content-encoding'] as string | undefined, vary: String(res.headers.vary ?? ''), wireBytes: Number(res.headers['content-length']), text: res.body as string };
}

const searchRequest = (limit: number) => () => app.http.post('/graphql').set('Content-Type', 'application/json').send({ query: SEARCH, variables: { page: { limit } } });

describe('compressed answers', () => {
  it('sends a GraphQL answer with Brotli to Chrome, gzip to a gzip-only client and plain otherwise, all with the same data', async () => {
    const plain = await fetchAs(searchRequest(12), 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect((JSON.parse(plain.text) as { data: { properties: { totalCount: number } } }).data.properties.totalCount).toBe(12);
    expect(plain.vary).toMatch(/Accept-Encoding/);

    for (const [accept, encoding] of [[CHROME, 'br'], ['gzip', 'gzip'], ['br;q=0.1, gzip', 'gzip']]) {
      const answer = await fetchAs(searchRequest(12), accept);
      expect([accept, answer.status, answer.encoding]).toEqual([accept, 200, encoding]);
      expect(answer.vary).toMatch(/Accept-Encoding/);
      expect(answer.wireBytes).toBeLessThan(plain.wireBytes / 2);
      expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
    }
  });

  it('compresses a repeated answer served from the response cache as well', async () => {
    const first = await fetchAs(searchRequest(11), CHROME);
    const again = await fetchAs(searchRequest(11), CHROME);
    expect(again.encoding).toBe('br');
    expect(again.text).toBe(first.text);
  });

  it('compresses REST JSON, and leaves answers too small to gain alone', async () => {
    const list = await fetchAs(() => app.http.get('/api/properties?limit=12'), CHROME);
    expect(list.status).toBe(200);
    expect(list.encoding).toBe('br');
    expect((JSON.parse(list.text) as unknown[]).length).toBe(12);

    const small = await fetchAs(() => app.http.get('/healthz'), CHROME);
    expect(small.encoding).toBeUndefined();
  });
});
