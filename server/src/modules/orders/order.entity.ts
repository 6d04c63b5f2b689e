import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import type { Locale } from '../../../../common/locale';
import { PAYMENT_OPTIONS, type PaymentOption } from '../../../../common/constants';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/order-states';
import { enumType } from '../../graphql/enum-type';
import { CreatedAtField, CurrencyField, DateField, IdField, IntField, TextColumn, TextField, TimestampColumn, TimestampField, UuidColumn } from '../../db/columns';

export const PaymentOptionEnum = enumType<PaymentOption>(PAYMENT_OPTIONS, { name: 'PaymentOption', description: 'full: pay everything now. deposit: pay a share now and the balance by its due date.' });

export const OrderStatusEnum = enumType<OrderStatus>(ORDER_STATUSES, {
  name: 'OrderStatus',
  description:
    "An order's own status (its bookings have theirs): pending (dates held while paying), confirmed (paid in full or the deposit), overdue (balance unpaid 7 days after its due date), cancelled, or expired (the hold ran out unpaid).",
});

/** One checkout: its stays (bookings), extras and payments. Amounts are minor units of `currency`. */
@ObjectType({ description: 'An order placed at checkout. Amounts are minor units of `currency` (divide by 100).' })
@Entity('orders')
export class Order {
  @IdField()
  id: string;

  @TextField('order_number', { description: 'Human-readable, unique order number.' })
  orderNumber: string;

  @TextField('invoice_number', { nullable: true, description: 'The number of the invoice issued when the order was confirmed (e.g. INV-2027-000123); null before.' })
  invoiceNumber: string | null;

  @UuidColumn('user_id', { nullable: true })
  userId: string | null;

  @TextColumn('idempotency_key')
  idempotencyKey: string;

  @TextField({ graphqlType: OrderStatusEnum, description: 'confirmed once paid (in full or the deposit).' })
  status: OrderStatus;

  @CurrencyField({ description: 'The currency the order was charged in.' })
  currency: string;

  @IntField('total_amount')
  totalAmount: number;

  @IntField('amount_paid')
  amountPaid: number;

  @IntField('balance_amount', { description: 'Still to pay; 0 when paid in full.' })
  balanceAmount: number;

  @DateField('balance_due_date', { nullable: true, description: 'When the balance is due (YYYY-MM-DD), if any.' })
  balanceDueDate: string | null;

  @TextField('payment_option', { graphqlType: PaymentOptionEnum })
  paymentOption: PaymentOption;

  @IntField('stays_amount', { default: 0, description: 'The stays before any discount.' })
  staysAmount: number;

  @IntField('extras_amount', { default: 0 })
  extrasAmount: number;

  @TextField('discount_code', { nullable: true, description: 'The discount code applied, if any.' })
  discountCode: string | null;

  @IntField('discount_amount', { default: 0, description: 'Taken off the stays by the discount code; totalAmount = staysAmount - discountAmount + extrasAmount.' })
  discountAmount: number;

  @IntField('refunded_amount', { default: 0, description: 'Given back so far (refunds issued, including ones still being processed).' })
  refundedAmount: number;

  @IntField('damage_deposit_amount', { default: 0, description: "The villas' refundable damage deposits together: not part of totalAmount, paid with the balance (or the payment in full), given back after the stay unless staff claim part of it; 0: none." })
  damageDepositAmount: number;

  @IntField('damage_deposit_claimed', { nullable: true, description: 'What staff kept of the damage deposit for damage (the rest was given back); null unless claimed.' })
  damageDepositClaimedAmount: number | null;

  @TextField('damage_deposit_claim_reason', { nullable: true, description: 'Why staff kept part of the damage deposit, as the guest was told.' })
  damageDepositClaimReason: string | null;

  @TimestampField('damage_deposit_settled_at', { nullable: true, description: 'When the damage deposit was released or claimed; null while held or before it is paid.' })
  damageDepositSettledAt: Date | null;

  /** While pending: when the dates held for this checkout are released if it is not paid. */
  @TimestampColumn('hold_expires_at', { nullable: true })
  holdExpiresAt: Date | null;

  @TimestampField('cancelled_at', { nullable: true })
  cancelledAt: Date | null;

  @DateField('travel_date', { nullable: true, description: 'For an order of extras only: the travel date given at checkout (YYYY-MM-DD).' })
  travelDate: string | null;

  @TextField('lead_guest_name')
  leadGuestName: string;

  @TextField('lead_guest_email')
  leadGuestEmail: string;

  @TextField('lead_guest_phone')
  leadGuestPhone: string;

  /** The language the guest booked in: the order's e-mails are written in it, whoever causes them. */
  @TextColumn({ default: 'en' })
  locale: Locale;

  @CreatedAtField()
  createdAt: Date;
}
