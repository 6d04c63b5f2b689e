import { DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_NIGHTS } from '../../common/constants';
import { ALL_DESTINATION_KEYS, DESTINATION_GROUPS } from '../../common/destinations';
import { parseSearchQuery, searchCriteria, searchPath, type SearchQuery } from '../../common/search-url';
import { seedCatalogue } from '../../server/src/db/seed/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Over the seeded catalogue, every destination of the search bar finds villas at the
 * search defaults, and each destination card's villa count is what its link shows.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedCatalogue(app.db);
});
afterAll(() => app.close());

interface Found {
  totalCount: number;
  items: { destination: { key: string } }[];
}

/** What the search page finds for a /search URL: the shared codec fills in the defaults (7 nights, 2 guests). */
async function searchFor(url: string, headers: Record<string, string> = {}): Promise<Found> {
  const c = searchCriteria(parseSearchQuery(new URL(url, 'http://localhost').searchParams));
  const filter = { nights: c.nights, guests: c.guests, ...(c.location ? { location: c.location } : {}), ...(c.region ? { region: c.region } : {}) };
  const res = await app.graphql<{ properties: Found }>(
    'query($filter: PropertyFilter) { properties(filter: $filter, page: { limit: 100 }) { totalCount items { destination { key } } } }',
    { filter },
    headers,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.properties;
}

async function cardCounts(query: 'destinations' | 'featuredDestinations' | 'destinationGroups', headers: Record<string, string> = {}): Promise<Map<string, number>> {
  const res = await app.graphql<Record<string, { slug: string; villaCount: number }[]>>(`{ ${query} { slug villaCount } }`, {}, headers);
  expect(res.errors).toBeUndefined();
  return new Map(res.data![query].map((c) => [c.slug, c.villaCount]));
}

/** The search bar's URL for a destination with its default party and length. */
const searchBarUrl = (name: string) => searchPath({ location: name, nights: DEFAULT_NIGHTS, guests: DEFAULT_ADULTS + DEFAULT_CHILDREN });
const regionUrl = (slug: string) => searchPath({ region: slug } satisfies SearchQuery);

describe('destinations at the search defaults', () => {
  it('finds at least two villas of every destination key in the search bar', async () => {
    const short: string[] = [];
    for (const destination of ALL_DESTINATION_KEYS) {
      const found = await searchFor(searchBarUrl(destination.name));
      const own = found.items.filter((item) => item.destination.key === destination.key).length;
      if (own < 2) short.push(`${destination.key}: ${own}`);
    }
    expect(short).toEqual([]);
  });

  it("gives every destination group a villa count equal to the results of its card's link", async () => {
    const counts = await cardCounts('destinationGroups');
    expect([...counts.keys()].sort()).toEqual(DESTINATION_GROUPS.map((g) => g.slug).sort());
    for (const [slug, villaCount] of counts) {
      const found = await searchFor(regionUrl(slug));
      expect([slug, villaCount]).toEqual([slug, found.totalCount]);
      expect([slug, villaCount >= 2]).toEqual([slug, true]);
    }
  });

  it('shows the same counts on the destinations page and the home page, in German too', async () => {
    const groups = await cardCounts('destinationGroups');
    for (const query of ['destinations', 'featuredDestinations'] as const) {
      for (const headers of [{}, { 'Accept-Language': 'de' }] as Record<string, string>[]) {
        const counts = await cardCounts(query, headers);
        expect(counts.size).toBeGreaterThan(0);
        for (const [slug, villaCount] of counts) expect([slug, villaCount]).toEqual([slug, groups.get(slug)]);
      }
    }
  });

  it('leaves out of the count, as the search does, a villa whose minimum stay is longer than the default or that sleeps too few', async () => {
    const before = (await cardCounts('destinations')).get('italy')!;
    const [{ id: longStay }] = await app.db.query(`SELECT id FROM properties WHERE destination_key = 'tuscany' AND min_nights <= 7 ORDER BY slug LIMIT 1`);
    const [{ id: small }] = await app.db.query(`SELECT id FROM properties WHERE destination_key = 'amalfi' AND min_nights <= 7 ORDER BY slug LIMIT 1`);
    await app.db.query('UPDATE properties SET min_nights = 8 WHERE id = $1', [longStay]);
    await app.db.query('UPDATE properties SET sleeps = 1, bedrooms = 1 WHERE id = $1', [small]);
    try {
      const after = (await cardCounts('destinations')).get('italy')!;
      expect(after).toBe(before - 2);
      expect((await searchFor(regionUrl('italy'))).totalCount).toBe(after);
      // A longer stay does find it again; the card speaks for the default stay only.
      expect((await searchFor(searchPath({ region: 'italy', nights: 8 }))).totalCount).toBe(after + 1);
    } finally {
      await seedCatalogue(app.db);
    }
    expect((await cardCounts('destinations')).get('italy')).toBe(before);
  });
});
