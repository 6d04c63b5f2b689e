import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ALTERNATIVE_STAYS, PRICE_CALENDAR_MAX_WEEKS, PRICE_CALENDAR_WEEKS } from '../../../../common/bookable-stays';
import type { RequestContext } from '../../graphql/context';
import { Property } from '../properties/property.entity';
import { CalendarWeek, StayOffer } from '../properties/stay-offer.types';
import { alternativeStays, priceCalendar } from './stay-finder.service';

/** The villa page's price calendar and nearest free stays, on the Property type. */
@Resolver(() => Property)
export class StayFinderResolver {
  @FieldResolver(() => [CalendarWeek], {
    description: `Price calendar: ${PRICE_CALENDAR_WEEKS} weeks by default (at most ${PRICE_CALENDAR_MAX_WEEKS}) from the first changeover day (Saturday without one) on or after \`from\` (default the earliest arrival), each a stay of 7 nights (or the minimum stay) with its total or not available.`,
    complexity: ({ args, childComplexity }) => 1 + Number(args.weeks ?? PRICE_CALENDAR_WEEKS) * Math.max(childComplexity, 1),
  })
  priceCalendar(
    @Root() property: Property,
    @Ctx() ctx: RequestContext,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from?: string | null,
    @Arg('weeks', () => Int, { nullable: true }) weeks?: number | null,
  ): Promise<CalendarWeek[]> {
    return priceCalendar(ctx, property.id, { from: from ?? undefined, weeks: weeks ?? undefined });
  }

  @FieldResolver(() => [StayOffer], { description: `The ${ALTERNATIVE_STAYS} bookable stays of the same length nearest to the wanted one (before or after it), nearest first: for dates that cannot be booked.` })
  alternativeStays(@Root() property: Property, @Ctx() ctx: RequestContext, @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string, @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string): Promise<StayOffer[]> {
    return alternativeStays(ctx, property.id, { checkIn, checkOut });
  }
}
