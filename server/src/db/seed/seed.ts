import { createHash } from 'node:crypto';
import { PLACE_VILLAS_SQL, placeVillasParams } from './villa-coordinates';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DESTINATION_CARD_COUNTRIES, DESTINATION_GROUPS, FEATURED_COUNTRIES } from '../../../../common/destinations';
import { BlogArticle } from '../../modules/content/blog-article.entity';
import { TeamMember } from '../../modules/content/team-member.entity';
import { WhyUsCard } from '../../modules/content/why-us-card.entity';
import { Currency } from '../../modules/currencies/currency.entity';
import { Country } from '../../modules/destinations/country.entity';
import { Destination } from '../../modules/destinations/destination.entity';
import { Extra } from '../../modules/extras/extra.entity';
import { imageUrls } from '../../modules/images/image.service';
import { FestiveOffer } from '../../modules/offers/festive-offer.entity';
import { FestivePackage } from '../../modules/offers/festive-package.entity';
import { FestivePeriod } from '../../modules/offers/festive-period.entity';
import { Property } from '../../modules/properties/property.entity';
import { Review } from '../../modules/reviews/review.entity';
import { BLOG, COUNTRY_DESCRIPTIONS, EXTRAS, FESTIVE_PACKAGES, FESTIVE_PERIODS, OFFER_DISCOUNTS, OFFER_INCLUSIONS, REVIEWS, TEAM, WHY_US } from './content.data';
import { currencies } from './currencies.data';
import { generateVillas, type VillaSeed } from './villas';

