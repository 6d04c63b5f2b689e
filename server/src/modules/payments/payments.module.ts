import { featureModule } from '../feature-module';
import { paymentsMessages } from './payments.messages';
import { Payment } from './payment.entity';
import { PaymentStaffFieldsResolver, UserPaymentsResolver } from './payment-staff.resolver';
import { paymentWebhookRoutes } from './payment.rest';

export const paymentsModule = featureModule('payments', {
  resolvers: [PaymentStaffFieldsResolver, UserPaymentsResolver],
  entities: [Payment],
  rawBodyRoutes: paymentWebhookRoutes,
  messages: paymentsMessages,
});
