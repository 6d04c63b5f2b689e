import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { RELATION_COST_ESTIMATE, listComplexity } from '../../graphql/limits';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { Role } from '../auth/authorization';
import { accountOf } from '../users/user.loaders';
import { User } from '../users/user.entity';
import { Booking } from './booking.entity';

// What staff see of bookings beyond the guest's own view: the guest and account of a booking,
// and an account's bookings.

export const bookingsByUser = defineLoader(
  (ctx) =>
    new DataLoader<string, Booking[]>(async (userIds) => {
      const rows = await ctx.manager.getRepository(Booking).find({ where: { userId: In([...userIds]) }, order: { checkIn: 'DESC', id: 'ASC' } });
      return groupByKeys(userIds, rows, (row) => row.userId!);
    }),
);

@Resolver(() => User)
export class UserBookingsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => [Booking], { description: "Admin: the user's bookings, latest check-in first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  bookings(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Booking[]> {
    return ctx.loaders.get(bookingsByUser).load(user.id);
  }
}

@Resolver(() => Booking)
export class BookingStaffFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that booked; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() booking: Booking): Promise<User | null> {
    return accountOf(ctx, booking.userId);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "Admin: the guest's name." })
  name(@Root() booking: Booking): string {
    return booking.guestName;
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "Admin: the guest's e-mail." })
  email(@Root() booking: Booking): string {
    return booking.guestEmail;
  }
}