/** A stable UUID for rows without a natural key (reviews), so reseeding keeps their ids. */
function stableUuid(name: string): string {
  const h = createHash('sha1').update(`villa-holidays-seed|${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function seedDestinations(manager: EntityManager): Promise<void> {
  const cards: readonly string[] = DESTINATION_CARD_COUNTRIES;
  const featured: readonly string[] = FEATURED_COUNTRIES;
  const countries = DESTINATION_GROUPS.map((group, i) => {
    const [description, descriptionDe] = COUNTRY_DESCRIPTIONS[group.slug];
    const card = cards.indexOf(group.country);
    const featuredAt = featured.indexOf(group.country);
    return {
      slug: group.slug,
      name: group.country,
      searchLabel: group.label,
      image: imageUrls.destination(group.slug),
      description,
      isCard: card >= 0,
      featuredOrder: featuredAt >= 0 ? featuredAt + 1 : null,
      sortOrder: card >= 0 ? card : 100 + i,
      translations: { de: { name: group.countryDe, searchLabel: group.labelDe, description: descriptionDe } },
    };
  });
  // featured_order is unique: clear positions first so a reordering can never collide.
  await manager.getRepository(Country).update({ slug: In(countries.map((c) => c.slug)) }, { featuredOrder: null });
  await manager.getRepository(Country).upsert(countries, ['slug']);
  let order = 0;
  const destinations = DESTINATION_GROUPS.flatMap((group) =>
    group.keys.map((d) => ({ key: d.key, name: d.name, countrySlug: group.slug, sortOrder: order++, translations: d.nameDe ? { de: { name: d.nameDe } } : {} })),
  );
  await manager.getRepository(Destination).upsert(destinations, ['key']);
}

async function seedVillas(manager: EntityManager, villas: VillaSeed[]): Promise<Map<string, string>> {
  const repo = manager.getRepository(Property);
  await repo.upsert(villas, ['slug']);
  const rows = await repo.find({ select: { id: true, slug: true }, where: { slug: In(villas.map((v) => v.slug)) } });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedReviews(manager: EntityManager, villas: VillaSeed[], ids: Map<string, string>): Promise<void> {
  const rows = REVIEWS.map((r, i) => ({
    id: stableUuid(`review|${i}`),
    propertyId: r.villa === null ? null : ids.get(villas[r.villa % villas.length].slug)!,
    title: r.title,
    rating: r.rating,
    author: r.author,
    date: r.date,
    content: r.content,
    hasMedia: r.hasMedia,
    language: r.language,
    photos: r.photos,
    // Demo content: shown as "Demo review", never as a verified stay, and left out of the villas' ratings.
    source: 'demo' as const,
    verified: false,
  }));
  await manager.getRepository(Review).upsert(rows, ['id']);
}

async function seedExtras(manager: EntityManager): Promise<void> {
  const rows = EXTRAS.map((e, i) => ({
    slug: e.slug,
    name: e.name[0],
    description: e.description[0],
    price: e.price,
    currency: 'GBP',
    unit: e.unit?.[0] ?? null,
    category: e.category,
    depositAvailable: e.depositAvailable,
    sortOrder: i,
    translations: { de: { name: e.name[1], description: e.description[1], ...(e.unit ? { unit: e.unit[1] } : {}) } },
  }));
  await manager.getRepository(Extra).upsert(rows, ['slug']);
}

async function seedFestive(manager: EntityManager, villas: VillaSeed[], ids: Map<string, string>): Promise<void> {
  await manager.getRepository(FestivePeriod).upsert(
    FESTIVE_PERIODS.map((p) => ({ ...p })),
    ['packageType'],
  );
  await manager.getRepository(FestivePackage).upsert(
    FESTIVE_PACKAGES.map((p, i) => ({
      id: p.id,
      packageType: p.packageType,
      title: p.title[0],
      description: p.description[0],
      features: p.features.map((f) => f[0]),
      price: p.price,
      priceUnit: p.priceUnit[0],
      badge: p.badge[0],
      sortOrder: i,
      translations: { de: { title: p.title[1], description: p.description[1], features: p.features.map((f) => f[1]), priceUnit: p.priceUnit[1], badge: p.badge[1] } },
    })),
    ['id'],
  );
  // Nine villa offers, three per package, from mid-priced villas spread over the destinations.
  const candidates = villas.filter((v) => v.price >= 2500 && v.price <= 12000).filter((_, i) => i % 4 === 0);
  const offers = Object.entries(OFFER_DISCOUNTS).flatMap(([packageType, discounts], t) =>
    discounts.map((percent, i) => {
      const villa = candidates[(i * 3 + t) % candidates.length];
      const weeks = packageType === 'complete-festive' ? 2 : 1;
      const originalPrice = villa.price * weeks;
      const inclusions = OFFER_INCLUSIONS[packageType];
      return {
        propertyId: ids.get(villa.slug)!,
        packageType: packageType as FestiveOffer['packageType'],
        originalPrice,
        discountedPrice: Math.round((originalPrice * (100 - percent)) / 100),
        discountPercent: percent,
        inclusions: inclusions.map((x) => x[0]),
        badge: `${percent}% OFF`,
        sortOrder: t * 10 + i,
        translations: { de: { inclusions: inclusions.map((x) => x[1]), badge: `${percent} % RABATT` } },
      };
    }),
  );
  await manager.getRepository(FestiveOffer).upsert(offers, ['propertyId', 'packageType']);
}

async function seedContent(manager: EntityManager): Promise<void> {
  await manager.getRepository(TeamMember).upsert(
    TEAM.map((m, i) => ({ name: m.name, title: m.title[0], bio: m.bio[0], image: imageUrls.team(i + 1), sortOrder: i, translations: { de: { title: m.title[1], bio: m.bio[1] } } })),
    ['name'],
  );
  await manager.getRepository(BlogArticle).upsert(
    BLOG.map((b, i) => ({
      title: b.title[0],
      excerpt: b.excerpt[0],
      category: b.category[0],
      author: b.author,
      publishedOn: b.publishedOn,
      image: imageUrls.blog(i + 1),
      sortOrder: i,
      translations: { de: { title: b.title[1], excerpt: b.excerpt[1], category: b.category[1] } },
    })),
    ['title'],
  );
  await manager.getRepository(WhyUsCard).upsert(
    WHY_US.map((c, i) => ({ key: c.key, kind: c.kind, icon: c.icon, title: c.title[0], body: c.body[0], sortOrder: i, translations: { de: { title: c.title[1], body: c.body[1] } } })),
    ['key'],
  );
}

/**
 * Loads the demo catalogue. Idempotent: every row is upserted by its natural key (reviews by a
 * stable id) inside one transaction, so running it again changes nothing and never duplicates.
 */
export async function seedCatalogue(db: DataSource): Promise<void> {
  const villas = generateVillas();
  await db.transaction(async (manager) => {
    await manager.getRepository(Currency).upsert(currencies, ['code']);
    await seedDestinations(manager);
    const ids = await seedVillas(manager, villas);
    await manager.query(PLACE_VILLAS_SQL, placeVillasParams());
    await seedReviews(manager, villas, ids);
    await seedExtras(manager);
    await seedFestive(manager, villas, ids);
    await seedContent(manager);
  });
}

/** At start: seed only an empty catalogue, so staff edits are never overwritten. */
export async function seedIfEmpty(db: DataSource): Promise<boolean> {
  const count = await db.getRepository(Property).count();
  if (count > 0) return false;
  await seedCatalogue(db);
  return true;
}
