import type { RequestContext } from '../../server/src/graphql/context';
import { BlogArticle } from '../../server/src/modules/content/blog-article.entity';
import { TeamMember } from '../../server/src/modules/content/team-member.entity';
import { WhyUsCard } from '../../server/src/modules/content/why-us-card.entity';
import { Extra } from '../../server/src/modules/extras/extra.entity';
import { FestiveOffer } from '../../server/src/modules/offers/festive-offer.entity';
import { FestivePackage } from '../../server/src/modules/offers/festive-package.entity';
import { FestivePeriod } from '../../server/src/modules/offers/festive-period.entity';
import { listFestivePackages, resolvePeriod } from '../../server/src/modules/offers/offer.service';
import { Review } from '../../server/src/modules/reviews/review.entity';
import { ensureCurrency, insertRows, makeCountry, makeDestination, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await ensureCurrency(app.db);
});
afterAll(() => app.close());

const DE = { 'Accept-Language': 'de' };

describe('destinations', () => {
  beforeAll(async () => {
    await makeCountry(app.db, { slug: 'greece', name: 'Greece', isCard: true, sortOrder: 1, translations: { de: { name: 'Griechenland' } } });
    await makeCountry(app.db, { slug: 'spain-&-the-balearics', name: 'Spain & The Balearics', searchLabel: 'Spain', isCard: true, featuredOrder: 3, sortOrder: 3 });
    await makeCountry(app.db, { slug: 'madagascar', name: 'Madagascar', isCard: true, featuredOrder: 1, sortOrder: 2 });
    await makeCountry(app.db, { slug: 'iceland', name: 'Iceland', isCard: false, sortOrder: 4 });
    await makeDestination(app.db, { key: 'corfu', name: 'Corfu', countrySlug: 'greece', sortOrder: 2, translations: { de: { name: 'Korfu' } } });
    await makeDestination(app.db, { key: 'crete', name: 'Crete', countrySlug: 'greece', sortOrder: 1, translations: { de: { name: 'Kreta' } } });
    await makeDestination(app.db, { key: 'ibiza', name: 'Ibiza', countrySlug: 'spain-&-the-balearics' });
    await makeDestination(app.db, { key: 'madagascar', name: 'Madagascar', countrySlug: 'madagascar' });
    await makeDestination(app.db, { key: 'iceland', name: 'Iceland', countrySlug: 'iceland' });
    for (const key of ['corfu', 'corfu', 'crete', 'ibiza']) await makeProperty(app.db, { destinationKey: key });
  });

  it('lists the destination cards in order with villa counts and regions', async () => {
    const res = await app.graphql<{ destinations: unknown[] }>('{ destinations { slug name image villaCount regions { key name } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.destinations).toEqual([
      { slug: 'greece', name: 'Greece', image: '/images/greece.jpg', villaCount: 3, regions: [{ key: 'crete', name: 'Crete' }, { key: 'corfu', name: 'Corfu' }] },
      { slug: 'madagascar', name: 'Madagascar', image: '/images/madagascar.jpg', villaCount: 0, regions: [{ key: 'madagascar', name: 'Madagascar' }] },
      { slug: 'spain-&-the-balearics', name: 'Spain & The Balearics', image: '/images/spain-&-the-balearics.jpg', villaCount: 1, regions: [{ key: 'ibiza', name: 'Ibiza' }] },
    ]);
  });

  it('featured destinations come in their featured order; groups include every country', async () => {
    const res = await app.graphql<{ featuredDestinations: { slug: string }[]; destinationGroups: { slug: string; searchLabel: string }[] }>(
      '{ featuredDestinations { slug } destinationGroups { slug searchLabel } }',
    );
    expect(res.data!.featuredDestinations.map((c) => c.slug)).toEqual(['madagascar', 'spain-&-the-balearics']);
    expect(res.data!.destinationGroups).toEqual([
      { slug: 'greece', searchLabel: 'Greece' },
      { slug: 'madagascar', searchLabel: 'Madagascar' },
      { slug: 'spain-&-the-balearics', searchLabel: 'Spain' },
      { slug: 'iceland', searchLabel: 'Iceland' },
    ]);
  });

  it('names countries and regions in German', async () => {
    const res = await app.graphql<{ destinations: { name: string; regions: { name: string }[] }[] }>('{ destinations { name regions { name } } }', {}, DE);
    expect(res.data!.destinations[0]).toEqual({ name: 'Griechenland', regions: [{ name: 'Kreta' }, { name: 'Korfu' }] });
  });

  it('counts villas in one statement however many cards there are', async () => {
    const before = app.sql.statementCount;
    await app.graphql('{ destinationGroups { villaCount regions { name } } }');
    // countries, villa counts, regions
    expect(app.sql.statementCount - before).toBe(3);
  });
});

