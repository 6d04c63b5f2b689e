import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '../../../../common/constants';
import type { InstalmentKind } from '../../../../common/payment-plan';
import { enumType } from '../../graphql/enum-type';
import { OrderRow } from '../../db/order-row';
import { CreatedAtField, CurrencyField, IntField, TextColumn, TextField, TimestampField, UuidField } from '../../db/columns';

export const PaymentStatusEnum = enumType<PaymentStatus>(PAYMENT_STATUSES, { name: 'PaymentStatus', description: 'pending, completed, failed or refunded.' });

export const PaymentKindEnum = enumType<PaymentKind>(PAYMENT_KINDS, { name: 'PaymentKind', description: 'charge: money taken from the guest. refund: money given back (a row of its own).' });

export const INSTALMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export const InstalmentKindEnum = enumType<InstalmentKind>(INSTALMENT_KINDS, { name: 'InstalmentKind', description: 'full: everything at once. deposit: the share paid at booking. balance: the rest, due before arrival.' });

/** A charge of an order through a payment provider. `amount` is minor units of `currency`. */
@ObjectType({ description: 'A payment of an order. amount is minor units of currency.' })
@Entity('payments')
export class Payment extends OrderRow {
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
