import { featureModule } from '../feature-module';
import { Payment } from './payment.entity';
import { paymentWebhookRoutes } from './payment.rest';

export const paymentsModule = featureModule('payments', {
  entities: [Payment],
  rawBodyRoutes: paymentWebhookRoutes,
});
