import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../users/authorization';
import { ArrivalGuide } from './arrival-guide.entity';
import { arrivalGuideOf, setArrivalGuide, tripFor } from './trip.service';
import { ArrivalGuideInput, Trip } from './trip.types';

@Resolver()
export class TripResolver {
  @Authorized()
  @Query(() => Trip, { description: "One of the signed-in guest's stays (staff: anyone's), with its arrival guide from PRE_ARRIVAL_DAYS before arrival." })
  trip(@Ctx() ctx: RequestContext, @Arg('bookingId', () => ID) bookingId: string): Promise<Trip> {
    return tripFor(ctx, bookingId);
  }

  @Authorized(Role.Admin)
  @Query(() => ArrivalGuide, { nullable: true, description: "Admin: a villa's arrival guide in both languages; null when none is written yet." })
  arrivalGuide(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<ArrivalGuide | null> {
    return arrivalGuideOf(ctx, propertyId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => ArrivalGuide, { description: "Admin: writes a villa's arrival guide (both languages)." })
  setArrivalGuide(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('input', () => ArrivalGuideInput) input: ArrivalGuideInput): Promise<ArrivalGuide> {
    return setArrivalGuide(ctx, propertyId, input);
  }
}
