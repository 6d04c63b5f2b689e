import { villasIn, walkLength } from '../../server/src/modules/properties/map-walk';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

describe("a map box's walk along the catalogue", () => {
  const cells = [
    { lat: 37, lng: 23, villas: 1_000 },
    { lat: 38, lng: 23, villas: 500 },
    { lat: -10, lng: 100, villas: 4_000 },
  ];

  it('estimates the villas of a box from the cells it covers, a cell covered in part for its part', () => {
    expect(villasIn(cells, { minLng: 23, minLat: 37, maxLng: 24, maxLat: 39 })).toBe(1_500);
    expect(villasIn(cells, { minLng: 23.5, minLat: 37, maxLng: 24, maxLat: 37.5 })).toBe(250);
    expect(villasIn(cells, { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 })).toBe(5_500);
    expect(villasIn(cells, { minLng: 0, minLat: 0, maxLng: 10, maxLat: 10 })).toBe(0);
  });

  it('walks when the box holds many villas for the page, four times as far as they should take and never further than the box holds', () => {
    // 13,000 of 100,000 villas: page 10 of 24 (241 rows) takes about 1,854 villas walked.
    expect(walkLength(13_000, 100_000, 241)).toBe(Math.ceil((4 * 241 * 100_000) / 13_000));
    // Most of the catalogue: the walk is bounded by the box's own villas.
    expect(walkLength(1_000, 1_100, 900)).toBe(1_000);
  });

  it('leaves a box with few villas, or none, to the map index', () => {
    expect(walkLength(500, 100_000, 25)).toBe(0);
    expect(walkLength(0, 100_000, 25)).toBe(0);
    expect(walkLength(13_000, 100_000, 2_000)).toBe(0);
  });
});

describe("the map walk's villa grid (SEARCH_COUNT_CACHE)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SEARCH_COUNT_CACHE: '30s' });
    const place = await makePlace(app.db);
    for (let i = 0; i < 8; i += 1) await makeProperty(app.db, { destinationKey: place.key, latitude: 37 + i / 10, longitude: 23 + i / 10 });
  });
  afterAll(() => app.close());

  const SEARCH = `query($filter: PropertyFilter, $page: PageInput) { properties(filter: $filter, page: $page) { items { id } totalCount } }`;

  /** The SQL statements one search of `bbox` takes. */
  async function statementsOf(bbox: string): Promise<number> {
    const before = app.sql.statementCount;
    const res = await app.graphql<{ properties: { items: { id: string }[] } }>(SEARCH, { filter: { bbox }, page: { limit: 6 } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.properties.items).toHaveLength(6);
    return app.sql.statementCount - before;
  }

  it('is read once for the searches of a while, not on every map search', async () => {
    // Two boxes of their own (neither is counted from the other's price ladder); the first search reads the grid (two statements).
    const first = await statementsOf('-180,-85,180,85');
    const second = await statementsOf('-179,-84,179,84');
    expect(first - second).toBe(2);
  });
});
