import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { Country } from './country.entity';
import { Destination } from './destination.entity';
import { countryBySlug, destinationsByCountry, listDestinationCards, listDestinationGroups, listFeaturedDestinations } from './destination.service';

/** Fixed-size catalogue lists; the numbers only feed the query cost estimate. */
const CARD_COUNT_ESTIMATE = 13;
const GROUP_COUNT_ESTIMATE = 30;
const REGIONS_PER_COUNTRY_ESTIMATE = 10;

@Resolver(() => Country)
export class CountryResolver {
  @Query(() => [Country], { description: 'The destination cards of the destinations page, in order.', complexity: listComplexity(CARD_COUNT_ESTIMATE) })
  destinations(@Ctx() ctx: RequestContext): Promise<Country[]> {
    return listDestinationCards(ctx);
  }

  @Query(() => [Country], { description: 'The destination cards featured on the home page, in order.', complexity: listComplexity(CARD_COUNT_ESTIMATE) })
  featuredDestinations(@Ctx() ctx: RequestContext): Promise<Country[]> {
    return listFeaturedDestinations(ctx);
  }

  @Query(() => [Country], { description: 'Every country or island group with its destinations, for the search bar.', complexity: listComplexity(GROUP_COUNT_ESTIMATE) })
  destinationGroups(@Ctx() ctx: RequestContext): Promise<Country[]> {
    return listDestinationGroups(ctx);
  }

  @FieldResolver(() => [Destination], { description: 'The destinations (regions) of this country, in order.', complexity: listComplexity(REGIONS_PER_COUNTRY_ESTIMATE) })
  regions(@Root() country: Country, @Ctx() ctx: RequestContext): Promise<Destination[]> {
    return ctx.loaders.get(destinationsByCountry).load(country.slug);
  }
}

@Resolver(() => Destination)
export class DestinationResolver {
  @FieldResolver(() => Country, { description: 'The country (or island group) this destination belongs to.' })
  async country(@Root() destination: Destination, @Ctx() ctx: RequestContext): Promise<Country> {
    const country = await ctx.loaders.get(countryBySlug).load(destination.countrySlug);
    // The foreign key guarantees the row; a miss would be a broken database.
    if (!country) throw new Error(`country ${destination.countrySlug} missing`);
    return country;
  }
}