const GUEST_RATINGS = { cleanliness: 4, location: 4, value: 4, service: 4 };

describe('reviews', () => {
  beforeAll(async () => {
    await insertRows(app.db, Review, [
      // Verified reviews are guests' reviews of a stay, with their category ratings.
      { title: 'Old', rating: 5, author: 'Ann', date: '2024-05-01', content: 'Lovely', verified: true, source: 'guest', ...GUEST_RATINGS },
      { title: 'Newest', rating: 3, author: 'Ben', date: '2025-09-10', content: 'Fine', verified: true, source: 'guest', ...GUEST_RATINGS, hasMedia: true, photos: ['/images/reviews/1.svg', '/images/reviews/2.svg'] },
      { title: 'Middle', rating: 4, author: 'Cat', date: '2025-01-20', content: 'Gut', verified: false, language: 'de' },
    ]);
  });

  it('REST lists reviews newest first with exactly id, title, rating, author, date, content', async () => {
    const res = await app.http.get('/api/reviews');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Newest', 'Middle', 'Old']);
    for (const review of res.body) expect(Object.keys(review).sort()).toEqual(['author', 'content', 'date', 'id', 'rating', 'title']);
    expect(res.body[0]).toMatchObject({ title: 'Newest', rating: 3, author: 'Ben', date: '2025-09-10', content: 'Fine' });
  });

  it('GraphQL pages, sorts by popularity and filters by rating', async () => {
    const res = await app.graphql<{ newest: { items: { title: string }[]; totalCount: number; hasNextPage: boolean }; popular: { items: { title: string }[] }; fours: { totalCount: number } }>(`{
      newest: reviews(page: { limit: 2 }) { items { title } totalCount hasNextPage }
      popular: reviews(sort: POPULAR) { items { title } }
      fours: reviews(filter: { rating: 4 }) { totalCount }
    }`);
    expect(res.errors).toBeUndefined();
    // English first (the request's language), then the German 'Middle'.
    expect(res.data!.newest).toEqual({ items: [{ title: 'Newest' }, { title: 'Old' }], totalCount: 3, hasNextPage: true });
    expect(res.data!.popular.items.map((r) => r.title)).toEqual(['Old', 'Newest', 'Middle']);
    expect(res.data!.fours.totalCount).toBe(1);
  });

  it('puts reviews in the visitor\'s language first, newest first within each language', async () => {
    const query = '{ reviews { items { title language } } }';
    const english = await app.graphql<{ reviews: { items: { title: string; language: string }[] } }>(query);
    expect(english.data!.reviews.items).toEqual([
      { title: 'Newest', language: 'en' },
      { title: 'Old', language: 'en' },
      { title: 'Middle', language: 'de' },
    ]);
    const german = await app.graphql<{ reviews: { items: { title: string }[] } }>(query, {}, DE);
    expect(german.data!.reviews.items.map((r) => r.title)).toEqual(['Middle', 'Newest', 'Old']);
    const chosen = await app.graphql<{ reviews: { items: { title: string }[] } }>('{ reviews(languageFirst: de, sort: POPULAR) { items { title } } }');
    expect(chosen.data!.reviews.items.map((r) => r.title)).toEqual(['Middle', 'Old', 'Newest']);
  });

  it('returns the guest photos of a review, and "with photos" means exactly those with photos', async () => {
    const res = await app.graphql<{ reviews: { items: { title: string; photos: string[]; hasMedia: boolean }[] } }>('{ reviews(filter: { withMedia: true }) { items { title photos hasMedia } } }');
    expect(res.data!.reviews.items).toEqual([{ title: 'Newest', photos: ['/images/reviews/1.svg', '/images/reviews/2.svg'], hasMedia: true }]);
    // The flag cannot claim photos that are not there.
    await expect(app.db.query(`UPDATE reviews SET has_media = true WHERE title = 'Old'`)).rejects.toThrow(/reviews_media_is_photos/);
    const photo = await app.http.get('/images/reviews/1.svg');
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await app.http.get('/images/reviews/99.svg')).status).toBe(404);
  });

  it('summarises the rating to one decimal and counts verified reviews', async () => {
    const res = await app.graphql<{ reviewSummary: unknown }>('{ reviewSummary { averageRating totalCount verifiedCount } }');
    expect(res.data!.reviewSummary).toEqual({ averageRating: 4, totalCount: 3, verifiedCount: 2 });
  });

  it('rejects a rating filter outside 1 to 5', async () => {
    const res = await app.graphql('{ reviews(filter: { rating: 6 }) { totalCount } }');
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rating' });
  });
});

