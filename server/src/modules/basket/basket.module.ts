import { featureModule } from '../feature-module';
import { HOUR, recurring } from '../../jobs/jobs.service';
import { removeAbandonedBaskets } from './basket.cleanup';
import { basketMessages } from './basket.messages';
import { BasketResolver } from './basket.resolver';
import { Basket } from './basket.entity';
import { BasketItem } from './basket-item.entity';
import { BasketExtra } from './basket-extra.entity';
import { basketRoutes } from './basket.rest';
import { followSignIn } from './basket.service';

export const basketModule = featureModule('basket', {
  resolvers: [BasketResolver],
  entities: [Basket, BasketItem, BasketExtra],
  routes: basketRoutes,
  messages: basketMessages,
  jobs: [recurring('baskets.cleanup', HOUR, ({ db }) => removeAbandonedBaskets(db))],
  onSessionRenewed: followSignIn,
});
