import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { DEFAULT_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { Booking } from '../bookings/booking.entity';
import { bookingsByOrder } from '../bookings/booking.service';
import { Payment } from '../payments/payment.entity';
import { OrderExtra } from './order-extra.entity';
import { Order } from './order.entity';
import { extrasByOrder, findMyOrder, listMyOrders, paymentsByOrder } from './order.service';
import { OrderPage } from './order.types';

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => OrderPage, { description: "The signed-in user's orders, newest first.", complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  myOrders(@Ctx() ctx: RequestContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput): Promise<OrderPage> {
    return listMyOrders(ctx, page);
  }

  @Authorized()
  @Query(() => Order, { nullable: true, description: "One of the signed-in user's orders, by id or by order number (give exactly one); null when the user has no such order." })
  myOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true }) id?: string,
    @Arg('orderNumber', () => String, { nullable: true }) orderNumber?: string,
  ): Promise<Order | null> {
    return findMyOrder(ctx, { id, orderNumber });
  }

  @FieldResolver(() => [Booking], { description: 'The villa stays of this order.' })
  bookings(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Booking[]> {
    return ctx.loaders.get(bookingsByOrder).load(order.id);
  }

  @FieldResolver(() => [OrderExtra])
  extras(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderExtra[]> {
    return ctx.loaders.get(extrasByOrder).load(order.id);
  }

  @FieldResolver(() => [Payment])
  payments(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Payment[]> {
    return ctx.loaders.get(paymentsByOrder).load(order.id);
  }
}
