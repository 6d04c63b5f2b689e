import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { signUp, signUpAdmin, uniqueEmail, type Agent } from '../helpers/accounts';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The storefront's trusted documents, as `npm run codegen` wrote them. */
const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../client/src/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>;

/** The hash (as Apollo's APQ sends it, without the `sha256:` prefix) of the storefront operation `name`. */
function storefrontHash(name: string): string {
  const entry = Object.entries(manifest).find(([, document]) => new RegExp(`(query|mutation) ${name}\\b`).test(document));
  if (!entry) throw new Error(`no storefront operation ${name}`);
  return entry[0].replace(/^sha256:/, '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

type Client = TestApp['http'] | Agent;

/** A GET as Apollo Client's PersistedQueryLink sends a hashed query: no document, the hash in `extensions`. */
function getByHash(client: Client, hash: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return client
    .get('/graphql')
    .query({ variables: JSON.stringify(variables), extensions: JSON.stringify(persisted(hash)) })
    .set('Content-Type', 'application/json')
    .set(headers);
}

function post(client: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return client.post('/graphql').set('Content-Type', 'application/json').set(headers).send(body);
}

const CUSTOM_QUERY = '{ properties(page: { limit: 1 }) { totalCount items { id title } } }';

async function catalogue(app: TestApp): Promise<void> {
  const place = await makePlace(app.db);
  for (let i = 0; i < 3; i += 1) await makeProperty(app.db, { destinationKey: place.key, published: true });
}

describe('PERSISTED_QUERIES=apq (the default outside production)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await catalogue(app);
  }, 60_000);
  afterAll(() => app.close());

  it('runs any document sent in full', async () => {
    const res = await post(app.http, { query: CUSTOM_QUERY });
    expect(res.status).toBe(200);
    expect(res.body.data.properties.totalCount).toBe(3);
  });

  it("answers the storefront's search by hash over GET, cacheable for anonymous visitors, with __typename for the client's cache", async () => {
    const res = await getByHash(app.http, storefrontHash('Search'), { page: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.properties;
    expect(page.items).toHaveLength(2);
    expect(page.__typename).toBe('PropertyPage');
    expect(page.items[0]).toMatchObject({ __typename: 'Property', image: { __typename: 'PropertyImage' } });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.etag).toBeTruthy();
    const again = await getByHash(app.http, storefrontHash('Search'), { page: { limit: 2 } }, { 'If-None-Match': res.headers.etag });
    expect(again.status).toBe(304);
  });

  it('keeps a signed-in reader’s hashed GET private', async () => {
    const { agent } = await signUp(app);
    const res = await getByHash(agent, storefrontHash('Search'), { page: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data.properties.items).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a hashed GET with an Authorization header (a token client) private, and tells caches the answer varies by it', async () => {
    const anonymous = await getByHash(app.http, storefrontHash('Search'), { page: { limit: 1 } });
    expect(anonymous.headers.vary).toMatch(/Authorization/);
    const withToken = await getByHash(app.http, storefrontHash('Search'), { page: { limit: 1 } }, { Authorization: 'Bearer some-access-token' });
    expect(withToken.headers['cache-control']).toBe('private, no-store');
  });

  it('runs the trusted document for a trusted hash, whatever document comes along with it', async () => {
    const res = await post(app.http, { query: '{ me { id email } }', variables: { page: { limit: 1 } }, extensions: persisted(storefrontHash('Search')) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['properties']);
    expect(res.body.data.properties.items).toHaveLength(1);
  });

  it('registers an automatic persisted query and then runs it by hash alone', async () => {
    const query = `{ properties(page: { limit: 3 }) { items { id } } } # ${uniqueEmail()}`;
    const hash = sha256(query);
    const unknown = await getByHash(app.http, hash);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await post(app.http, { query, extensions: persisted(hash) });
    expect(registered.status).toBe(200);
    expect(registered.body.data.properties.items).toHaveLength(3);

    const byHash = await getByHash(app.http, hash);
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toEqual(registered.body.data);
    expect(byHash.headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses a document whose hash does not match it', async () => {
    const res = await post(app.http, { query: CUSTOM_QUERY, extensions: persisted(sha256('something else')) });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
  });
});

describe('GraphQL Sandbox outside production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it('opens Apollo Sandbox for a browser at GET /graphql, without the site policy that would block its scripts', async () => {
    const page = await app.http.get('/graphql').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('embeddable-sandbox');
    expect(page.headers['content-security-policy']).toBeUndefined();
    // The page brings its own policy, with a nonce for its scripts.
    expect(page.text).toMatch(/http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
  });

  it('keeps the site policy on operations', async () => {
    const res = await post(app.http, { query: '{ currencies { code } }' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('PERSISTED_QUERIES=only (the production default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PERSISTED_QUERIES: 'only' });
    await catalogue(app);
  }, 60_000);
  afterAll(() => app.close());

  it('refuses a document that is not trusted from an anonymous caller, with a translated message and a code', async () => {
    const res = await post(app.http, { query: CUSTOM_QUERY });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
    expect(res.body.errors[0].message).toMatch(/persisted queries/);

    const german = await post(app.http, { query: CUSTOM_QUERY }, { 'Accept-Language': 'de' });
    expect(german.body.errors[0].message).toMatch(/Schnittstelle/);

    const overGet = await app.http.get('/graphql').query({ query: CUSTOM_QUERY }).set('apollo-require-preflight', 'true');
    expect(overGet.status).toBe(400);
    expect(overGet.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
  });

  it('refuses automatic persisted queries from anonymous callers: neither registration nor an unknown hash', async () => {
    const hash = sha256(CUSTOM_QUERY);
    const register = await post(app.http, { query: CUSTOM_QUERY, extensions: persisted(hash) });
    expect(register.status).toBe(400);
    expect(register.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
    const byHash = await getByHash(app.http, hash);
    expect(byHash.status).toBe(400);
    expect(byHash.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
  });

  it('refuses a custom document from a signed-in customer too', async () => {
    const { agent } = await signUp(app);
    const res = await post(agent, { query: '{ me { id } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
  });

  it("answers the storefront's queries by hash, cacheable over GET", async () => {
    const res = await getByHash(app.http, storefrontHash('Search'), { page: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data.properties.items).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
  });

  it("runs the storefront's mutations by hash", async () => {
    const email = uniqueEmail('trusted');
    const res = await post(app.http, { variables: { input: { name: 'Trusted Doc', email, password: 'secret-123' } }, extensions: persisted(storefrontHash('Register')) });
    expect(res.status).toBe(200);
    expect(res.body.data.register).toMatchObject({ email, isAdmin: false });
    const [{ count }] = await app.db.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(count).toBe(1);
  });

  it('lets an admin run custom documents and register automatic persisted queries', async () => {
    const { agent } = await signUpAdmin(app);
    const custom = await post(agent, { query: CUSTOM_QUERY });
    expect(custom.status).toBe(200);
    expect(custom.body.data.properties.totalCount).toBe(3);

    const query = `{ adminProperties(page: { limit: 2 }) { totalCount items { id } } }`;
    const registered = await post(agent, { query, extensions: persisted(sha256(query)) });
    expect(registered.body.data.adminProperties.items).toHaveLength(2);
    const byHash = await getByHash(agent, sha256(query));
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toEqual(registered.body.data);
    expect(byHash.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PERSISTED_QUERIES=off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PERSISTED_QUERIES: 'off' });
  }, 60_000);
  afterAll(() => app.close());

  it('runs documents sent in full and says it does not take hashes, so clients fall back to full documents', async () => {
    const full = await post(app.http, { query: CUSTOM_QUERY });
    expect(full.status).toBe(200);
    expect(full.body.data.properties.totalCount).toBe(0);
    const res = await getByHash(app.http, storefrontHash('Search'));
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    expect(res.body.data).toBeUndefined();
  });
});

describe('configuration', () => {
  it('defaults to `only` in production and `apq` elsewhere, and names the allowed values for a wrong one', () => {
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(production.graphql.persistedQueries.mode).toBe('only');
    expect(loadConfig({ NODE_ENV: 'development' }).graphql.persistedQueries.mode).toBe('apq');
    expect(loadConfig({ NODE_ENV: 'test' }).graphql.persistedQueries.mode).toBe('apq');
    expect(() => loadConfig({ NODE_ENV: 'test', PERSISTED_QUERIES: 'sometimes' })).toThrow(/off, apq or only/);
  });
});
