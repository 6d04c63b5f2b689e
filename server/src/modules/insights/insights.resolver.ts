import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../users/authorization';
import { insights } from './insights.service';
import { Insights, InsightsRange } from './insights.types';

@Resolver()
export class InsightsResolver {
  @Authorized(Role.Admin)
  @Query(() => Insights, { description: 'Admin: occupancy, rates, revenue, pace, lead time, stay length, cancellations and the visitor funnel over a period, optionally for one destination or villa.' })
  insights(
    @Ctx() ctx: RequestContext,
    @Arg('range', () => InsightsRange) range: InsightsRange,
    @Arg('destination', () => String, { nullable: true, description: 'A destination key.' }) destination?: string | null,
    @Arg('propertyId', () => ID, { nullable: true }) propertyId?: string | null,
  ): Promise<Insights> {
    return insights(ctx, { from: range.from, to: range.to, destination, propertyId });
  }
}
