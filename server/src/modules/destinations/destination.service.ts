import DataLoader from 'dataloader';
import { In, IsNull, Not } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { byKeys, defineLoader, groupByKeys } from '../../graphql/loaders';
import { localize } from '../../i18n/localize';
import { Country } from './country.entity';
import { Destination } from './destination.entity';

/** The destination cards of the destinations page, in their order (13 countries). */
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
