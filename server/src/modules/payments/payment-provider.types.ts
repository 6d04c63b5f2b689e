import type { MessageKey } from '../../i18n/messages';

// What a card payment provider is asked and answers; stripe-payment.provider.ts and test-payment.provider.ts implement it.

export interface ChargeRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** What the client collected: a test card number, or a Stripe PaymentMethod id (pm_…). */
  paymentMethod: string;
  /** The same key never charges twice, at the provider too. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  /** completed: the money is taken. pending: the provider confirms later (webhook). */
  | { outcome: 'completed' | 'pending'; paymentIntentId: string }
  | { outcome: 'declined'; reason: MessageKey };

/** A provider's webhook event, reduced to what the payments table needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  status: 'completed' | 'failed' | 'refunded' | null;
}

/**
 * What checkout needs from a card payment provider. Declines are results, not exceptions;
 * an exception means the provider could not be asked (network, configuration).
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** True when no real money moves; the UI and API say so. */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back `amount` (minor units; the whole charge without it) of a completed charge. */
  refund(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<void>;
  /** Verifies a webhook's signature and parses it; throws when the signature is wrong. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent;
  /**
   * Where a payment stands at the provider now (providers with webhooks): a webhook acts on this,
   * not on what its event says, since events arrive late, twice and out of order. `pending` means
   * there is no outcome yet.
   */
  currentStatus?(paymentIntentId: string): Promise<'completed' | 'failed' | 'pending'>;
}
