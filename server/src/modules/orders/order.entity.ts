import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PAYMENT_OPTIONS, type PaymentOption } from '../../../../common/constants';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/order-states';
import { enumOf } from '../../../../common/enum-names';

export const PaymentOptionEnum = enumOf<PaymentOption>(PAYMENT_OPTIONS);
registerEnumType(PaymentOptionEnum, { name: 'PaymentOption', description: 'full: pay everything now. deposit: pay a share now and the balance by its due date.' });

export const OrderStatusEnum = enumOf<OrderStatus>(ORDER_STATUSES);
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    "An order's own status (its bookings have theirs): pending (dates held while paying), confirmed (paid in full or the deposit), overdue (balance unpaid 7 days after its due date), cancelled, or expired (the hold ran out unpaid).",
});

/** One checkout: its stays (bookings), extras and payments. Amounts are minor units of `currency`. */
@ObjectType({ description: 'An order placed at checkout. Amounts are minor units of `currency` (divide by 100).' })
@Entity('orders')
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Human-readable, unique order number.' })
  @Column({ name: 'order_number', type: 'text' })
  orderNumber: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @Field(() => OrderStatusEnum, { description: 'confirmed once paid (in full or the deposit).' })
  @Column('text')
  status: OrderStatus;

  @Field({ description: 'The currency the order was charged in.' })
  @Column({ type: 'char', length: 3 })
  currency: string;

  @Field(() => Int)
  @Column({ name: 'total_amount', type: 'int' })
  totalAmount: number;

  @Field(() => Int)
  @Column({ name: 'amount_paid', type: 'int' })
  amountPaid: number;

  @Field(() => Int, { description: 'Still to pay; 0 when paid in full.' })
  @Column({ name: 'balance_amount', type: 'int' })
  balanceAmount: number;

  @Field(() => String, { nullable: true, description: 'When the balance is due (YYYY-MM-DD), if any.' })
  @Column({ name: 'balance_due_date', type: 'date', nullable: true })
  balanceDueDate: string | null;

  @Field(() => PaymentOptionEnum)
  @Column({ name: 'payment_option', type: 'text' })
  paymentOption: PaymentOption;

  @Field(() => Int, { description: 'The stays before any discount.' })
  @Column({ name: 'stays_amount', type: 'int', default: 0 })
  staysAmount: number;

  @Field(() => Int)
  @Column({ name: 'extras_amount', type: 'int', default: 0 })
  extrasAmount: number;

  @Field(() => String, { nullable: true, description: 'The discount code applied, if any.' })
  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  @Field(() => Int, { description: 'Taken off the stays by the discount code; totalAmount = staysAmount - discountAmount + extrasAmount.' })
  @Column({ name: 'discount_amount', type: 'int', default: 0 })
  discountAmount: number;

  @Field(() => Int, { description: 'Given back so far (refunds issued, including ones still being processed).' })
  @Column({ name: 'refunded_amount', type: 'int', default: 0 })
  refundedAmount: number;

  /** While pending: when the dates held for this checkout are released if it is not paid. */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'For an order of extras only: the travel date given at checkout (YYYY-MM-DD).' })
  @Column({ name: 'travel_date', type: 'date', nullable: true })
  travelDate: string | null;

  @Field()
  @Column({ name: 'lead_guest_name', type: 'text' })
  leadGuestName: string;

  @Field()
  @Column({ name: 'lead_guest_email', type: 'text' })
  leadGuestEmail: string;

  @Field()
  @Column({ name: 'lead_guest_phone', type: 'text' })
  leadGuestPhone: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
