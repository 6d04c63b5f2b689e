import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Country } from '../destinations/country.entity';
import { villaCountByCountry } from './property.service';

/** A country's villa count, kept here with the search rules it counts by. */
@Resolver(() => Country)
export class CountryVillasResolver {
  @FieldResolver(() => Int, { description: 'How many villas its search link shows: published villas in this country that take the default stay (7 nights, 2 guests).' })
  villaCount(@Root() country: Country, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.get(villaCountByCountry).load(country.slug);
  }
}
