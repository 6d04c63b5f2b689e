import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_TEXT_LENGTH } from '../../../../common/constants';
import type { CancellationTier } from '../../../../common/cancellation';
import { enumType } from '../../graphql/enum-type';
import { DAMAGE_DEPOSIT_STATUSES, type DamageDepositStatus, type InstalmentKind, type InstalmentStatus } from '../../../../common/payment-plan';
import { Paginated } from '../../graphql/pagination';
import { TrimmedLength, v } from '../../validation';
import { InstalmentKindEnum, Payment } from '../payments/payment.entity';
import { Order } from './order.entity';

@ObjectType({ description: 'A page of orders.' })
export class OrderPage extends Paginated(Order) {}

export const DamageDepositStatusEnum = enumType<DamageDepositStatus>(DAMAGE_DEPOSIT_STATUSES, {
  name: 'DamageDepositStatus',
  description: 'none: the villas ask for no deposit. due: paid with the balance. held: paid, given back after the stay. released: given back whole. claimed: staff kept part or all.',
});

export const InstalmentStatusEnum = enumType<InstalmentStatus>(['paid', 'due', 'overdue', 'cancelled'], { name: 'InstalmentStatus', description: 'paid; due (its date has not passed); overdue (past its date, unpaid); cancelled with its order.' });

export const CancellationTierEnum = enumType<CancellationTier>(['deposit-only', 'partial', 'none'], {
  name: 'CancellationTier',
  description: 'DEPOSIT_ONLY: more than 8 weeks before arrival, everything but the deposit back. PARTIAL: 8 weeks to 14 days, half the total kept. NONE: closer, nothing back.',
});

@ObjectType({ description: "One line of an order's payment schedule. amount is minor units of currency (the charge currency)." })
export class Instalment {
  @Field(() => InstalmentKindEnum)
  kind: InstalmentKind;

  @Field(() => Int)
  amount: number;

  @Field()
  currency: string;

  @Field({ description: 'YYYY-MM-DD.' })
  dueDate: string;

  @Field(() => InstalmentStatusEnum)
  status: InstalmentStatus;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;
}

@ObjectType({ description: 'What cancelling the order today refunds under the cancellation policy. Amounts are minor units of currency.' })
export class CancellationQuoteView {
  @Field(() => CancellationTierEnum)
  tier: CancellationTier;

  @Field(() => Int, { nullable: true, description: 'Days from today to the first check-in (or travel date); null without one.' })
  daysBeforeArrival: number | null;

  @Field(() => Int, { description: 'Paid so far and not yet refunded.' })
  paidAmount: number;

  @Field(() => Int, { description: 'Kept as the cancellation charge.' })
  keptAmount: number;

  @Field(() => Int)
  refundAmount: number;

  @Field()
  currency: string;
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

@InputType({ description: "Pays the open balance of one of the signed-in user's orders. Retrying with the same idempotencyKey never charges twice." })
export class PayBalanceInput {
  @Field(() => ID)
  @IsUUID('all', v('order.notFound'))
  orderId: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Test mode: a test card number. Stripe: a PaymentMethod id (pm_…) to charge at once, or none: the answer gives the clientSecret of a PaymentIntent for the balance for the Payment Element to confirm (3-D Secure included); then call settleOrderPayment.',
  })
  @IsOptional()
  @IsString(v('checkout.paymentMethod'))
  @MinLength(1, v('checkout.paymentMethod'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  paymentMethod?: string | null;

  @Field({ description: 'A fresh random key per payment attempt (8 to 100 of A-Z a-z 0-9 - _), reused for its retries.' })
  @IsString(v('checkout.idempotencyKey'))
  @Matches(KEY, v('checkout.idempotencyKey'))
  idempotencyKey: string;
}

@InputType({ description: "Settles a payment of one of the signed-in user's orders that the browser confirmed (Stripe's Payment Element): where Stripe has it now decides." })
export class SettleOrderPaymentInput {
  @Field(() => ID)
  @IsUUID('all', v('order.notFound'))
  orderId: string;

  @Field({ description: "The PaymentIntent's id (pi_…) that checkout answered." })
  @IsString(v('payment.intentId'))
  @Matches(/^pi_[A-Za-z0-9_]{1,200}$/, v('payment.intentId'))
  paymentIntentId: string;
}

@InputType({ description: "Cancels one of the signed-in user's orders under the cancellation policy." })
export class CancelOrderInput {
  @Field(() => ID)
  @IsUUID('all', v('order.notFound'))
  orderId: string;
}

@InputType({ description: 'Staff cancel an order with a refund of their choice (minor units, 0 up to what was paid and not yet refunded).' })
export class AdminCancelOrderInput extends CancelOrderInput {
  @Field(() => Int)
  @IsInt(v('validation.integer'))
  @Min(0, v('validation.min'))
  @Max(2_000_000_000, v('validation.max'))
  refundAmount: number;

  @Field(() => String, { nullable: true, description: 'Why, for the records (shown with the refund).' })
  @IsOptional()
  @IsString(v('validation.invalid'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  reason?: string | null;
}

@InputType({ description: 'Staff keep part or all of a held damage deposit for damage (before it is released after the stay); the rest is refunded and the guest e-mailed with the reason.' })
export class ClaimDamageDepositInput {
  @Field(() => ID)
  @IsUUID('all', v('order.notFound'))
  orderId: string;

  @Field(() => Int, { description: 'Minor units of the order currency kept, from 0 up to the deposit.' })
  @IsInt(v('validation.integer'))
  @Min(0, v('validation.min'))
  @Max(2_000_000_000, v('validation.max'))
  amount: number;

  @Field({ description: 'Why, as the guest is told by e-mail.' })
  @IsString(v('validation.text'))
  @TrimmedLength(1, MAX_TEXT_LENGTH, v('validation.length'))
  reason: string;
}

@ObjectType({ description: 'The outcome of a balance payment (or of its retry with the same key), or of settling a payment the browser confirmed (replayed: it was settled before, by the webhook or an earlier call).' })
export class OrderPaymentResult {
  @Field(() => Order)
  order: Order;

  @Field(() => Payment)
  payment: Payment;

  @Field()
  testMode: boolean;

  @Field()
  replayed: boolean;

  @Field(() => String, { nullable: true, description: 'Stripe, a balance paid without a payment method: the client secret of its PaymentIntent for the Payment Element to confirm; null otherwise.' })
  clientSecret?: string | null;
}

@ObjectType({ description: 'The outcome of a cancellation: the cancelled order and its refunds.' })
export class CancellationResult {
  @Field(() => Order)
  order: Order;

  @Field(() => [Payment], { description: 'Refund rows: completed once the provider has paid them out.' })
  refunds: Payment[];

  @Field({ description: 'True when the order had already been cancelled: nothing changed.' })
  replayed: boolean;
}
