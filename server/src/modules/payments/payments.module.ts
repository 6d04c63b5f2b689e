import { featureModule } from '../feature-module';
import { paymentsMessages } from './payments.messages';
import { Payment } from './payment.entity';
import { stripeContentSources } from './stripe-content-sources';

/**
 * Card payments: the providers (test, Stripe) and the payment rows. What a payment does to its
 * order (the provider's webhook, refunds, the staff's view of an order's payments) lives in orders.
 */
export const paymentsModule = featureModule('payments', {
  entities: [Payment],
  messages: paymentsMessages,
  contentSources: stripeContentSources,
});
