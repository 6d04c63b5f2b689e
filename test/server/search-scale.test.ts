import { SEARCH_COUNT_CAP } from '../../common/constants';
import { addMonths, businessToday } from '../../common/dates';
import { createDataSource } from '../../server/src/db/data-source';
import { SqlLogger } from '../../server/src/db/sql-logger';
import { seedScale } from '../../server/src/db/seed/scale';
import { prepared, sql, type PreparedStatement } from '../../server/src/db/sql';
import { listStatementText } from '../../server/src/modules/properties/property.service';
import { newUser } from '../helpers/booking-factory';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // More villas than the count cap: the demo catalogue plus generated ones.
  await seedScale(app.db, SEARCH_COUNT_CAP + 150);
}, 120_000);
afterAll(() => app.close());

interface SearchPage {
  items: { id: string; title: string }[];
  totalCount: number;
  totalCountIsEstimate: boolean;
  hasNextPage: boolean;
  offset: number;
  endCursor: string | null;
}

const SEARCH = `query($filter: PropertyFilter, $page: PageInput, $sort: PropertySort, $after: String) {
  properties(filter: $filter, page: $page, sort: $sort, after: $after) {
    items { id title } totalCount totalCountIsEstimate hasNextPage offset endCursor
  }
}`;

async function search(variables: Record<string, unknown>): Promise<SearchPage> {
  const res = await app.graphql<{ properties: SearchPage }>(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.properties;
}

describe('seed:scale', () => {
  it('brings the catalogue to exactly the number of villas asked for, over every destination', async () => {
    const [{ villas, destinations, empty }] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM properties) AS villas,
              (SELECT count(DISTINCT destination_key)::int FROM properties) AS destinations,
              (SELECT count(*)::int FROM destinations d WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE p.destination_key = d.key)) AS empty`,
    );
    expect(villas).toBe(SEARCH_COUNT_CAP + 150);
    expect(destinations).toBeGreaterThan(50);
    expect(empty).toBe(0);
    const [{ booked }] = await app.db.query(`SELECT count(*)::int AS booked FROM bookings WHERE status = 'confirmed'`);
    expect(booked).toBeGreaterThan(100);
  });
});

describe('capped count', () => {
  it(`says "at least ${SEARCH_COUNT_CAP}" beyond the cap, in GraphQL and REST`, async () => {
    const page = await search({ page: { limit: 6 } });
    expect(page.totalCount).toBe(SEARCH_COUNT_CAP);
    expect(page.totalCountIsEstimate).toBe(true);
    expect(page.hasNextPage).toBe(true);

    const rest = await app.http.get('/api/properties').query({ limit: 6 });
    expect(rest.status).toBe(200);
    expect(rest.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(rest.headers['x-total-count-is-estimate']).toBe('true');
  });

  it('counts exactly below the cap', async () => {
    const page = await search({ filter: { location: 'Corfu' }, page: { limit: 6 } });
    expect(page.totalCountIsEstimate).toBe(false);
    const all = await search({ filter: { location: 'Corfu' }, page: { limit: 100 } });
    expect(all.hasNextPage).toBe(false);
    expect(page.totalCount).toBe(all.items.length);
    expect(page.totalCount).toBeGreaterThan(6);
  });
});

describe('keyset pagination', () => {
  const WORD = 'Keysetville';
  beforeAll(async () => {
    const place = await makePlace(app.db);
    const sameMoment = new Date('2025-03-01T10:00:00.123456Z');
    // Ties everywhere: 5 prices for 23 villas, and most added at the same moment.
    for (let i = 0; i < 23; i += 1) {
      await makeProperty(app.db, { destinationKey: place.key, location: `${WORD} ${i}`, price: 1000 + (i % 5) * 100, ...(i % 4 ? { createdAt: sameMoment } : {}) });
    }
  });

  async function walk(sort: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 30; pages += 1) {
      const page: SearchPage = await search({ filter: { location: WORD }, sort, page: { limit }, after });
      expect(page.offset).toBe(ids.length);
      expect(page.totalCount).toBe(23);
      ids.push(...page.items.map((item) => item.id));
      if (!page.hasNextPage) return ids;
      after = page.endCursor;
    }
    throw new Error('too many pages');
  }

  it.each(['RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'])('%s: pages by cursor give every villa once, in the offset order', async (sort) => {
    const everything = (await search({ filter: { location: WORD }, sort, page: { limit: 100 } })).items.map((item) => item.id);
    expect(everything).toHaveLength(23);
    for (const limit of [1, 5, 7]) {
      const walked = await walk(sort, limit);
      expect(walked).toEqual(everything);
    }
  });

  it('REST follows X-Next-Cursor to the same villas', async () => {
    const ids: string[] = [];
    let after: string | undefined;
    do {
      const res = await app.http.get('/api/properties').query({ location: WORD, sort: 'PRICE_DESC', limit: 10, ...(after ? { after } : {}) });
      expect(res.status).toBe(200);
      ids.push(...res.body.map((villa: { id: string }) => villa.id));
      after = res.headers['x-next-cursor'];
    } while (after);
    const everything = (await search({ filter: { location: WORD }, sort: 'PRICE_DESC', page: { limit: 100 } })).items.map((item) => item.id);
    expect(ids).toEqual(everything);
  });

  it('a malformed cursor is bad input naming `after`', async () => {
    const res = await app.graphql(SEARCH, { after: 'not-a-cursor' });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain('after');
    const rest = await app.http.get('/api/properties').query({ after: 'bm9wZQ' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toContain('after');
  });

  it('uses the same number of SQL statements for a cursor page of 6 and of 24 villas', async () => {
    const first = await search({ page: { limit: 24 } });
    const statements = async (limit: number) => {
      const before = app.sql.statementCount;
      const page = await search({ page: { limit }, after: first.endCursor });
      expect(page.items).toHaveLength(limit);
      return app.sql.statementCount - before;
    };
    const six = await statements(6);
    expect(await statements(24)).toBe(six);
    // The page and the capped count.
    expect(six).toBeLessThanOrEqual(2);
  });
});

describe("a country's villas", () => {
  it('come page by page in the catalogue order, read destination by destination, as the whole country sorted', async () => {
    const band = { minPrice: 1_005, maxPrice: 17_995 };
    const expected = (
      await app.db.query(
        `SELECT p.id FROM properties p JOIN destinations d ON d.key = p.destination_key
          WHERE p.published AND d.country_slug = 'greece' AND p.price BETWEEN $1 AND $2 ORDER BY p.created_at, p.slug, p.id`,
        [band.minPrice, band.maxPrice],
      )
    ).map((row: { id: string }) => row.id);
    // Eight destinations with more villas each than a page of 6, so each one is read only part of the way.
    const [{ fewest }] = await app.db.query(
      `SELECT min(n)::int AS fewest FROM (SELECT count(*) AS n FROM properties p JOIN destinations d ON d.key = p.destination_key
        WHERE p.published AND d.country_slug = 'greece' AND p.price BETWEEN $1 AND $2 GROUP BY d.key) AS per_destination`,
      [band.minPrice, band.maxPrice],
    );
    expect(fewest).toBeGreaterThan(6);
    const pageAt = async (offset: number, after?: string) => search({ filter: { region: 'greece', ...band }, page: { limit: 6, offset }, after });
    for (const offset of [0, 6, 12, 30, 60, expected.length - 4, expected.length]) {
      const page = await pageAt(offset);
      expect({ offset, ids: page.items.map((item) => item.id) }).toEqual({ offset, ids: expected.slice(offset, offset + 6) });
      expect(page.totalCount).toBe(expected.length);
      expect(page.hasNextPage).toBe(offset + 6 < expected.length);
    }
    const first = await pageAt(0);
    const next = await pageAt(0, first.endCursor!);
    expect(next.items.map((item) => item.id)).toEqual(expected.slice(6, 12));
    // Another order reads the whole country and sorts it, as before.
    const byPrice = await search({ filter: { region: 'greece', ...band }, page: { limit: 6, offset: 30 }, sort: 'PRICE_ASC' });
    expect(byPrice.items).toHaveLength(6);
  });
});

describe("a map box's villas", () => {
  /** Every published villa inside `bbox` within the price band, in the catalogue order, as SQL gives them. */
  async function sortedInBox(bbox: string, band: { minPrice: number; maxPrice: number }): Promise<string[]> {
    const [west, south, east, north] = bbox.split(',').map(Number);
    const rows: { id: string }[] = await app.db.query(
      `SELECT id FROM properties WHERE published AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4 AND price BETWEEN $5 AND $6
        ORDER BY created_at, slug, id`,
      [south, north, west, east, band.minPrice, band.maxPrice],
    );
    return rows.map((row) => row.id);
  }

  async function expectPagesOf(bbox: string, band: { minPrice: number; maxPrice: number }): Promise<void> {
    const expected = await sortedInBox(bbox, band);
    expect(expected.length).toBeGreaterThan(12);
    for (const offset of [0, 6, 12, 30, 60, expected.length - 4, expected.length]) {
      const page = await search({ filter: { bbox, ...band }, page: { limit: 6, offset } });
      expect({ offset, ids: page.items.map((item) => item.id) }).toEqual({ offset, ids: expected.slice(offset, offset + 6) });
      expect(page.hasNextPage).toBe(offset + 6 < expected.length);
      if (expected.length <= SEARCH_COUNT_CAP) expect([page.totalCount, page.totalCountIsEstimate]).toEqual([expected.length, false]);
      else if (page.hasNextPage) expect([page.totalCount, page.totalCountIsEstimate]).toEqual([SEARCH_COUNT_CAP, true]);
    }
    const first = await search({ filter: { bbox, ...band }, page: { limit: 6, offset: 0 } });
    const next = await search({ filter: { bbox, ...band }, page: { limit: 6 }, after: first.endCursor });
    expect(next.items.map((item) => item.id)).toEqual(expected.slice(6, 12));
  }

  it('come page by page in the catalogue order when the box holds most villas, found by walking the catalogue, as the whole box sorted', async () => {
    // The whole world: every villa with a place on the map, so the catalogue is walked (the plan test below shows it).
    await expectPagesOf('-180,-90,180,90', { minPrice: 1_011, maxPrice: 17_989 });
  });

  it('are the same when the walk does not reach the page (a narrow price band keeps few of the villas walked) and the map index gives them', async () => {
    await expectPagesOf('-180,-90,180,90', { minPrice: 9_000, maxPrice: 9_900 });
  });

  it("are the same for a box of a few destinations, walked for the first pages and read from the map index further on", async () => {
    await expectPagesOf('19.3,34.8,29.7,41.8', { minPrice: 1_012, maxPrice: 17_988 });
  });
});

describe('search plans', () => {
  /** The plan of the statement the last search ran, with its own values, as JSON. */
  async function planOfLastSearch(settings: string[], relation = 'properties'): Promise<{ type: string; index?: string }[]> {
    const { query, parameters } = app.sql.lastStatement!;
    const nodes: { type: string; index?: string }[] = [];
    const walk = (node: { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: unknown[] }) => {
      // A bitmap index scan names its index only, not its table.
      const onRelation = node['Relation Name'] === relation || (node['Node Type'] === 'Bitmap Index Scan' && node['Index Name']?.startsWith(`${relation}_`));
      if (onRelation) nodes.push({ type: node['Node Type'], index: node['Index Name'] });
      for (const child of node.Plans ?? []) walk(child as typeof node);
    };
    await app.db.transaction(async (m) => {
      for (const setting of settings) await m.query(`SET LOCAL ${setting}`);
      const [row] = await m.query(`EXPLAIN (FORMAT JSON) ${query}`, parameters);
      walk((row['QUERY PLAN'] as { Plan: Parameters<typeof walk>[0] }[])[0].Plan);
    });
    return nodes;
  }

  it('prepares a filtered list to be planned for its own values every time, an unfiltered one to keep its generic plan', () => {
    expect(listStatementText('SELECT 1 -- filtered', true)).toEqual({ name: expect.stringMatching(/^c_[0-9a-f]{24}$/), text: 'SELECT 1 -- filtered', customPlans: true });
    expect(listStatementText('SELECT 2 -- every villa', false)).toEqual({ name: expect.stringMatching(/^p_[0-9a-f]{24}$/), text: 'SELECT 2 -- every villa' });
  });

  it("never gives a filtered list a generic plan, which cannot know a filter's matches, however often it runs", async () => {
    const text = 'SELECT count(*)::int AS n FROM properties p WHERE p.published AND p.price >= $1 AND p.price <= $2';
    const statement = listStatementText(text, true) as PreparedStatement;
    const counts: number[] = [];
    for (let i = 0; i < 8; i += 1) counts.push((await sql<{ n: number }>(app.db, statement, [1_000 + i, 9_000 - i])).rows[0].n);
    const [{ n: expected }] = await app.db.query('SELECT count(*)::int AS n FROM properties p WHERE p.published AND p.price >= $1 AND p.price <= $2', [1_007, 8_993]);
    expect(counts[7]).toBe(expected);
    // How the connection that ran it planned it: on a PostgreSQL server each run was planned for
    // its values (the eighth too, where an ordinary prepared statement goes generic after five);
    // the embedded database runs it unnamed, so it is planned afresh and never kept.
    const planned = await sql<{ generic: number; custom: number }>(
      app.db,
      prepared('SELECT coalesce(sum(generic_plans), 0)::int AS generic, coalesce(sum(custom_plans), 0)::int AS custom FROM pg_prepared_statements WHERE name = $1', { customPlans: true }),
      [statement.name],
    );
    const onServer = Boolean(process.env.TEST_DATABASE_URL);
    expect(planned.rows[0]).toEqual(onServer ? { generic: 0, custom: 8 } : { generic: 0, custom: 0 });
  });

  /**
   * Searches page 2 of `filter` and checks that the page's statement finds and counts its villas by
   * index-only scans, `index` among them, reading only the page's own rows from the table (by primary key).
   * As the planner chooses at 100,000 villas, where reading rows is what costs; with a thousand a
   * sequential or bitmap scan of the small table can look as cheap, so those are taken away.
   */
  async function expectFoundIndexOnly(filter: Record<string, unknown>, index: string): Promise<void> {
    const page = await search({ filter, page: { limit: 24, offset: 24 } });
    expect(page.items).toHaveLength(24);
    expect(page.hasNextPage).toBe(true);
    const nodes = await planOfLastSearch(['enable_seqscan = off', 'enable_bitmapscan = off']);
    const finding = nodes.filter((node) => node.index !== 'properties_pkey');
    expect(finding.length).toBeGreaterThanOrEqual(2);
    expect(finding.map((node) => node.type)).toEqual(finding.map(() => 'Index Only Scan'));
    expect(finding.map((node) => node.index)).toContain(index);
  }

  it("finds a country's villas for the page and its count on the destination index alone, reading no villa's row", async () => {
    // A price band of its own, so the count is not one kept from an earlier search.
    await expectFoundIndexOnly({ region: 'greece', guests: 2, minPrice: 1_001, maxPrice: 17_999 }, 'properties_published_destination_idx');
  });

  it("finds the villas of a map's box for the page and its count on the map index alone, reading no villa's row", async () => {
    // Greece's box, with a price band of its own. The planner cannot estimate a box's matches (it takes a country's thousands for a hundred).
    await expectFoundIndexOnly({ bbox: '19.3,34.8,29.7,41.8', minPrice: 1_002, maxPrice: 17_998 }, 'properties_map_point');
  });

  it("walks the catalogue index for a box holding most villas, reading no villa's row but the page's", async () => {
    await expectFoundIndexOnly({ bbox: '-180,-90,180,90', minPrice: 1_013, maxPrice: 17_987 }, 'properties_published_catalogue_idx');
  });

  it("finds a place's villas from the trigram index, not by testing the words against every villa of a sorted index", async () => {
    const page = await search({ filter: { location: 'Corfu', minPrice: 1_014, maxPrice: 17_986 }, page: { limit: 6, offset: 6 } });
    expect(page.items).toHaveLength(6);
    const nodes = await planOfLastSearch(['enable_seqscan = off']);
    expect(nodes).toContainEqual({ type: 'Bitmap Index Scan', index: 'properties_published_location_trgm_idx' });
    const sorted = ['properties_published_catalogue_idx', 'properties_published_price_idx', 'properties_published_price_desc_idx', 'properties_published_newest_idx'];
    expect(nodes.filter((node) => sorted.includes(node.index ?? ''))).toEqual([]);
  });

  it("checks a flexible month's candidate villas against their bookings by the btree of active bookings' dates, reading no booking's row", async () => {
    // As autovacuum leaves the table: its pages marked all-visible, so an index can answer alone.
    await app.db.query('VACUUM ANALYZE bookings');
    const month = addMonths(businessToday(), 2).slice(0, 7);
    const page = await search({ filter: { month, nights: 7, minPrice: 1_003, maxPrice: 17_997 }, page: { limit: 24, offset: 24 } });
    expect(page.items).toHaveLength(24);
    // Every probe: the page's candidates, their free days and the count. The exclusion constraint's
    // GiST answers them too, in 7 µs against 2-3 µs at 100,000 villas; a small table could be read whole.
    const probes = await planOfLastSearch(['enable_seqscan = off', 'enable_bitmapscan = off'], 'bookings');
    expect(probes.length).toBeGreaterThanOrEqual(2);
    expect(probes).toEqual(probes.map(() => ({ type: 'Index Only Scan', index: 'bookings_active_property_dates' })));
  });
});

describe('HTTP caching of catalogue reads', () => {
  const GET_QUERY = '{ properties(page: { limit: 2 }) { totalCount items { id title } } }';
  const graphqlGet = (query: string) => app.http.get('/graphql').query({ query }).set('apollo-require-preflight', 'true');

  it('anonymous GETs are public for a minute, vary by language and cookie, and revalidate with the ETag', async () => {
    for (const res of [await app.http.get('/api/properties').query({ limit: 2 }), await graphqlGet(GET_QUERY)]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.etag).toBeTruthy();
    }
    const first = await app.http.get('/api/properties').query({ limit: 2 });
    const again = await app.http.get('/api/properties').query({ limit: 2 }).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('an anonymous read leaves no session behind', async () => {
    const [{ before }] = await app.db.query('SELECT count(*)::int AS before FROM sessions');
    await app.http.get('/api/properties').query({ limit: 2 });
    await app.graphql(GET_QUERY);
    const [{ after }] = await app.db.query('SELECT count(*)::int AS after FROM sessions');
    expect(after).toBe(before);
  });

  it('never lets a signed-in answer be stored or shared', async () => {
    const agent = app.agent();
    await agent.post('/api/auth/register').send(newUser('cache')).expect(201);
    const rest = await agent.get('/api/properties').query({ limit: 2 });
    const gql = await agent.get('/graphql').query({ query: GET_QUERY }).set('apollo-require-preflight', 'true');
    for (const res of [rest, gql]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('POSTs and reads of personal fields are not cacheable', async () => {
    const post = await app.http.post('/graphql').set('Content-Type', 'application/json').send({ query: GET_QUERY });
    expect(post.headers['cache-control']).toBe('private, no-store');
    const me = await graphqlGet('{ me { id } }');
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
  });
});

describe('count reuse (SEARCH_COUNT_CACHE)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await startTestApp({ SEARCH_COUNT_CACHE: '30s' });
    const place = await makePlace(cached.db);
    for (let i = 0; i < 8; i += 1) await makeProperty(cached.db, { destinationKey: place.key, location: `Countville ${i}` });
  });
  afterAll(() => cached.close());

  it('counts a filter once, in the page\'s own statement, and reuses it for the next pages, which are still read fresh', async () => {
    const page = async (offset: number) => {
      const before = cached.sql.statementCount;
      const res = await cached.graphql<{ properties: SearchPage }>(SEARCH, { filter: { location: 'Countville' }, page: { offset, limit: 3 } });
      expect(res.errors).toBeUndefined();
      return { page: res.data!.properties, statements: cached.sql.statementCount - before };
    };
    const first = await page(0);
    // A ninth match appears: the next page is read fresh, its count is the one of a moment ago.
    const place = await makePlace(cached.db);
    await makeProperty(cached.db, { destinationKey: place.key, location: 'Countville 8' });
    const second = await page(3);
    expect(first.page.totalCount).toBe(8);
    expect(second.page.totalCount).toBe(8);
    expect(second.page.items.map((v) => v.id)).not.toContain(first.page.items[0].id);
    // Page, photos, seasons and count in one statement each time.
    expect(first.statements).toBe(1);
    expect(second.statements).toBe(1);
  });
});

describe('price ladders (SEARCH_COUNT_CACHE)', () => {
  let cached: TestApp;
  const prices = [1000, 2000, 3000, 4000, 5000, 6000];
  beforeAll(async () => {
    cached = await startTestApp({ SEARCH_COUNT_CACHE: '30s' });
    const place = await makePlace(cached.db);
    for (const [i, price] of prices.entries()) await makeProperty(cached.db, { destinationKey: place.key, location: `Laddertown ${i}`, price });
  });
  afterAll(() => cached.close());

  const band = async (minPrice: number | null, maxPrice: number | null, offset = 0) => {
    const before = cached.sql.statementCount;
    const res = await cached.graphql<{ properties: SearchPage }>(SEARCH, { filter: { location: 'Laddertown', minPrice, maxPrice }, page: { offset, limit: 1 } });
    expect(res.errors).toBeUndefined();
    const counted = /count\(\*\)/.test(cached.sql.lastStatement!.query);
    return { totalCount: res.data!.properties.totalCount, items: res.data!.properties.items.length, statements: cached.sql.statementCount - before, counted };
  };
  const exact = (minPrice: number | null, maxPrice: number | null) => prices.filter((p) => (minPrice === null || p >= minPrice) && (maxPrice === null || p <= maxPrice)).length;

  it('counts a search asked once in its page\'s statement, and once it comes back, every price band and page of it from its ladder without counting', async () => {
    // First ask: counted in the page's own statement, as always.
    expect(await band(1500, 4500)).toEqual({ totalCount: 3, items: 1, statements: 1, counted: true });
    // Back with another band: the ladder is read once (one statement), the page is read without a count.
    const second = await band(2500, null);
    expect(second).toMatchObject({ totalCount: 4, items: 1, statements: 2 });
    // Then each band is one statement without a count, exact at both ends, open or closed.
    for (const [minPrice, maxPrice] of [[null, 3000], [3000, 3000], [2999, 5001], [null, null], [4500, 4999], [7000, null]] as const) {
      const page = await band(minPrice, maxPrice);
      expect({ minPrice, maxPrice, ...page }).toEqual({ minPrice, maxPrice, totalCount: exact(minPrice, maxPrice), items: Math.min(1, exact(minPrice, maxPrice)), statements: 1, counted: false });
    }
    // A page past the end needs no second statement for its count either.
    expect(await band(1000, 6000, 10)).toEqual({ totalCount: 6, items: 0, statements: 1, counted: false });
  });
});

describe('the database connections', () => {
  it('plan without JIT on a PostgreSQL server: compiling a flexible search took seconds for a query of milliseconds', async () => {
    const server = createDataSource('postgres://app@db.example/villas', { poolSize: 2, logger: new SqlLogger(false) });
    expect((server.options as { extra?: { options?: string } }).extra?.options).toBe('-c jit=off');
    const embedded = createDataSource('postgres://app@127.0.0.1:1/embedded', { poolSize: 1, logger: new SqlLogger(false), embedded: true });
    expect((embedded.options as { extra?: { options?: string } }).extra?.options).toBeUndefined();
    if (process.env.TEST_DATABASE_URL) {
      const [{ jit }] = await app.db.query('SHOW jit');
      expect(jit).toBe('off');
    }
  });
});