describe('extras', () => {
  beforeAll(async () => {
    await insertRows(app.db, Extra, [
      { slug: 'car', name: 'Car hire', description: 'A car', price: 300, unit: 'per week', category: 'car-hire', depositAvailable: true, sortOrder: 2, translations: { de: { name: 'Mietwagen', unit: 'pro Woche' } } },
      { slug: 'flight', name: 'Flights', description: 'Return flights', price: 450, unit: null, category: 'flights', sortOrder: 1 },
    ]);
  });

  it('REST answers exactly the Extra keys, in catalogue order', async () => {
    const res = await app.http.get('/api/extras');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { name: string }) => e.name)).toEqual(['Flights', 'Car hire']);
    for (const extra of res.body) expect(Object.keys(extra).sort()).toEqual(['category', 'currency', 'description', 'id', 'name', 'price', 'unit']);
    expect(res.body[1]).toMatchObject({ name: 'Car hire', price: 300, currency: 'GBP', unit: 'per week', category: 'car-hire' });
  });

  it('GraphQL filters by category and matches REST; German texts', async () => {
    const rest = (await app.http.get('/api/extras')).body;
    const all = await app.graphql<{ extras: { category: string }[] }>('{ extras { id name description price currency unit category } }');
    // GraphQL spells the category as an enum name (CAR_HIRE for car-hire).
    expect(all.data!.extras.map((e) => ({ ...e, category: e.category.toLowerCase().replace(/_/g, '-') }))).toEqual(rest);
    const cars = await app.graphql<{ extras: { name: string; unit: string; depositAvailable: boolean }[] }>('{ extras(category: CAR_HIRE) { name unit depositAvailable } }', {}, DE);
    expect(cars.data!.extras).toEqual([{ name: 'Mietwagen', unit: 'pro Woche', depositAvailable: true }]);
  });
});

