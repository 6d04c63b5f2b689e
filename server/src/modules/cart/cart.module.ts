import { featureModule } from '../feature-module';
import { HOUR, recurring } from '../jobs/jobs.service';
import { removeAbandonedBaskets } from './basket.cleanup';
import { cartMessages } from './cart.messages';
import { CartResolver } from './cart.resolver';
import { Basket } from './basket.entity';
import { CartItem } from './cart-item.entity';
import { CartExtra } from './cart-extra.entity';
import { cartRoutes } from './cart.rest';

export const cartModule = featureModule('cart', {
  resolvers: [CartResolver],
  entities: [Basket, CartItem, CartExtra],
  routes: cartRoutes,
  messages: cartMessages,
  jobs: [recurring('baskets.cleanup', HOUR, ({ db }) => removeAbandonedBaskets(db))],
});
