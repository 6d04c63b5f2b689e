import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { RELATION_COST_ESTIMATE, listComplexity } from '../../graphql/limits';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { Role } from '../auth/authorization';
import { orderById } from '../orders/order.loaders';
import { Order } from '../orders/order.entity';
import { accountOf } from '../users/user.loaders';
import { User } from '../users/user.entity';
import { Payment } from './payment.entity';

// What staff see of payments: the account and order of a payment, and an account's payments.

export const paymentsByUser = defineLoader(
  (ctx) =>
    new DataLoader<string, Payment[]>(async (userIds) => {
      const rows = await ctx.manager.getRepository(Payment).find({ where: { userId: In([...userIds]) }, order: { createdAt: 'DESC', id: 'ASC' } });
      return groupByKeys(userIds, rows, (row) => row.userId!);
    }),
);

@Resolver(() => User)
export class UserPaymentsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => [Payment], { description: "Admin: the user's payments, newest first.", complexity: listComplexity(RELATION_COST_ESTIMATE) })
  payments(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Payment[]> {
    return ctx.loaders.get(paymentsByUser).load(user.id);
  }
}

@Resolver(() => Payment)
export class PaymentStaffFieldsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => User, { nullable: true, description: 'Admin: the account that paid; null once it was deleted.' })
  user(@Ctx() ctx: RequestContext, @Root() payment: Payment): Promise<User | null> {
    return accountOf(ctx, payment.userId);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => Order, { nullable: true, description: 'Admin: the order paid.' })
  order(@Ctx() ctx: RequestContext, @Root() payment: Payment): Promise<Order | null> {
    return ctx.loaders.get(orderById).load(payment.orderId);
  }
}
