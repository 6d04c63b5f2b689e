import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Booking } from '../bookings/booking.entity';
import { Role } from '../users/authorization';
import { changeBookingDates } from './stay-change.service';
import { ChangeBookingDatesInput } from './stay-change.types';

@Resolver()
export class StayChangeResolver {
  @Authorized(Role.Admin)
  @Mutation(() => Booking, {
    description:
      'Admin: moves a confirmed stay to other dates of its villa (bookable, same guests, same price at the current rates) and e-mails the guest the new dates with the updated calendar entry.',
  })
  changeBookingDates(@Ctx() ctx: RequestContext, @Arg('input', () => ChangeBookingDatesInput) input: ChangeBookingDatesInput): Promise<Booking> {
    return changeBookingDates(ctx, input);
  }
}
