import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { RegisterDocument, SearchDocument } from '../../client/src/__generated__/graphql';
import { persistedQueriesLink } from '../../client/src/lib/persisted-queries';

/** What the client put on the wire: method, URL parameters and JSON body. */
interface Sent {
  method: string;
  params: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** A client whose server answers with `respond` for each request, recording what was sent. */
function clientWith(respond: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const fetchFn = async (uri: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(uri), 'http://localhost');
    const request: Sent = { method: init?.method ?? 'GET', params: url.searchParams, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null };
    sent.push(request);
    return new Response(JSON.stringify(respond(request)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([persistedQueriesLink(), new HttpLink({ uri: '/graphql', fetch: fetchFn })]) });
  return { client, sent };
}

const searchAnswer = { data: { properties: { __typename: 'PropertyPage', endCursor: null, hasNextPage: false, items: [], offset: 0, totalCount: 0, totalCountIsEstimate: false } } };
const searchHash = (SearchDocument as unknown as { __meta__: { hash: string } }).__meta__.hash.replace('sha256:', '');

describe('persisted queries in the storefront client', () => {
  it('sends a query as a GET with its trusted-document hash and no document', async () => {
    const { client, sent } = clientWith(() => searchAnswer);
    await client.query({ query: SearchDocument, variables: { page: { limit: 2 } } });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('GET');
    expect(sent[0].params.get('query')).toBeNull();
    expect(JSON.parse(sent[0].params.get('extensions')!)).toMatchObject({ persistedQuery: { version: 1, sha256Hash: searchHash } });
    // The query's declared default ($flexible = false: no bookable stays on the cards) travels with it.
    expect(JSON.parse(sent[0].params.get('variables')!)).toEqual({ page: { limit: 2 }, flexible: false });
  });

  it('sends a mutation as a POST, by hash too', async () => {
    const { client, sent } = clientWith(() => ({ data: { register: { __typename: 'User', id: '1', email: 'a@example.com', name: 'A', isAdmin: false, isSuspended: false, phone: null, createdAt: '2026-01-01T00:00:00Z' } } }));
    await client.mutate({ mutation: RegisterDocument, variables: { input: { name: 'A', email: 'a@example.com', password: 'secret-123' } } });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).not.toHaveProperty('query');
    expect(sent[0].body?.extensions).toMatchObject({ persistedQuery: { sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });

  it('sends a document without a codegen hash whole, as before', async () => {
    const { client, sent } = clientWith(() => ({ data: { currencies: [] } }));
    await client.query({ query: gql`query Currencies { currencies { code } }` });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body?.query).toContain('currencies');
    expect(sent[0].body?.extensions).not.toHaveProperty('persistedQuery');
  });

  it('falls back to whole documents, without hashes, when the server does not know the hash', async () => {
    const { client, sent } = clientWith((request) =>
      request.params.get('extensions') ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } : searchAnswer,
    );
    const { data } = await client.query({ query: SearchDocument, variables: {} });
    expect(data?.properties.totalCount).toBe(0);
    expect(sent).toHaveLength(2);
    expect(sent[1].method).toBe('POST');
    expect(sent[1].body?.query).toContain('query Search');
    expect(sent[1].body?.extensions).not.toHaveProperty('persistedQuery');
  });
});
