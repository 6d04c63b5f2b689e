import { Resolver } from 'type-graphql';
import { accountRowsResolver, RowAccountResolver } from '../users/account-rows';
import { ordersByUser } from './order.loaders';
import { Order } from './order.entity';

// What staff see of orders beyond the guest's own view: the account of an order, and an account's orders.

export const UserOrdersResolver = accountRowsResolver(Order, 'orders', "Admin: the user's orders, newest first.", ordersByUser);

@Resolver(() => Order)
export class OrderStaffFieldsResolver extends RowAccountResolver(Order, 'Admin: the account that ordered; null once it was deleted.') {}
