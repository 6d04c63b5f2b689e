import type { Property } from '../../server/src/modules/properties/property.entity';
import { gql, signUp, type Account } from '../helpers/accounts';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let villas: Property[];
let alice: Account;
let bob: Account;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await startTestApp();
  const place = await makePlace(app.db);
  villas = [];
  for (let i = 0; i < 12; i += 1) villas.push(await makeProperty(app.db, { destinationKey: place.key }));
  alice = await signUp(app);
  bob = await signUp(app);
});
afterAll(() => app.close());

describe('REST shortlist', () => {
  it('refuses anonymous callers with 401 on every route', async () => {
    const calls = [
      app.http.get('/api/user/shortlist'),
      app.http.get(`/api/user/shortlist/check/${villas[0].id}`),
      app.http.post('/api/user/shortlist').send({ propertyId: villas[0].id }),
      app.http.delete(`/api/user/shortlist/${villas[0].id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    }
  });

  it('starts empty', async () => {
    const res = await alice.agent.get('/api/user/shortlist');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await alice.agent.get(`/api/user/shortlist/check/${villas[0].id}`)).body).toEqual({ inShortlist: false });
  });

  it('adds a villa; adding it twice is harmless', async () => {
    const first = await alice.agent.post('/api/user/shortlist').send({ propertyId: villas[0].id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ propertyId: villas[0].id, inShortlist: true, count: 1 });
    const again = await alice.agent.post('/api/user/shortlist').send({ propertyId: villas[0].id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ propertyId: villas[0].id, inShortlist: true, count: 1 });
    await alice.agent.post('/api/user/shortlist').send({ propertyId: villas[1].id });
    const list = await alice.agent.get('/api/user/shortlist');
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([villas[1].id, villas[0].id]);
    expect(list.body[0]).toMatchObject({ id: villas[1].id, title: villas[1].title, location: villas[1].location, price: villas[1].price, images: villas[1].images });
    expect((await alice.agent.get(`/api/user/shortlist/check/${villas[0].id}`)).body).toEqual({ inShortlist: true });
  });

  it("keeps each user's shortlist to themself", async () => {
    expect((await bob.agent.get('/api/user/shortlist')).body).toEqual([]);
    expect((await bob.agent.get(`/api/user/shortlist/check/${villas[0].id}`)).body).toEqual({ inShortlist: false });
    await bob.agent.delete(`/api/user/shortlist/${villas[0].id}`);
    expect((await alice.agent.get(`/api/user/shortlist/check/${villas[0].id}`)).body).toEqual({ inShortlist: true });
  });

  it('removes a villa; removing one not on the list is harmless', async () => {
    const res = await alice.agent.delete(`/api/user/shortlist/${villas[1].id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ propertyId: villas[1].id, inShortlist: false, count: 1 });
    const again = await alice.agent.delete(`/api/user/shortlist/${villas[1].id}`);
    expect(again.body).toEqual({ propertyId: villas[1].id, inShortlist: false, count: 1 });
  });

  it('answers 404 for an unknown or malformed villa id, and 400 without one', async () => {
    for (const res of [
      await alice.agent.post('/api/user/shortlist').send({ propertyId: UNKNOWN_ID }),
      await alice.agent.post('/api/user/shortlist').send({ propertyId: 'nope' }),
      await alice.agent.get(`/api/user/shortlist/check/${UNKNOWN_ID}`),
      await alice.agent.delete(`/api/user/shortlist/${UNKNOWN_ID}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Property not found. The property you're looking for doesn't exist.");
    }
    const missing = await alice.agent.post('/api/user/shortlist').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('propertyId');
    expect((await alice.agent.get('/api/user/shortlist')).body).toHaveLength(1);
  });
});

describe('GraphQL shortlist', () => {
  const ADD = `mutation($id: ID!) { addToShortlist(propertyId: $id) { propertyId inShortlist count property { id inShortlist } } }`;
  const REMOVE = `mutation($id: ID!) { removeFromShortlist(propertyId: $id) { inShortlist count property { id inShortlist } } }`;

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    for (const [query, variables] of [
      ['{ shortlist { id } }', {}],
      ['query($id: ID!) { inShortlist(propertyId: $id) }', { id: villas[0].id }],
      [ADD, { id: villas[0].id }],
      [REMOVE, { id: villas[0].id }],
    ] as const) {
      const res = await app.graphql(query, variables);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds, checks, lists and removes like REST', async () => {
    const added = await gql<{ addToShortlist: { inShortlist: boolean; count: number; property: { inShortlist: boolean } } }>(bob.agent, ADD, { id: villas[2].id });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addToShortlist).toMatchObject({ propertyId: villas[2].id, inShortlist: true, count: 1, property: { id: villas[2].id, inShortlist: true } });
    const checked = await gql<{ inShortlist: boolean }>(bob.agent, 'query($id: ID!) { inShortlist(propertyId: $id) }', { id: villas[2].id });
    expect(checked.data?.inShortlist).toBe(true);
    const list = await gql<{ shortlist: { id: string; inShortlist: boolean }[] }>(bob.agent, '{ shortlist { id title inShortlist } }');
    expect(list.data?.shortlist).toEqual([{ id: villas[2].id, title: villas[2].title, inShortlist: true }]);
    const removed = await gql<{ removeFromShortlist: { inShortlist: boolean; count: number; property: { inShortlist: boolean } } }>(bob.agent, REMOVE, { id: villas[2].id });
    expect(removed.data?.removeFromShortlist).toMatchObject({ inShortlist: false, count: 0, property: { inShortlist: false } });
    const unknown = await gql(bob.agent, ADD, { id: UNKNOWN_ID });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('resolves Property.inShortlist per user, false when signed out', async () => {
    const q = `query($id: ID!) { property(id: $id) { id inShortlist } }`;
    expect((await gql<{ property: { inShortlist: boolean } }>(alice.agent, q, { id: villas[0].id })).data?.property.inShortlist).toBe(true);
    expect((await gql<{ property: { inShortlist: boolean } }>(bob.agent, q, { id: villas[0].id })).data?.property.inShortlist).toBe(false);
    expect((await app.graphql<{ property: { inShortlist: boolean } }>(q, { id: villas[0].id })).data?.property.inShortlist).toBe(false);
  });

  it('batches Property.inShortlist: one query for a page of cards, whatever its size', async () => {
    for (const villa of villas.slice(3, 8)) await alice.agent.post('/api/user/shortlist').send({ propertyId: villa.id });
    const q = `query($limit: Int!) { properties(page: { limit: $limit }) { items { id inShortlist } } }`;
    async function statementsFor(limit: number): Promise<{ count: number; marked: number }> {
      const withoutField = async () => {
        const before = app.sql.statementCount;
        await gql(alice.agent, `query($limit: Int!) { properties(page: { limit: $limit }) { items { id } } }`, { limit });
        return app.sql.statementCount - before;
      };
      const base = await withoutField();
      const before = app.sql.statementCount;
      const res = await gql<{ properties: { items: { inShortlist: boolean }[] } }>(alice.agent, q, { limit });
      expect(res.errors).toBeUndefined();
      return { count: app.sql.statementCount - before - base, marked: res.data!.properties.items.filter((i) => i.inShortlist).length };
    }
    const small = await statementsFor(3);
    const large = await statementsFor(12);
    expect(large.marked).toBe(6);
    expect(small.count).toBe(1);
    expect(large.count).toBe(1);
  });
});
