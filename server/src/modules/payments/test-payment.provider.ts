import { createHash } from 'node:crypto';
import { TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS } from '../../../../common/constants';
import { AppError } from '../../errors';
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentProvider, RefundResult } from './payment-provider.types';

/** Stripe's test PaymentMethod ids, accepted too so a client written for Stripe works unchanged. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARD_SUCCESS,
  pm_card_chargeDeclined: TEST_CARD_DECLINED,
  pm_card_chargeDeclinedInsufficientFunds: TEST_CARD_INSUFFICIENT_FUNDS,
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card number in a payment method, or a BAD_USER_INPUT error naming paymentMethod. */
export function testCardNumber(paymentMethod: string): string {
  const mapped = TEST_PAYMENT_METHODS[paymentMethod.trim()];
  if (mapped) return mapped;
  const digits = paymentMethod.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw new AppError('BAD_USER_INPUT', 'payment.invalidCard', { field: 'paymentMethod' }, 'paymentMethod');
  return digits;
}

/**
 * The built-in provider: no money moves. It follows the familiar test cards: 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; any
 * other (valid) number is refused, as Stripe's test mode refuses real cards. Charges are
 * idempotent per key, and recorded so tests can count them.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  /** Completed charges by idempotency key, the intents refunded, and each refund by its key. */
  readonly charges = new Map<string, { paymentIntentId: string; amount: number; currency: string }>();
  readonly refunds = new Set<string>();
  readonly refundsByKey = new Map<string, { paymentIntentId: string; amount: number | null }>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const card = testCardNumber(request.paymentMethod);
    const previous = this.charges.get(request.idempotencyKey);
    if (previous) return { outcome: 'completed', paymentIntentId: previous.paymentIntentId };
    if (card === TEST_CARD_DECLINED) return { outcome: 'declined', reason: 'payment.declined' };
    if (card === TEST_CARD_INSUFFICIENT_FUNDS) return { outcome: 'declined', reason: 'payment.insufficientFunds' };
    if (card !== TEST_CARD_SUCCESS) return { outcome: 'declined', reason: 'payment.testCardOnly' };
    const paymentIntentId = `pi_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    this.charges.set(request.idempotencyKey, { paymentIntentId, amount: request.amount, currency: request.currency });
    return { outcome: 'completed', paymentIntentId };
  }

  async refund(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<RefundResult> {
    this.refunds.add(paymentIntentId);
    if (!this.refundsByKey.has(idempotencyKey)) this.refundsByKey.set(idempotencyKey, { paymentIntentId, amount: amount ?? null });
    return { refundId: null, status: 'completed' };
  }

  parseWebhook(): PaymentEvent {
    throw new AppError('BAD_USER_INPUT', 'payment.webhookSignature');
  }
}
