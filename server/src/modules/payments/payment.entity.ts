import { ObjectType, registerEnumType } from 'type-graphql';
import { Entity } from 'typeorm';
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '../../../../common/constants';
import type { InstalmentKind } from '../../../../common/payment-plan';
import { enumOf } from '../../../../common/enum-names';
import { CreatedAtField, CurrencyField, IdField, IntField, TextColumn, TextField, TimestampField, UuidColumn, UuidField } from '../../db/columns';

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
  @IdField()
  id: string;

  @UuidField('order_id')
  orderId: string;

  @UuidColumn('user_id', { nullable: true })
  userId: string | null;

  @TextField({ description: 'Which provider took the payment: test (no real money) or stripe.' })
  provider: string;

  @TextField({ graphqlType: PaymentKindEnum, default: 'charge' })
  kind: PaymentKind;

  @TextField({ graphqlType: InstalmentKindEnum, nullable: true, description: 'Which instalment a charge pays; null for refunds.' })
  instalment: InstalmentKind | null;

  @UuidField('refund_of', { nullable: true, description: 'For a refund: the charge it gives money back from.' })
  refundOf: string | null;

  @TextColumn('idempotency_key', { nullable: true })
  idempotencyKey: string | null;

  @TextField({ nullable: true, description: 'For a refund: why it was made (cancellation by the guest or by staff).' })
  reason: string | null;

  @IntField({ description: 'Always positive: a refund gives back this much.' })
  amount: number;

  @CurrencyField()
  currency: string;

  @TextField({ graphqlType: PaymentStatusEnum })
  status: PaymentStatus;

  @TextField('payment_intent_id', { nullable: true, description: "The provider's payment intent identifier." })
  paymentIntentId: string | null;

  @CreatedAtField()
  createdAt: Date;

  @TimestampField('completed_at', { nullable: true })
  completedAt: Date | null;
}
