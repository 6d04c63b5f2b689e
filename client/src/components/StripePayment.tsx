import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePreferences } from '../lib/preferences';
import { stripeFrom } from '../lib/stripe';

/** What checkout needs of Stripe once the guest presses Pay: the Payment Element's entries checked, and the payment confirmed (3-D Secure in Stripe's frame). */
export interface StripeHandle {
  stripe: Stripe;
  elements: StripeElements;
}

interface Props {
  stripeJsUrl: string;
  publishableKey: string;
  /** Minor units due now, in `currency`: what the Payment Element shows and its wallets offer. */
  amount: number;
  currency: string;
  children: ReactNode;
}

/**
 * Stripe's Elements around the checkout form, in the deferred-intent mode: the Payment Element
 * takes the card before the order exists, and the PaymentIntent the server creates at Pay is
 * then confirmed with it. The card number is typed into Stripe's frame, never into our page.
 */
export function StripeElements({ stripeJsUrl, publishableKey, amount, currency, children }: Props) {
  const { language } = usePreferences();
  const stripe = useMemo(() => stripeFrom(stripeJsUrl, publishableKey), [stripeJsUrl, publishableKey]);
  const options = { mode: 'payment' as const, amount: Math.max(amount, 1), currency: currency.toLowerCase(), locale: language as StripeElementLocale };
  return (
    <Elements stripe={stripe} options={options}>
      {children}
    </Elements>
  );
}

/** The Payment Element in its card section (with `children` under it: the consent to save the card); hands Stripe and the Elements to the form (`handleRef`) once both are there. */
export function StripePaymentField({ handleRef, children }: { handleRef: RefObject<StripeHandle | null>; children?: ReactNode }) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-card-title">
      <h2 id="checkout-card-title">
        <FormattedMessage id="checkout.card.title" />
      </h2>
      <p className="checkout-note">
        <FormattedMessage id="checkout.card.stripeIntro" />
      </p>
      <StripeCardElement handleRef={handleRef} />
      {children}
    </section>
  );
}

/** The Payment Element alone (inside StripeElements), handing Stripe and the Elements to the form (`handleRef`) once both are there. */
export function StripeCardElement({ handleRef }: { handleRef: RefObject<StripeHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    handleRef.current = stripe && elements ? { stripe, elements } : null;
  }, [stripe, elements, handleRef]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}
