import DataLoader from 'dataloader';
import { DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS } from '../../../../common/constants';
import { In, IsNull, Not } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { byKeys, defineLoader, groupByKeys } from '../../graphql/loaders';
import { localize } from '../../i18n/localize';
import { Country } from './country.entity';
import { Destination } from './destination.entity';
import { sql } from '../../db/sql';
import { PUBLISHED_SQL, STAY_SQL } from '../properties/property.service';

/** The destination cards of the destinations page, in their order (spec: 13 countries). */
export async function listDestinationCards(ctx: RequestContext): Promise<Country[]> {
  const rows = await ctx.manager.getRepository(Country).find({ where: { isCard: true }, order: { sortOrder: 'ASC', slug: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}

/** The six home page cards, in their featured order. */
export async function listFeaturedDestinations(ctx: RequestContext): Promise<Country[]> {
  const rows = await ctx.manager.getRepository(Country).find({ where: { featuredOrder: Not(IsNull()) }, order: { featuredOrder: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}

/** Every country or island group, for the search bar's grouped destination select. */
export async function listDestinationGroups(ctx: RequestContext): Promise<Country[]> {
  const rows = await ctx.manager.getRepository(Country).find({ order: { sortOrder: 'ASC', slug: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}

export const destinationByKey = defineLoader(
  (ctx) =>
    new DataLoader<string, Destination | null>(async (keys) => {
      const rows = await ctx.manager.getRepository(Destination).findBy({ key: In([...keys]) });
      return byKeys(keys, rows.map((row) => localize(row, ctx.locale)), (row) => row.key);
    }),
);

export const countryBySlug = defineLoader(
  (ctx) =>
    new DataLoader<string, Country | null>(async (slugs) => {
      const rows = await ctx.manager.getRepository(Country).findBy({ slug: In([...slugs]) });
      return byKeys(slugs, rows.map((row) => localize(row, ctx.locale)), (row) => row.slug);
    }),
);

/** The destinations (regions) of each country, in their order. */
export const destinationsByCountry = defineLoader(
  (ctx) =>
    new DataLoader<string, Destination[]>(async (slugs) => {
      const rows = await ctx.manager.getRepository(Destination).find({ where: { countrySlug: In([...slugs]) }, order: { sortOrder: 'ASC', key: 'ASC' } });
      return groupByKeys(slugs, rows.map((row) => localize(row, ctx.locale)), (row) => row.countrySlug);
    }),
);

/**
 * Villas per country as the card's link (/search?region=…) finds them: published, and taking the
 * search's default stay (7 nights, 2 guests) by the search's own rules. One grouped query for all
 * countries of a response.
 */
export const villaCountByCountry = defineLoader(
  (ctx) =>
    new DataLoader<string, number>(async (slugs) => {
      const { rows } = await sql<{ slug: string; count: string }>(
        ctx,
        `SELECT d.country_slug AS slug, count(p.id) AS count
           FROM destinations d JOIN properties p ON p.destination_key = d.key
          WHERE d.country_slug = ANY($1) AND ${PUBLISHED_SQL('p')} AND ${STAY_SQL.guests('p', '$2')} AND ${STAY_SQL.nights('p', '$3')}
          GROUP BY d.country_slug`,
        [[...slugs], DEFAULT_SEARCH_GUESTS, DEFAULT_NIGHTS],
      );
      const counts = new Map(rows.map((row) => [row.slug, Number(row.count)]));
      return slugs.map((slug) => counts.get(slug) ?? 0);
    }),
);
