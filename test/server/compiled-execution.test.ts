import { signUp, gql } from '../helpers/accounts';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * A document sent again is executed compiled (graphql/compiled-execution.ts), its first run by
 * graphql-js. Whichever ran it, a client gets the same answer: data, errors, codes, fields and
 * translated messages. Each case below sends the same document three times.
 */

const SEARCH = `query Search($filter: PropertyFilter, $page: PageInput) {
  properties(filter: $filter, page: $page) {
    __typename totalCount totalCountIsEstimate hasNextPage offset endCursor
    items { ...Card id cheapest: fromWeeklyPrice image { url width height alt srcset avifSrcset } }
  }
}
fragment Card on Property { __typename id title location price pricePerNight discount badge features bedrooms sleeps bathrooms flightsIncluded isAbove destination { key name } country { slug name } }`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const place = await makePlace(app.db);
  for (let i = 0; i < 5; i += 1) await makeProperty(app.db, { destinationKey: place.key, published: true, price: 2000 + 1000 * i, discount: i % 2 ? 10 : 0, badge: i === 4 ? 'ABOVE' : null });
}, 60_000);
afterAll(() => app.close());

/** The same request three times: the first run by graphql-js, the others compiled. */
async function thrice(send: () => Promise<{ status: number; body: unknown }>) {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await send());
  return answers;
}

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) => () =>
  app.http.post('/graphql').set('Content-Type', 'application/json').set(headers).send(body).then((res) => ({ status: res.status, body: res.body as unknown }));

describe('an operation sent again answers as its first run did', () => {
  it('a search page with fragments, aliases, nested objects and field resolvers', async () => {
    const [first, ...again] = await thrice(post({ query: SEARCH, variables: { filter: { minPrice: 2500 }, page: { offset: 1, limit: 2 } } }));
    expect(first.status).toBe(200);
    const data = (first.body as { data: { properties: { totalCount: number; items: { title: string; cheapest: number; destination: { key: string } }[] } } }).data;
    expect(data.properties.totalCount).toBe(4);
    expect(data.properties.items).toHaveLength(2);
    expect(data.properties.items[0]).toMatchObject({ __typename: 'Property', cheapest: expect.any(Number), destination: { key: expect.any(String) } });
    for (const answer of again) expect(answer).toEqual(first);
  });

  it('other variables on the compiled operation: another page, another filter', async () => {
    await thrice(post({ query: SEARCH, variables: { page: { limit: 1 } } }));
    const narrow = await post({ query: SEARCH, variables: { filter: { minPrice: 5500 }, page: { limit: 5 } } })();
    expect((narrow.body as { data: { properties: { totalCount: number; items: { price: number; isAbove: boolean }[] } } }).data.properties).toMatchObject({ totalCount: 1, items: [{ price: 6000, isAbove: true }] });
  });

  it('an error of a resolver: the same code, path and message, in German too', async () => {
    const query = '{ adminOrders { totalCount } }';
    for (const language of ['en', 'de']) {
      const [first, ...again] = await thrice(post({ query }, { 'Accept-Language': language }));
      expect(first.body).toMatchObject({ data: null, errors: [{ path: ['adminOrders'], locations: [{ line: 1, column: 3 }], extensions: { code: 'UNAUTHENTICATED' } }] });
      for (const answer of again) expect(answer).toEqual(first);
    }
    const [de] = await thrice(post({ query }, { 'Accept-Language': 'de' }));
    const [en] = await thrice(post({ query }, { 'Accept-Language': 'en' }));
    expect((de.body as { errors: { message: string }[] }).errors[0].message).not.toBe((en.body as { errors: { message: string }[] }).errors[0].message);
  });

  it('variables of the wrong type: BAD_USER_INPUT naming the variable, every time', async () => {
    const [first, ...again] = await thrice(post({ query: SEARCH, variables: { page: { limit: 'many' } } }));
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ errors: [{ message: expect.stringContaining('$page'), extensions: { code: 'BAD_USER_INPUT' } }] });
    for (const answer of again) expect(answer).toEqual(first);
  });

  it('an argument the rules refuse: BAD_USER_INPUT with its field, every time', async () => {
    const [first, ...again] = await thrice(post({ query: SEARCH, variables: { filter: { guests: -1 } } }));
    expect(first.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'guests' } }] });
    for (const answer of again) expect(answer).toEqual(first);
  });

  it("a signed-in customer's own data and a mutation's answer", async () => {
    const customer = await signUp(app);
    const villa = (await post({ query: SEARCH, variables: { page: { limit: 1 } } })().then((res) => res.body)) as { data: { properties: { items: { id: string }[] } } };
    const id = villa.data.properties.items[0].id;
    const changes = [];
    for (const mutation of ['addToShortlist', 'removeFromShortlist', 'addToShortlist', 'addToShortlist']) {
      changes.push(await gql<Record<string, { inShortlist: boolean }>>(customer.agent, `mutation($id: ID!) { change: ${mutation}(propertyId: $id) { inShortlist } }`, { id }));
    }
    expect(changes.map((res) => res.data?.change.inShortlist)).toEqual([true, false, true, true]);
    const mine = await thrice(() => gql(customer.agent, '{ me { email } shortlist { id } }').then(({ status, data, errors }) => ({ status, body: { data, errors } })));
    expect(mine[0].body).toMatchObject({ data: { me: { email: customer.email }, shortlist: [{ id }] } });
    for (const answer of mine.slice(1)) expect(answer).toEqual(mine[0]);
  });
});
