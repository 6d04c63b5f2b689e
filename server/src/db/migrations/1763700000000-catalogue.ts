import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Extensions used across the product and the catalogue tables (villas, destinations, content). */
export class Catalogue1763700000000 implements MigrationInterface {
  name = 'Catalogue1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);

    await q.query(`CREATE TABLE currencies (
      code char(3) PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
      symbol text NOT NULL,
      exchange_rate numeric(12,6) NOT NULL CHECK (exchange_rate > 0),
      sort_order int NOT NULL DEFAULT 0
    )`);

    await q.query(`CREATE TABLE countries (
      slug text PRIMARY KEY,
      name text NOT NULL,
      search_label text NOT NULL,
      image text NOT NULL,
      description text NOT NULL,
      is_card boolean NOT NULL DEFAULT false,
      featured_order int UNIQUE,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);

    await q.query(`CREATE TABLE destinations (
      key text PRIMARY KEY,
      name text NOT NULL,
      country_slug text NOT NULL REFERENCES countries(slug) ON UPDATE CASCADE,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);
    await q.query(`CREATE INDEX destinations_country_idx ON destinations (country_slug)`);

    await q.query(`CREATE TABLE properties (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      location text NOT NULL,
      region text NOT NULL,
      destination_key text NOT NULL REFERENCES destinations(key) ON UPDATE CASCADE,
      price int NOT NULL CHECK (price > 0),
      currency char(3) NOT NULL DEFAULT 'GBP' REFERENCES currencies(code),
      images jsonb NOT NULL CHECK (jsonb_typeof(images) = 'array'),
      description text NOT NULL,
      long_description text NOT NULL,
      amenities jsonb NOT NULL CHECK (jsonb_typeof(amenities) = 'array'),
      features jsonb NOT NULL CHECK (jsonb_typeof(features) = 'array'),
      layout jsonb NOT NULL CHECK (jsonb_typeof(layout) = 'array'),
      nearby_attractions jsonb NOT NULL CHECK (jsonb_typeof(nearby_attractions) = 'array'),
      bedrooms int NOT NULL CHECK (bedrooms >= 0),
      bathrooms int NOT NULL CHECK (bathrooms >= 0),
      sleeps int NOT NULL CHECK (sleeps >= 1),
      discount int CHECK (discount BETWEEN 0 AND 100),
      badge text,
      min_nights int NOT NULL DEFAULT 1 CHECK (min_nights >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      translations jsonb NOT NULL DEFAULT '{}'
    )`);
    await q.query(`CREATE INDEX properties_destination_idx ON properties (destination_key)`);
    await q.query(`CREATE INDEX properties_price_idx ON properties (price)`);
    await q.query(`CREATE INDEX properties_location_trgm_idx ON properties USING gin (lower(location) gin_trgm_ops)`);

    await q.query(`CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid REFERENCES properties(id) ON DELETE SET NULL,
      title text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      author text NOT NULL,
      date date NOT NULL,
      content text NOT NULL,
      has_media boolean NOT NULL DEFAULT false,
      verified boolean NOT NULL DEFAULT true
    )`);
    await q.query(`CREATE INDEX reviews_date_idx ON reviews (date DESC)`);
    await q.query(`CREATE INDEX reviews_property_idx ON reviews (property_id)`);

    await q.query(`CREATE TABLE extras (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL,
      price int NOT NULL CHECK (price >= 0),
      currency char(3) NOT NULL DEFAULT 'GBP' REFERENCES currencies(code),
      unit text,
      category text NOT NULL CHECK (category IN ('flights', 'car-hire', 'transfers', 'insurance')),
      deposit_available boolean NOT NULL DEFAULT false,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);

    await q.query(`CREATE TABLE festive_periods (
      package_type text PRIMARY KEY CHECK (package_type IN ('christmas', 'new-year', 'complete-festive')),
      start_month smallint NOT NULL CHECK (start_month BETWEEN 1 AND 12),
      start_day smallint NOT NULL CHECK (start_day BETWEEN 1 AND 31),
      end_month smallint NOT NULL CHECK (end_month BETWEEN 1 AND 12),
      end_day smallint NOT NULL CHECK (end_day BETWEEN 1 AND 31)
    )`);

    await q.query(`CREATE TABLE festive_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      package_type text NOT NULL REFERENCES festive_periods(package_type),
      original_price int NOT NULL CHECK (original_price > 0),
      discounted_price int NOT NULL CHECK (discounted_price > 0 AND discounted_price <= original_price),
      discount_percent int NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
      inclusions jsonb NOT NULL DEFAULT '[]',
      badge text NOT NULL,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}',
      UNIQUE (property_id, package_type)
    )`);

    await q.query(`CREATE TABLE festive_packages (
      id text PRIMARY KEY,
      package_type text NOT NULL REFERENCES festive_periods(package_type),
      title text NOT NULL,
      description text NOT NULL,
      features jsonb NOT NULL DEFAULT '[]',
      price int NOT NULL CHECK (price > 0),
      price_unit text NOT NULL,
      badge text NOT NULL,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);

    await q.query(`CREATE TABLE team_members (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      title text NOT NULL,
      bio text NOT NULL,
      image text NOT NULL,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);

    await q.query(`CREATE TABLE blog_articles (
      id serial PRIMARY KEY,
      title text NOT NULL UNIQUE,
      excerpt text NOT NULL,
      category text NOT NULL,
      author text NOT NULL,
      published_on date NOT NULL,
      image text NOT NULL,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);

    await q.query(`CREATE TABLE why_us_cards (
      key text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('benefit', 'differentiator')),
      icon text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      sort_order int NOT NULL DEFAULT 0,
      translations jsonb NOT NULL DEFAULT '{}'
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['why_us_cards', 'blog_articles', 'team_members', 'festive_packages', 'festive_offers', 'festive_periods', 'extras', 'reviews', 'properties', 'destinations', 'countries', 'currencies']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
