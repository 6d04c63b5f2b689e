import type { Config } from '../../config';
import { StripePaymentProvider } from './stripe-payment.provider';
import { TestPaymentProvider } from './test-payment.provider';
import type { PaymentProvider } from './payment-provider.types';

const providers = new WeakMap<Config, PaymentProvider>();

/** The provider the configuration selects, created once per configuration. */
export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    const { payments } = config;
    provider =
      payments.provider === 'stripe' && payments.stripeSecretKey
        ? new StripePaymentProvider({ secretKey: payments.stripeSecretKey, webhookSecret: payments.stripeWebhookSecret, api: payments.stripeApi })
        : new TestPaymentProvider();
    providers.set(config, provider);
  }
  return provider;
}

/** Replaces the provider of one configuration (tests: a Stripe provider over a fake HTTP client). */
export function usePaymentProvider(config: Config, provider: PaymentProvider): void {
  providers.set(config, provider);
}
