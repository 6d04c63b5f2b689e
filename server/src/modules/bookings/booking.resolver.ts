import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { Order } from '../orders/order.entity';
import { getAnyProperty } from '../properties/property.service';
import { Property } from '../properties/property.entity';
import { villaCalendar } from './availability.service';
import { Booking } from './booking.entity';
import { bookingsByOrder, listMyBookings } from './booking.service';
import { BookedRange, BookingPage } from './booking.types';

@Resolver(() => Booking)
export class BookingResolver {
  @Authorized()
  @Query(() => BookingPage, { description: "The signed-in user's bookings, latest check-in first.", complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  myBookings(@Ctx() ctx: RequestContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput, @AfterArg() after?: string | null): Promise<BookingPage> {
    return listMyBookings(ctx, page, after);
  }

  @Query(() => [BookedRange], { description: 'The booked stays of a villa that touch [from, to), for an availability calendar (at most two years).' })
  bookedRanges(
    @Ctx() ctx: RequestContext,
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('from', { description: 'YYYY-MM-DD' }) from: string,
    @Arg('to', { description: 'YYYY-MM-DD, after from' }) to: string,
  ): Promise<BookedRange[]> {
    return villaCalendar(ctx, propertyId, from, to);
  }

  @FieldResolver(() => Property, { description: 'The villa booked (also once it is unpublished: a booking keeps its villa).' })
  property(@Ctx() ctx: RequestContext, @Root() booking: Booking): Promise<Property> {
    return getAnyProperty(ctx, booking.propertyId);
  }
}

/** The stays of an order, on the Order type (owned here, with the bookings). */
@Resolver(() => Order)
export class OrderBookingsResolver {
  @FieldResolver(() => [Booking], { description: 'The villa stays of this order.' })
  bookings(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Booking[]> {
    return ctx.loaders.get(bookingsByOrder).load(order.id);
  }
}
