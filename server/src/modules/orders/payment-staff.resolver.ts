import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../users/authorization';
import { accountRowsResolver, RowAccountResolver, rowsByUser } from '../users/account-rows';
import { Payment } from '../payments/payment.entity';
import { orderById } from './order.loaders';
import { Order } from './order.entity';

// What staff see of payments: the account and order of a payment, and an account's payments.

export const paymentsByUser = rowsByUser(Payment, { createdAt: 'DESC', id: 'ASC' });

export const UserPaymentsResolver = accountRowsResolver(Payment, 'payments', "Admin: the user's payments, newest first.", paymentsByUser);

@Resolver(() => Payment)
export class PaymentStaffFieldsResolver extends RowAccountResolver(Payment, 'Admin: the account that paid; null once it was deleted.') {
  @Authorized(Role.Admin)
  @FieldResolver(() => Order, { nullable: true, description: 'Admin: the order paid.' })
  order(@Ctx() ctx: RequestContext, @Root() payment: Payment): Promise<Order | null> {
    return ctx.loaders.get(orderById).load(payment.orderId);
  }
}
