import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageInput } from '../../graphql/pagination';
import { Role } from '../users/authorization';
import { presentStatement } from './owner-statement.render';
import { closeOwnerStatements, listOwnerAccounts, listOwnerPayouts, listOwnerStatements, ownerStatement, recordOwnerPayout } from './owner-statements.service';
import {
  CloseOwnerStatementsInput,
  OwnerAccountPage,
  OwnerBlock,
  OwnerBooking,
  OwnerPayout,
  OwnerPayoutPage,
  OwnerProperty,
  OwnerRangeInput,
  OwnerStatement,
  OwnerStatementClose,
  OwnerStatementSummary,
  OwnerStayInput,
  PropertyOwner,
  RecordOwnerPayoutInput,
  SetPropertyOwnerInput,
} from './owner.types';
import { addOwnerStay, deleteOwnerStay, getPropertyOwner, listOwnerProperties, ownedProperty, ownerBlocks, ownerBookings, setPropertyOwner } from './owners.service';

/** Villa owners: staff link owners and record payouts; owners see their villas, stays and statements. */
@Resolver()
export class OwnersResolver {
  @Authorized(Role.Admin)
  @Mutation(() => PropertyOwner, { description: "Admin: sets a villa's owner and commission (stays booked from now on); invites an owner who has no account yet." })
  setPropertyOwner(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('input', () => SetPropertyOwnerInput) input: SetPropertyOwnerInput): Promise<PropertyOwner> {
    return setPropertyOwner(ctx, propertyId, input);
  }

  @Authorized(Role.Admin)
  @Query(() => PropertyOwner, { nullable: true, description: "Admin: the villa's owner and commission; null when it has none." })
  propertyOwner(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<PropertyOwner | null> {
    return getPropertyOwner(ctx, propertyId);
  }

  @Authorized(Role.Owner)
  @Query(() => [OwnerProperty], { description: "Owner: the caller's villas (staff: every villa with an owner, or ownerId's)." })
  ownerProperties(@Ctx() ctx: RequestContext, @Arg('ownerId', () => ID, { nullable: true }) ownerId?: string | null): Promise<OwnerProperty[]> {
    return listOwnerProperties(ctx, ownerId);
  }

  @Authorized(Role.Owner)
  @Query(() => OwnerProperty, { description: "Owner: one of the caller's villas (FORBIDDEN for another owner's, NOT_FOUND for none)." })
  ownerProperty(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<OwnerProperty> {
    return ownedProperty(ctx, id);
  }

  @Authorized(Role.Owner)
  @Query(() => [OwnerBooking], { description: "Owner: guests' stays at one of the caller's villas overlapping the range (default: the next 18 months)." })
  ownerBookings(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('range', () => OwnerRangeInput, { nullable: true }) range?: OwnerRangeInput | null): Promise<OwnerBooking[]> {
    return ownerBookings(ctx, propertyId, range);
  }

  @Authorized(Role.Owner)
  @Query(() => [OwnerBlock], { description: "Owner: the villa's blocked dates overlapping the range: the owner's stays and staff's blocks." })
  ownerBlocks(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('range', () => OwnerRangeInput, { nullable: true }) range?: OwnerRangeInput | null): Promise<OwnerBlock[]> {
    return ownerBlocks(ctx, propertyId, range);
  }

  @Authorized(Role.Owner)
  @Mutation(() => OwnerBlock, { description: 'Owner: blocks dates for their own stay; refused (CONFLICT) over a booking or block.' })
  addOwnerStay(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('input', () => OwnerStayInput) input: OwnerStayInput): Promise<OwnerBlock> {
    return addOwnerStay(ctx, propertyId, input);
  }

  @Authorized(Role.Owner)
  @Mutation(() => OwnerBlock, { description: "Owner: removes one of their own stays; answers the removed block." })
  deleteOwnerStay(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('blockId', () => ID) blockId: string): Promise<OwnerBlock> {
    return deleteOwnerStay(ctx, propertyId, blockId);
  }

  @Authorized(Role.Owner)
  @Query(() => [OwnerStatementSummary], { description: "Owner: the months with statements, newest first (staff name the owner)." })
  ownerStatements(@Ctx() ctx: RequestContext, @Arg('ownerId', () => ID, { nullable: true }) ownerId?: string | null): Promise<OwnerStatementSummary[]> {
    return listOwnerStatements(ctx, ownerId);
  }

  @Authorized(Role.Owner)
  @Query(() => OwnerStatement, { description: "Owner: a month's statement (YYYY-MM), in the request's language; a draft while the month is open." })
  async ownerStatement(@Ctx() ctx: RequestContext, @Arg('month') month: string, @Arg('ownerId', () => ID, { nullable: true }) ownerId?: string | null): Promise<OwnerStatement> {
    return presentStatement(ctx.locale, (await ownerStatement(ctx, month, ownerId)).data);
  }

  @Authorized(Role.Admin)
  @Mutation(() => OwnerStatementClose, { description: 'Admin: freezes the statements of a month and of earlier open months; a month not over needs early: true.' })
  closeOwnerStatements(@Ctx() ctx: RequestContext, @Arg('input', () => CloseOwnerStatementsInput) input: CloseOwnerStatementsInput): Promise<OwnerStatementClose> {
    return closeOwnerStatements(ctx, input.month, input.early ?? false);
  }

  @Authorized(Role.Admin)
  @Query(() => OwnerAccountPage, { description: 'Admin: villa owners with their balance due.' })
  owners(@Ctx() ctx: RequestContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null): Promise<OwnerAccountPage> {
    return listOwnerAccounts(ctx, page);
  }

  @Authorized(Role.Admin)
  @Mutation(() => OwnerPayout, { description: 'Admin: records money paid to an owner; the same reference again answers the payout already recorded.' })
  recordOwnerPayout(@Ctx() ctx: RequestContext, @Arg('input', () => RecordOwnerPayoutInput) input: RecordOwnerPayoutInput): Promise<OwnerPayout> {
    return recordOwnerPayout(ctx, input);
  }

  @Authorized(Role.Admin)
  @Query(() => OwnerPayoutPage, { description: 'Admin: payouts, newest first, optionally of one owner.' })
  ownerPayouts(@Ctx() ctx: RequestContext, @Arg('ownerId', () => ID, { nullable: true }) ownerId?: string | null, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null): Promise<OwnerPayoutPage> {
    return listOwnerPayouts(ctx, ownerId, page);
  }
}
