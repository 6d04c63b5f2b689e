import type { Payment } from './payment.entity';

// REST shapes, used by this module's /api routes and by others'.

/** The REST shape of a payment. */
export function paymentJson(payment: Payment) {
  return {
    id: payment.id,
    orderId: payment.orderId,
    provider: payment.provider,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    kind: payment.kind,
    instalment: payment.instalment,
    refundOf: payment.refundOf,
    reason: payment.reason,
    paymentIntentId: payment.paymentIntentId,
    createdAt: payment.createdAt,
    completedAt: payment.completedAt,
  };
}
