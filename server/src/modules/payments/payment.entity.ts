import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '../../../../common/constants';
import type { InstalmentKind } from '../../../../common/payment-plan';
import { enumOf } from '../../../../common/enum-names';

export const PaymentStatusEnum = enumOf<PaymentStatus>(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus', description: 'pending, completed, failed or refunded.' });

export const PaymentKindEnum = enumOf<PaymentKind>(PAYMENT_KINDS);
registerEnumType(PaymentKindEnum, { name: 'PaymentKind', description: 'charge: money taken from the guest. refund: money given back (a row of its own).' });

export const INSTALMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export const InstalmentKindEnum = enumOf<InstalmentKind>(INSTALMENT_KINDS);
registerEnumType(InstalmentKindEnum, { name: 'InstalmentKind', description: 'full: everything at once. deposit: the share paid at booking. balance: the rest, due before arrival.' });

/** A charge of an order through a payment provider. `amount` is minor units of `currency`. */
@ObjectType({ description: 'A payment of an order. amount is minor units of currency.' })
@Entity('payments')
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field({ description: 'Which provider took the payment: test (no real money) or stripe.' })
  @Column('text')
  provider: string;

  @Field(() => PaymentKindEnum)
  @Column({ type: 'text', default: 'charge' })
  kind: PaymentKind;

  @Field(() => InstalmentKindEnum, { nullable: true, description: 'Which instalment a charge pays; null for refunds.' })
  @Column({ type: 'text', nullable: true })
  instalment: InstalmentKind | null;

  @Field(() => ID, { nullable: true, description: 'For a refund: the charge it gives money back from.' })
  @Column({ name: 'refund_of', type: 'uuid', nullable: true })
  refundOf: string | null;

  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey: string | null;

  @Field(() => String, { nullable: true, description: 'For a refund: why it was made (cancellation by the guest or by staff).' })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Field(() => Int, { description: 'Always positive: a refund gives back this much.' })
  @Column('int')
  amount: number;

  @Field()
  @Column({ type: 'char', length: 3 })
  currency: string;

  @Field(() => PaymentStatusEnum)
  @Column('text')
  status: PaymentStatus;

  @Field(() => String, { nullable: true, description: "The provider's payment intent identifier." })
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
