import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Direct } from '../../graphql/direct-fields';
import { Role } from '../users/authorization';
import { getAdminProperty } from './property-admin.service';
import { Property } from './property.entity';
import { PropertyRate } from './property-rate.entity';
import { fromWeeklyPrice, propertyRates, setPropertyRates } from './property-rates.service';
import { SetPropertyRatesInput } from './property-rates.types';

/** Seasonal prices of a villa: the season table, the cards' "from" price, and the admin change. */
@Resolver(() => Property)
export class PropertyRatesResolver {
  @FieldResolver(() => [PropertyRate], { description: 'Seasons with their own weekly price, by first night. Nights outside every season cost `price`.' })
  rates(
    @Root() property: Property,
    @Ctx() ctx: RequestContext,
    @Arg('upcoming', { defaultValue: false, description: 'Only seasons with a night from today on.' }) upcoming: boolean,
  ): Promise<PropertyRate[]> {
    return propertyRates(ctx, property.id, { upcoming });
  }

  @Direct()
  @FieldResolver(() => Int, { description: "The lowest weekly price of the coming 12 months: `price` or a lower season's price (search cards' \"from\")." })
  fromWeeklyPrice(@Root() property: Property, @Ctx() ctx: RequestContext): number | Promise<number> {
    return fromWeeklyPrice(ctx, property);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Property, { description: "Admin: replaces a villa's seasons (all of them; an empty list removes them). Overlapping seasons are refused." })
  async setPropertyRates(@Ctx() ctx: RequestContext, @Arg('input', () => SetPropertyRatesInput) input: SetPropertyRatesInput): Promise<Property> {
    await setPropertyRates(ctx, input);
    return getAdminProperty(ctx, input.propertyId);
  }
}
