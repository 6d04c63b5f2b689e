import { featureModule } from '../feature-module';
import { OrderResolver } from './order.resolver';
import { Order } from './order.entity';
import { OrderExtra } from './order-extra.entity';
import { orderRoutes } from './order.rest';

export const ordersModule = featureModule('orders', {
  resolvers: [OrderResolver],
  entities: [Order, OrderExtra],
  routes: orderRoutes,
});
