import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { Property } from '../properties/property.entity';
import { addToShortlist, checkShortlist, isShortlisted, listShortlist, removeFromShortlist } from './shortlist.service';
import { ShortlistStatus } from './shortlist.types';

/** Shortlists are not paginated; assume this many villas when costing a query. */
const SHORTLIST_COST_ESTIMATE = 50;

@Resolver()
export class ShortlistResolver {
  @Authorized()
  @Query(() => [Property], { description: "The signed-in user's shortlisted villas, most recently added first.", complexity: listComplexity(SHORTLIST_COST_ESTIMATE) })
  shortlist(@Ctx() ctx: RequestContext): Promise<Property[]> {
    return listShortlist(ctx);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the villa is on the signed-in user\'s shortlist; an unknown villa is NOT_FOUND.' })
  inShortlist(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<boolean> {
    return checkShortlist(ctx, propertyId);
  }

  @Authorized()
  @Mutation(() => ShortlistStatus, { description: 'Adds a villa to the shortlist; adding it again is harmless.' })
  addToShortlist(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<ShortlistStatus> {
    return addToShortlist(ctx, propertyId);
  }

  @Authorized()
  @Mutation(() => ShortlistStatus, { description: 'Removes a villa from the shortlist; removing one not on it is harmless.' })
  removeFromShortlist(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<ShortlistStatus> {
    return removeFromShortlist(ctx, propertyId);
  }
}

/** Property.inShortlist, batched per request; false for anonymous visitors. */
@Resolver(() => Property)
export class PropertyShortlistResolver {
  @FieldResolver(() => Boolean, { description: "Whether the signed-in user has shortlisted this villa (false when signed out). Batched per request." })
  inShortlist(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<boolean> {
    return isShortlisted(ctx, property.id);
  }
}

