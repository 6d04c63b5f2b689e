import type { DataSource } from 'typeorm';
import { PLACE_VILLAS_SQL, placeVillasParams } from './villa-coordinates';
import { DESTINATION_GROUPS } from '../../../../common/destinations';
import { sql, type SqlExecutor } from '../sql';
import { PLACES } from './places.data';
import { seedCatalogue } from './seed';

/**
 * A large catalogue for load tests (`npm run seed:scale -- --villas N`, bench:search). The demo
 * catalogue is seeded first; generated villas ("scale-<n>-<destination>") then bring the number of
 * villas to exactly N. Each one copies the texts, pictures and amenities of a demo villa, is spread
 * round-robin over every destination key with a town of that destination in its location, and gets
 * its own price, size, discount and minimum stay. Every fifth one has a confirmed week booked within
 * the next two months. All of it is a few set-based statements over generate_series, so 100,000
 * villas take seconds, not one insert per row.
 */
export async function seedScale(db: DataSource, villas: number): Promise<{ inserted: number; deleted: number; total: number }> {
  await seedCatalogue(db);
  return db.transaction(async (manager) => {
    const tx = { manager };
    const [{ total, scale, last }] = (
      await sql<{ total: number; scale: number; last: number }>(
        tx,
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE slug LIKE 'scale-%')::int AS scale,
                coalesce(max(split_part(slug, '-', 2)::int) FILTER (WHERE slug LIKE 'scale-%'), 0) AS last
         FROM properties`,
      )
    ).rows;
    const wanted = villas - total;
    if (wanted < 0) {
      const drop = Math.min(-wanted, scale);
      await sql(
        tx,
        `WITH gone AS (SELECT id FROM properties WHERE slug LIKE 'scale-%' ORDER BY split_part(slug, '-', 2)::int DESC LIMIT $1)
         DELETE FROM orders o USING bookings b WHERE b.order_id = o.id AND b.property_id IN (SELECT id FROM gone)`,
        [drop],
      );
      await sql(tx, `DELETE FROM properties WHERE id IN (SELECT id FROM properties WHERE slug LIKE 'scale-%' ORDER BY split_part(slug, '-', 2)::int DESC LIMIT $1)`, [drop]);
      await analyze(tx);
      return { inserted: 0, deleted: drop, total: total - drop };
    }
    if (wanted === 0) return { inserted: 0, deleted: 0, total };
    await sql(tx, INSERT_VILLAS, [last + 1, last + wanted, JSON.stringify(destinationRows())]);
    await sql(tx, INSERT_ORDERS, [last + 1, last + wanted]);
    await sql(tx, INSERT_BOOKINGS, [last + 1, last + wanted]);
    await sql(tx, PLACE_VILLAS_SQL, placeVillasParams());
    await analyze(tx);
    return { inserted: wanted, deleted: 0, total: villas };
  });
}

async function analyze(tx: SqlExecutor): Promise<void> {
  for (const table of ['properties', 'orders', 'bookings']) await sql(tx, `ANALYZE ${table}`);
}

/** Every destination key with its names, its country's names and (where the demo data has them) towns. */
function destinationRows() {
  const towns = new Map(PLACES.map((place) => [place.key, place]));
  return DESTINATION_GROUPS.flatMap((group) =>
    group.keys.map((d) => {
      const place = towns.get(d.key);
      const country = place?.country ?? (group.slug === 'caribbean' ? ['Caribbean', 'Karibik'] : [group.label, group.labelDe]);
      const sameCountry = d.name.split(' ').includes(country[0]);
      return {
        key: d.key,
        name: d.name,
        name_de: d.nameDe ?? d.name,
        country: sameCountry ? null : country[0],
        country_de: sameCountry ? null : country[1],
        towns: place?.towns ?? [],
      };
    }),
  );
}

/*
 * $1..$2: the numbers of the new villas; $3: destinationRows(). r1…r6 are stable pseudo-random
 * numbers in [0, 1) per villa, so a run gives the same catalogue every time.
 */
const INSERT_VILLAS = `
WITH dst AS (
  SELECT row_number() OVER () - 1 AS i, count(*) OVER () AS n, d.*
  FROM jsonb_to_recordset($3::jsonb) AS d(key text, name text, name_de text, country text, country_de text, towns text[])
), tpl AS (
  SELECT row_number() OVER (ORDER BY slug) - 1 AS i, count(*) OVER () AS n, p.*
  FROM properties p WHERE p.slug NOT LIKE 'scale-%'
), g AS (
  SELECT n,
    ((hashtext(n || ':price') & 2147483647) % 1000000) / 1000000.0 AS r1,
    ((hashtext(n || ':size') & 2147483647) % 1000000) / 1000000.0 AS r2,
    ((hashtext(n || ':discount') & 2147483647) % 1000000) / 1000000.0 AS r3,
    ((hashtext(n || ':stay') & 2147483647) % 1000000) / 1000000.0 AS r4,
    ((hashtext(n || ':badge') & 2147483647) % 1000000) / 1000000.0 AS r5,
    (hashtext(n || ':template') & 2147483647) AS h
  FROM generate_series($1::int, $2::int) AS n
), v AS (
  SELECT g.*, dst.key, dst.name, dst.name_de, dst.country, dst.country_de,
    CASE WHEN cardinality(dst.towns) > 0 THEN dst.towns[1 + g.n / dst.n % cardinality(dst.towns)] END AS town,
    (round(900 * exp(g.r1 * ln(18000 / 900.0)) / 10) * 10)::int AS price,
    1 + floor(g.r2 * g.r2 * 10)::int AS bedrooms,
    tpl.title, tpl.images, tpl.description, tpl.long_description, tpl.amenities, tpl.features, tpl.layout, tpl.nearby_attractions, tpl.translations
  FROM g
  JOIN dst ON dst.i = g.n % dst.n
  JOIN tpl ON tpl.i = g.h % tpl.n
)
INSERT INTO properties (slug, title, location, region, destination_key, price, currency, images, description, long_description, amenities,
  features, layout, nearby_attractions, bedrooms, bathrooms, sleeps, discount, badge, min_nights, created_at, translations, published)
SELECT 'scale-' || v.n || '-' || v.key, v.title,
  concat_ws(', ', v.town, v.name, v.country), v.name, v.key, v.price, 'GBP', v.images, v.description, v.long_description, v.amenities,
  v.features, v.layout, v.nearby_attractions, v.bedrooms, greatest(1, round(v.bedrooms * 0.8))::int,
  v.bedrooms * 2 + (v.n % 3)::int,
  CASE WHEN v.r3 < 0.32 THEN (ARRAY[5, 10, 10, 15, 15, 20, 25, 30])[1 + floor(v.r3 / 0.04)::int] END,
  CASE WHEN v.price > 6000 AND v.r5 < 0.3 THEN 'ABOVE' WHEN v.r5 > 0.85 THEN (ARRAY['New', 'Popular', 'Exclusive'])[1 + v.n % 3] END,
  CASE WHEN v.r4 < 0.28 THEN (ARRAY[3, 4, 5, 7, 7, 10])[1 + floor(v.r4 / 0.28 * 6)::int] ELSE 1 END,
  timestamptz '2024-01-01' + v.n * interval '5 minutes',
  jsonb_set(jsonb_set(v.translations, '{de,location}', to_jsonb(concat_ws(', ', v.town, v.name_de, v.country_de))), '{de,region}', to_jsonb(v.name_de)),
  v.n % 50 <> 0
FROM v`;

/** The generated villas numbered $1..$2 that get a booking (every fifth), with their number. */
const BOOKED = `SELECT p.id, p.price, split_part(p.slug, '-', 2)::int AS n FROM properties p
  WHERE p.slug LIKE 'scale-%' AND split_part(p.slug, '-', 2)::int BETWEEN $1 AND $2 AND split_part(p.slug, '-', 2)::int % 5 = 0`;

/** One confirmed, fully paid order per booked villa. */
const INSERT_ORDERS = `
INSERT INTO orders (order_number, idempotency_key, status, currency, total_amount, amount_paid, balance_amount, stays_amount, lead_guest_name, lead_guest_email, travel_date)
SELECT 'SCALE-' || b.n, 'scale-' || b.n, 'confirmed', 'GBP', b.price, b.price, 0, b.price, 'Scale Guest', 'guest' || b.n || '@example.com', current_date + b.n % 60
FROM (${BOOKED}) AS b`;

const INSERT_BOOKINGS = `
INSERT INTO bookings (order_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
SELECT o.id, b.id, o.travel_date, o.travel_date + 7, 2, round(b.price / 7.0)::int, 7, b.price, 'confirmed', o.lead_guest_name, o.lead_guest_email
FROM (${BOOKED}) AS b
JOIN orders o ON o.idempotency_key = 'scale-' || b.n AND o.user_id IS NULL`;
