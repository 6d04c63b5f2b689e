import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { RELATION_COST_ESTIMATE, listComplexity } from '../../graphql/limits';
import { Role } from '../users/authorization';
import { accountRowsResolver, RowAccountResolver } from '../users/account-rows';
import { eventsByOrder, ordersByUser } from './order.loaders';
import { OrderEvent } from './order-event.types';
import { Order } from './order.entity';

// What staff see of orders beyond the guest's own view: the account of an order, its history, and an account's orders.

export const UserOrdersResolver = accountRowsResolver(Order, 'orders', "Admin: the user's orders, newest first.", ordersByUser);

@Resolver(() => Order)
export class OrderStaffFieldsResolver extends RowAccountResolver(Order, 'Admin: the account that ordered; null once it was deleted.') {
  @Authorized(Role.Admin)
  @FieldResolver(() => [OrderEvent], { description: "Admin: the order's history (status moves, charges, refunds, reminders), oldest first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  events(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderEvent[]> {
    return ctx.loaders.get(eventsByOrder).load(order.id);
  }
}
