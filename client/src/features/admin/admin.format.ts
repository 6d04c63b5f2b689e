import type { NewsletterStatus, PaymentStatus } from '../../__generated__/graphql';

/** Spec section 9: booking and payment ids show their first 8 characters, intents their first 20. */
export const SHORT_ID_LENGTH = 8;
export const PAYMENT_INTENT_LENGTH = 20;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

export function shortPaymentIntent(id: string | null | undefined): string | null {
  return id ? id.slice(0, PAYMENT_INTENT_LENGTH) : null;
}

/** Spec section 4: completed and pending are shown as they are; anything else as failed. */
export type PaymentStatusShown = 'completed' | 'pending' | 'failed';

export function paymentStatusShown(status: PaymentStatus | string): PaymentStatusShown {
  const value = status.toLowerCase();
  return value === 'completed' || value === 'pending' ? value : 'failed';
}

/** Spec section 4: subscribed and confirmed = Active; subscribed only = Pending; else Unsubscribed. */
export function subscriberStatus(subscriber: { subscribed: boolean; confirmed: boolean }): NewsletterStatus {
  if (subscriber.subscribed && subscriber.confirmed) return 'ACTIVE' as NewsletterStatus;
  if (subscriber.subscribed) return 'PENDING' as NewsletterStatus;
  return 'UNSUBSCRIBED' as NewsletterStatus;
}