describe('festive offers and packages', () => {
  const periods = [
    { packageType: 'christmas', startMonth: 12, startDay: 20, endMonth: 12, endDay: 27 },
    { packageType: 'new-year', startMonth: 12, startDay: 28, endMonth: 1, endDay: 3 },
    { packageType: 'complete-festive', startMonth: 12, startDay: 23, endMonth: 1, endDay: 5 },
  ] as const;
  let villaId: string;

  beforeAll(async () => {
    await insertRows(app.db, FestivePeriod, [...periods]);
    await makeCountry(app.db, { slug: 'italy', name: 'Italy' });
    await makeDestination(app.db, { key: 'amalfi', name: 'Amalfi', countrySlug: 'italy' });
    villaId = (await makeProperty(app.db, { title: 'Villa Limoni', region: 'Amalfi', location: 'Positano, Amalfi Coast', destinationKey: 'amalfi', images: ['/images/limoni.jpg'] })).id;
    await insertRows(app.db, FestiveOffer, [
      { propertyId: villaId, packageType: 'christmas', originalPrice: 5000, discountedPrice: 4500, discountPercent: 10, inclusions: ['Christmas dinner'], badge: '10% OFF', sortOrder: 1, translations: { de: { inclusions: ['Weihnachtsessen'] } } },
      { propertyId: villaId, packageType: 'new-year', originalPrice: 5000, discountedPrice: 3500, discountPercent: 30, inclusions: ['Fireworks'], badge: '30% OFF', sortOrder: 2 },
    ]);
    await insertRows(app.db, FestivePackage, [
      { id: 'christmas-magic', packageType: 'christmas', title: 'Christmas Magic', description: 'A week of Christmas', features: ['Tree'], price: 2500, priceUnit: 'per week', badge: 'Popular', sortOrder: 1, translations: { de: { title: 'Weihnachtszauber', priceUnit: 'pro Woche' } } },
      { id: 'complete-festive', packageType: 'complete-festive', title: 'Complete Festive Season', description: 'Two weeks', features: ['2-week premium inclusion'], price: 5000, priceUnit: 'for 2 weeks', badge: 'Best value', sortOrder: 2 },
    ]);
  });

  const [christmas, newYear, complete] = periods;
  it.each([
    // today, period, expected: the first season starting at least 14 days after today
    ['2025-12-05', christmas, { start: '2025-12-20', end: '2025-12-27' }],
    ['2025-12-07', christmas, { start: '2026-12-20', end: '2026-12-27' }],
    ['2025-12-07', newYear, { start: '2025-12-28', end: '2026-01-03' }],
    ['2025-12-14', newYear, { start: '2025-12-28', end: '2026-01-03' }],
    ['2025-12-15', newYear, { start: '2026-12-28', end: '2027-01-03' }],
    ['2025-12-09', complete, { start: '2025-12-23', end: '2026-01-05' }],
    ['2025-12-31', complete, { start: '2026-12-23', end: '2027-01-05' }],
    ['2026-01-02', newYear, { start: '2026-12-28', end: '2027-01-03' }],
    ['2026-06-30', christmas, { start: '2026-12-20', end: '2026-12-27' }],
  ])('on %s the period resolves to the next bookable season', (today, period, expected) => {
    expect(resolvePeriod(period, new Date(`${today}T12:00:00Z`))).toEqual(expected);
  });

  it('the packages service dates every package from the given day', async () => {
    const ctx = { manager: app.db.manager, locale: 'en' } as RequestContext;
    const packages = await listFestivePackages(ctx, new Date('2025-12-31T09:00:00Z'));
    expect(packages.map((p) => [p.id, p.period])).toEqual([
      ['christmas-magic', { start: '2026-12-20', end: '2026-12-27' }],
      ['complete-festive', { start: '2026-12-23', end: '2027-01-05' }],
    ]);
  });

  it('offers carry the villa title, region, location and image, and dates never in the past', async () => {
    const res = await app.graphql<{ festiveOffers: { villaId: string; title: string; region: string; location: string; image: { url: string }; packageType: string; bookingPeriod: { start: string; end: string }; discountPercent: number }[] }>(
      '{ festiveOffers { villaId title region location image { url } packageType discountPercent bookingPeriod { start end } inclusions badge } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.festiveOffers).toHaveLength(2);
    expect(res.data!.festiveOffers[0]).toMatchObject({ villaId, title: 'Villa Limoni', region: 'Amalfi', location: 'Positano, Amalfi Coast', image: { url: '/images/limoni.jpg' }, packageType: 'CHRISTMAS', discountPercent: 10 });
    const earliest = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    for (const offer of res.data!.festiveOffers) {
      expect(offer.bookingPeriod.start >= earliest).toBe(true);
      expect(offer.bookingPeriod.end > offer.bookingPeriod.start).toBe(true);
    }
  });

  it('filters offers by package type and speaks German', async () => {
    const res = await app.graphql<{ festiveOffers: { packageType: string; inclusions: string[] }[] }>('{ festiveOffers(packageType: CHRISTMAS) { packageType inclusions } }', {}, DE);
    expect(res.data!.festiveOffers).toEqual([{ packageType: 'CHRISTMAS', inclusions: ['Weihnachtsessen'] }]);
    const packages = await app.graphql<{ festivePackages: { title: string; priceUnit: string; price: number }[] }>('{ festivePackages { title priceUnit price } }', {}, DE);
    expect(packages.data!.festivePackages).toEqual([
      { title: 'Weihnachtszauber', priceUnit: 'pro Woche', price: 2500 },
      { title: 'Complete Festive Season', priceUnit: 'for 2 weeks', price: 5000 },
    ]);
  });
});

describe('content', () => {
  beforeAll(async () => {
    await insertRows(app.db, TeamMember, [
      { name: 'Zoe', title: 'Founder', bio: 'Started it', image: '/z.jpg', sortOrder: 1, translations: { de: { title: 'Gründerin' } } },
      { name: 'Adam', title: 'Travel expert', bio: 'Knows Greece', image: '/a.jpg', sortOrder: 2 },
    ]);
    await insertRows(app.db, BlogArticle, [{ title: 'Ten beaches', excerpt: 'Sand', category: 'Guides', author: 'Zoe', publishedOn: '2025-03-01', image: '/b.jpg', sortOrder: 1 }]);
    await insertRows(app.db, WhyUsCard, [
      { key: 'abta', kind: 'benefit', icon: 'shield', title: 'ABTA protected', body: 'Safe', sortOrder: 2 },
      { key: 'years', kind: 'benefit', icon: 'award', title: '20 years', body: 'Experience', sortOrder: 1, translations: { de: { title: '20 Jahre' } } },
    ]);
  });

  it('lists team, articles and why-us cards in order, localised', async () => {
    const res = await app.graphql<{ teamMembers: unknown[]; blogArticles: unknown[]; whyUsCards: unknown[] }>(
      '{ teamMembers { name title } blogArticles { title category author publishedOn } whyUsCards { key kind title } }',
      {},
      DE,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.teamMembers).toEqual([{ name: 'Zoe', title: 'Gründerin' }, { name: 'Adam', title: 'Travel expert' }]);
    expect(res.data!.blogArticles).toEqual([{ title: 'Ten beaches', category: 'Guides', author: 'Zoe', publishedOn: '2025-03-01' }]);
    expect(res.data!.whyUsCards).toEqual([{ key: 'years', kind: 'benefit', title: '20 Jahre' }, { key: 'abta', kind: 'benefit', title: 'ABTA protected' }]);
  });
});
