import Stripe from 'stripe';
import { AppError } from '../../errors';
import type { ChargeRequest, ChargeResult, IntentRequest, IntentStatus, OffSessionRequest, OffSessionResult, OpenIntent, PaymentEvent, PaymentProvider, ProviderRefund, RefundResult, RefundStatus } from './payment-provider.types';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another address for the Stripe API (STRIPE_API_URL): a stand-in speaking Stripe's protocol. */
  api?: { protocol: 'http' | 'https'; host: string; port: number };
}

const DECLINE_REASONS: Record<string, ChargeResult & { outcome: 'declined' }> = {
  insufficient_funds: { outcome: 'declined', reason: 'payment.insufficientFunds' },
};

/**
 * Stripe PaymentIntents, confirmed at once with the PaymentMethod the client created with
 * Stripe.js. The idempotency key goes to Stripe too, so a retried request never charges twice.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.testMode = options.secretKey.startsWith('sk_test_') || options.secretKey.startsWith('rk_test_');
    this.stripe = new Stripe(options.secretKey, {
      ...options.api,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'villa-holidays' },
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentMethod,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return DECLINE_REASONS[error.decline_code ?? ''] ?? DECLINE_REASONS[error.code ?? ''] ?? { outcome: 'declined', reason: 'payment.declined' };
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
        throw new AppError('BAD_USER_INPUT', 'payment.invalidCard', { field: 'paymentMethod' }, 'paymentMethod');
      }
      throw error;
    }
    if (intent.status === 'succeeded') return { outcome: 'completed', paymentIntentId: intent.id };
    if (intent.status === 'processing') return { outcome: 'pending', paymentIntentId: intent.id };
    // 3-D Secure and similar need the browser; this checkout confirms server-side, so release the intent.
    await this.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${request.idempotencyKey}:cancel` });
    return { outcome: 'declined', reason: 'payment.requiresAction' };
  }

  async refund(paymentIntentId: string, idempotencyKey: string, amount?: number, metadata?: Record<string, string>): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount }), ...(metadata ? { metadata } : {}) },
      { idempotencyKey: `${idempotencyKey}:refund` },
    );
    return { refundId: refund.id, status: refundStatusOf(refund) };
  }

  async listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const found: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      found.push({
        refundId: refund.id,
        status: refundStatusOf(refund),
        amount: refund.amount,
        currency: refund.currency.toUpperCase(),
        ours: refund.metadata?.refundId ?? null,
        failureReason: refund.failure_reason ?? null,
      });
    }
    return found;
  }

  async currentStatus(paymentIntentId: string): Promise<IntentStatus> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    } catch (error) {
      // An intent Stripe does not know has no outcome to apply; the event is acknowledged.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return 'pending';
      throw error;
    }
    return statusOf(intent);
  }

  async createIntent(request: IntentRequest): Promise<OpenIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        description: request.description,
        metadata: request.metadata,
        ...(request.saveCardFor ? { customer: request.saveCardFor, setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async intentSecret(paymentIntentId: string): Promise<string> {
    return (await this.stripe.paymentIntents.retrieve(paymentIntentId)).client_secret ?? '';
  }

  async createCustomer(request: { email: string; name: string; idempotencyKey: string }): Promise<string> {
    const customer = await this.stripe.customers.create({ email: request.email, name: request.name }, { idempotencyKey: request.idempotencyKey });
    return customer.id;
  }

  async chargeOffSession(request: OffSessionRequest): Promise<OffSessionResult> {
    const earlier = await this.stripe.paymentIntents.retrieve(request.paidWith);
    const paymentMethod = typeof earlier.payment_method === 'string' ? earlier.payment_method : earlier.payment_method?.id;
    if (!paymentMethod) return { outcome: 'declined' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: request.customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return intent.status === 'succeeded' ? { outcome: 'completed', paymentIntentId: intent.id } : { outcome: 'authentication_required' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { outcome: error.code === 'authentication_required' ? 'authentication_required' : 'declined' };
      throw error;
    }
  }

  async cancelIntent(paymentIntentId: string): Promise<IntentStatus> {
    try {
      return statusOf(await this.stripe.paymentIntents.cancel(paymentIntentId));
    } catch (error) {
      // Already succeeded or cancelled: Stripe refuses; where it stands is the answer.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return this.currentStatus(paymentIntentId);
      throw error;
    }
  }

  async *listEvents(since: Date): AsyncIterable<PaymentEvent> {
    const found: Stripe.Event[] = [];
    // Stripe lists newest first; applied oldest first, as they happened.
    for await (const event of this.stripe.events.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) found.push(event);
    for (const event of found.reverse()) yield paymentEventOf(event);
  }

  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    if (!this.options.webhookSecret) throw new AppError('BAD_USER_INPUT', 'payment.webhookSignature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw new AppError('BAD_USER_INPUT', 'payment.webhookSignature');
    }
    return paymentEventOf(event);
  }
}

/**
 * Where an intent stands: paid; over (cancelled, or an attempt failed, which leaves it waiting for
 * another payment method with the error); or not decided yet (not confirmed, processing, 3-D Secure).
 */
function statusOf(intent: Stripe.PaymentIntent): IntentStatus {
  if (intent.status === 'succeeded') return 'completed';
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return 'failed';
  return 'pending';
}

/** Where a Stripe refund stands: succeeded; failed or canceled (nothing given back); otherwise on its way. */
function refundStatusOf(refund: Stripe.Refund): RefundStatus {
  if (refund.status === 'succeeded') return 'completed';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

/** A Stripe event, reduced to what the payments table needs. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: event.type, paymentIntentId: event.data.object.id, status: 'completed' };
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { id: event.id, type: event.type, paymentIntentId: event.data.object.id, status: 'failed' };
    case 'charge.refunded':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      // A refund moved: the charge's refunds are read from Stripe as they stand now.
      const intent = event.data.object.payment_intent;
      return { id: event.id, type: event.type, paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null), status: 'refunded' };
    }
    default:
      return { id: event.id, type: event.type, paymentIntentId: null, status: null };
  }
}
