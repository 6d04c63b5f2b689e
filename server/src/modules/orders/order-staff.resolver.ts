import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { RELATION_COST_ESTIMATE, listComplexity } from '../../graphql/limits';
import { Role } from '../auth/authorization';
import { accountOf } from '../users/user.loaders';
import { User } from '../users/user.entity';
import { ordersByUser } from './order.loaders';
import { Order } from './order.entity';

// What staff see of orders beyond the guest's own view: the account of an order, and an account's orders.

@Resolver(() => User)
export class UserOrdersResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => [Order], { description: "Admin: the user's orders, newest first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  orders(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Order[]> {
    return ctx.loaders.get(ordersByUser).load(user.id);
  }
}

@Resolver(() => Order)
export class OrderStaffFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that ordered; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<User | null> {
    return accountOf(ctx, order.userId);
  }
}
