import { featureModule } from '../feature-module';
import { checkoutMessages } from './checkout.messages';
import { CheckoutResolver } from './checkout.resolver';
import { checkoutRoutes } from './checkout.rest';

export const checkoutModule = featureModule('checkout', {
  resolvers: [CheckoutResolver],
  routes: checkoutRoutes,
  messages: checkoutMessages,
});
