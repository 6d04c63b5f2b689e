import { STRIPE_JS_URL_DEFAULT, type Config } from '../../config';
import type { ContentSources } from '../feature-module';

/** Stripe's own addresses for the Payment Element's frames (its 3-D Secure challenge) and for Stripe.js's API calls. */
const STRIPE_FRAMES = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * What the Content-Security-Policy must allow for the Payment Element, and only when Stripe takes
 * the payments: Stripe.js from STRIPE_JS_URL's origin, its frames, and its calls to Stripe. A
 * Stripe.js served from elsewhere (a test double) gets its own origin for all three.
 */
export function stripeContentSources(config: Config): ContentSources {
  const { payments } = config;
  if (payments.provider !== 'stripe') return {};
  const origin = new URL(payments.stripeJsUrl).origin;
  const stripesOwn = origin === new URL(STRIPE_JS_URL_DEFAULT).origin;
  return {
    scriptSrc: [origin],
    frameSrc: stripesOwn ? [origin, STRIPE_FRAMES] : [origin],
    connectSrc: stripesOwn ? [STRIPE_API] : [origin],
  };
}
