import { featureModule } from '../feature-module';
import { InstalmentResolver, OrderResolver } from './order.resolver';
import { OrderInstalment } from './order-instalment.entity';
import { Order } from './order.entity';
import { OrderExtra } from './order-extra.entity';
import { orderRoutes } from './order.rest';

export const ordersModule = featureModule('orders', {
  resolvers: [OrderResolver, InstalmentResolver],
  entities: [Order, OrderExtra, OrderInstalment],
  routes: orderRoutes,
});
