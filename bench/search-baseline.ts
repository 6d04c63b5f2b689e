/**
 * The baseline of bench:search: a minimal `pg` + `node:http` server answering GET /search?… with
 * one page of villas' card fields from one indexed SQL statement, as JSON. It takes the same
 * filter, `offset` and `limit` as GET /api/properties, and computes each card's from-price (the
 * lowest weekly price of the coming 12 months, base or season) from the seasons in the same
 * statement. No framework, no validation, no count: the floor that the GraphQL and REST paths
 * are compared with. DATABASE_URL and PORT come from the environment (bench/search.bench.ts starts it).
 */
import http from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = 24;

function statement(query: URLSearchParams): { text: string; values: unknown[] } {
  const where = ['p.published'];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  for (const word of (query.get('location') ?? '').split(/[\s,-]+/).filter(Boolean)) where.push(`p.location ILIKE ${param(`%${word}%`)}`);
  // A country is paged destination by destination (below), as the app pages it.
  const region = query.get('region') ? param(query.get('region')) : undefined;
  if (query.get('guests')) where.push(`p.sleeps >= ${param(Number(query.get('guests')))}`);
  if (query.get('minPrice')) where.push(`p.price >= ${param(Number(query.get('minPrice')))}`);
  if (query.get('maxPrice')) where.push(`p.price <= ${param(Number(query.get('maxPrice')))}`);
  if (query.get('amenity')) where.push(`p.amenity_groups @> ARRAY[${param(query.get('amenity'))}]`);
  if (query.get('checkIn')) {
    const from = param(query.get('checkIn'));
    // By the dates, as the app asks, so that PostgreSQL probes the btree of active bookings' dates.
    where.push(`NOT EXISTS (SELECT 1 FROM bookings b WHERE b.property_id = p.id AND b.status <> 'cancelled'
      AND b.check_in < ${from}::date + ${param(Number(query.get('nights') ?? 7))}::int AND b.check_out > ${from}::date)`);
  }
  const limit = Number(query.get('limit') ?? PAGE);
  const offset = Number(query.get('offset') ?? 0);
  // The page's ids from the sort's covering index (index-only), then only those rows: the same
  // plan shape as the app, so the baseline is not slowed by a worse plan than the app gets. A
  // country's: the first offset + limit of each destination from the destination index, in order.
  const [first, count] = [param(offset), param(limit)];
  const page = region
    ? `SELECT m.id FROM destinations d CROSS JOIN LATERAL (SELECT p.id, p.created_at, p.slug FROM properties p WHERE ${where.join(' AND ')} AND p.destination_key = d.key
         ORDER BY p.created_at, p.slug, p.id LIMIT ${first}::int + ${count}::int) AS m
       WHERE d.country_slug = ${region} ORDER BY m.created_at, m.slug, m.id OFFSET ${first} LIMIT ${count}`
    : `SELECT p.id FROM properties p WHERE ${where.join(' AND ')} ORDER BY p.created_at, p.slug, p.id OFFSET ${first} LIMIT ${count}`;
  return {
    text: `SELECT p.id, p.title, p.location, p.images->>0 AS image, p.price, p.discount, p.badge, p.features, p.bedrooms, p.sleeps, p.bathrooms, p.price >= 6000 AS "flightsIncluded",
        LEAST(p.price, (SELECT min(r.weekly_price) FROM property_rates r WHERE r.property_id = p.id AND r.ends_on > current_date AND r.starts_on < current_date + interval '12 months')) AS "fromWeeklyPrice"
      FROM properties p WHERE p.id IN (${page})
      ORDER BY p.created_at, p.slug, p.id`,
    values,
  };
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pool.query(statement(url.searchParams)).then(
      ({ rows }) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ items: rows }));
      },
      (error: Error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(error.message);
      },
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
