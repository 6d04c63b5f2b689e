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

/** A payment the browser confirms (Stripe's Payment Element, with 3-D Secure in its frame): created for the amount the server computed. */
export interface IntentRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** One key per checkout attempt: a retry of the attempt gets the same intent back. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** With the guest's consent: the Stripe customer the card is saved on for later charges (setup_future_usage: off_session). */
  saveCardFor?: string;
}

/** A charge of a saved card without the guest (the balance on its due date). */
export interface OffSessionRequest {
  amount: number;
  currency: string;
  customer: string;
  /** The intent of an earlier payment whose card is charged again. */
  paidWith: string;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type OffSessionResult = { outcome: 'completed'; paymentIntentId: string } | { outcome: 'authentication_required' | 'declined' };

/** An intent waiting for the browser: its id, and the secret the Payment Element confirms it with. */
export interface OpenIntent {
  paymentIntentId: string;
  clientSecret: string;
}

/** Where a payment stands at the provider: `pending` means there is no outcome yet. */
export type IntentStatus = 'completed' | 'failed' | 'pending';

/** Where a refund stands at the provider: given back, on its way, or failed (nothing given back). */
export type RefundStatus = 'completed' | 'pending' | 'failed';

/** What the provider answered a refund: its id there (null for the test provider) and where it stands. */
export interface RefundResult {
  refundId: string | null;
  status: RefundStatus;
}

/** A refund as the provider has it. `ours` is our refund row's id, from its metadata, when we asked for it. */
export interface ProviderRefund extends RefundResult {
  refundId: string;
  amount: number;
  currency: string;
  ours: string | null;
  failureReason: string | null;
}

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
  /** Gives back `amount` (minor units; the whole charge without it) of a completed charge; `metadata` goes with it (our refund row's id). */
  refund(paymentIntentId: string, idempotencyKey: string, amount?: number, metadata?: Record<string, string>): Promise<RefundResult>;
  /** The refunds of a charge as the provider has them now (for reconciling refund rows from webhooks). */
  listRefunds?(paymentIntentId: string): Promise<ProviderRefund[]>;
  /** Verifies a webhook's signature and parses it; throws when the signature is wrong. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent;
  /**
   * Where a payment stands at the provider now (providers with webhooks): a webhook acts on this,
   * not on what its event says, since events arrive late, twice and out of order. `pending` means
   * there is no outcome yet.
   */
  currentStatus?(paymentIntentId: string): Promise<IntentStatus>;
  /** Providers whose payments the browser confirms: an intent for the client to confirm. */
  createIntent?(request: IntentRequest): Promise<OpenIntent>;
  /** The client secret of an intent created earlier, for the browser to confirm it again (a reopened payment dialog). */
  intentSecret?(paymentIntentId: string): Promise<string>;
  /**
   * Cancels an intent that has no outcome or failed, so it can never be paid later; answers where
   * it stands afterwards (`completed` when it was paid meanwhile and could not be cancelled).
   */
  cancelIntent?(paymentIntentId: string): Promise<IntentStatus>;
  /** A customer to save a card on (idempotent per key); answers its id. */
  createCustomer?(request: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  /** Charges a saved card with no guest present; a bank asking for authentication, or a decline, is a result. */
  chargeOffSession?(request: OffSessionRequest): Promise<OffSessionResult>;
  /** The provider's events created at or after `since`, oldest first (for reconciling missed webhooks). */
  listEvents?(since: Date): AsyncIterable<PaymentEvent>;
}
