import { featureModule } from '../feature-module';
import { ordersMessages } from './orders.messages';
import { InstalmentResolver, OrderResolver } from './order.resolver';
import { OrderStaffFieldsResolver, UserOrdersResolver } from './order-staff.resolver';
import { OrderInstalment } from './order-instalment.entity';
import { Order } from './order.entity';
import { OrderExtra } from './order-extra.entity';
import { orderRoutes } from './order.rest';

export const ordersModule = featureModule('orders', {
  resolvers: [OrderResolver, InstalmentResolver, OrderStaffFieldsResolver, UserOrdersResolver],
  entities: [Order, OrderExtra, OrderInstalment],
  routes: orderRoutes,
  messages: ordersMessages,
});
