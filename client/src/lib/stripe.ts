import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

/**
 * Stripe.js, loaded from the address the server gives (STRIPE_JS_URL: Stripe's own, or a test
 * double in the browser tests), once per page, and only on the pages that take a card. Only
 * @stripe/stripe-js's types are used: its loader would always fetch Stripe's own address.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFrom(stripeJsUrl: string, publishableKey: string): Promise<Stripe | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const id = `${stripeJsUrl} ${publishableKey}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = scriptLoaded(stripeJsUrl).then((construct) => construct(publishableKey));
    // A failed load (offline) may be tried again by the next page that needs it.
    stripe.catch(() => loaded.delete(id));
    loaded.set(id, stripe);
  }
  return stripe;
}

function scriptLoaded(src: string): Promise<StripeConstructor> {
  const current = (window as { Stripe?: StripeConstructor }).Stripe;
  if (current) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const constructor = (window as { Stripe?: StripeConstructor }).Stripe;
      if (constructor) resolve(constructor);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
}
