import { damageDepositStatus } from '../../../../common/payment-plan';
import type { Order } from './order.entity';

// REST shapes, used by this module's /api routes and by others'.

/** REST shape: id, orderNumber, createdAt, currency and totalAmount (minor units), plus the payment plan. */
export function orderJson(order: Order) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: order.invoiceNumber,
    createdAt: order.createdAt,
    currency: order.currency,
    totalAmount: order.totalAmount,
    amountPaid: order.amountPaid,
    balanceAmount: order.balanceAmount,
    balanceDueDate: order.balanceDueDate,
    paymentOption: order.paymentOption,
    status: order.status,
    staysAmount: order.staysAmount,
    extrasAmount: order.extrasAmount,
    discountCode: order.discountCode,
    discountAmount: order.discountAmount,
    refundedAmount: order.refundedAmount,
    cancelledAt: order.cancelledAt,
    travelDate: order.travelDate,
    damageDeposit: {
      amount: order.damageDepositAmount,
      status: damageDepositStatus(order),
      claimedAmount: order.damageDepositClaimedAmount,
      claimReason: order.damageDepositClaimReason,
      settledAt: order.damageDepositSettledAt,
    },
  };
}
