import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_TEXT_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PAYMENT_OPTIONS, type PaymentOption } from '../../../../common/constants';
import { EMAIL_MAX_LENGTH } from '../../../../common/email';
import { IsNormalizedEmail, v } from '../../validation';
import { Booking } from '../bookings/booking.entity';
import { Order, PaymentOptionEnum } from '../orders/order.entity';
import { Payment } from '../payments/payment.entity';

/** Far above any basket, within GraphQL's 32-bit Int. */
const MAX_EXPECTED_TOTAL = 2_000_000_000;

@InputType({ description: "Pays for the signed-in user's basket. Retrying with the same idempotencyKey answers the first result and never charges twice." })
export class CheckoutInput {
  @Field({ description: 'Full name of the lead guest.' })
  @IsString(v('checkout.leadGuestName'))
  @MinLength(MIN_NAME_LENGTH, v('checkout.leadGuestName'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  leadGuestName: string;

  @Field()
  @IsNormalizedEmail(v('checkout.leadGuestEmail'))
  @MaxLength(EMAIL_MAX_LENGTH, v('validation.tooLong'))
  leadGuestEmail: string;

  @Field()
  @IsString(v('checkout.leadGuestPhone'))
  @MinLength(MIN_PHONE_LENGTH, v('checkout.leadGuestPhone'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  leadGuestPhone: string;

  @Field(() => PaymentOptionEnum, { defaultValue: 'full', description: 'deposit: 25% now, possible when check-in is more than 8 weeks away.' })
  @IsIn([...PAYMENT_OPTIONS], v('validation.enum'))
  paymentOption: PaymentOption = 'full';

  @Field({ description: 'Test mode: a test card number such as 4242 4242 4242 4242. Stripe: a PaymentMethod id (pm_…) from Stripe.js.' })
  @IsString(v('checkout.paymentMethod'))
  @MinLength(1, v('checkout.paymentMethod'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  paymentMethod: string;

  @Field({ description: 'A fresh random key per checkout attempt (8 to 100 of A-Z a-z 0-9 - _), reused for retries of that attempt.' })
  @IsString(v('checkout.idempotencyKey'))
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, v('checkout.idempotencyKey'))
  idempotencyKey: string;

  @Field(() => Int, { nullable: true, description: 'The total the guest was shown, in minor units; when it differs from the basket total nothing is charged (CONFLICT).' })
  @IsOptional()
  @IsInt(v('validation.integer'))
  @Min(0, v('validation.min'))
  @Max(MAX_EXPECTED_TOTAL, v('validation.max'))
  expectedTotal?: number | null;
}

@ObjectType({ description: 'The outcome of a successful checkout (or of its retry with the same idempotency key).' })
export class CheckoutResult {
  @Field(() => Order)
  order: Order;

  @Field(() => [Booking])
  bookings: Booking[];

  @Field(() => Payment)
  payment: Payment;

  @Field({ description: 'True when the payment provider is the built-in test provider: no real money moved.' })
  testMode: boolean;

  @Field({ description: 'True when this answers a retry: the first result, nothing charged again.' })
  replayed: boolean;
}

@ObjectType({ description: 'How checkout takes payment, for the checkout page.' })
export class PaymentSettings {
  @Field({ description: 'test (built-in, no real money) or stripe.' })
  provider: string;

  @Field({ description: 'True when no real money moves; the UI must say so.' })
  testMode: boolean;

  @Field({ description: 'The currency orders are charged in.' })
  currency: string;

  @Field({ description: 'Share of the total paid now with the deposit option.' })
  depositRate: number;

  @Field(() => Int, { description: 'A deposit is possible when check-in is more than this many weeks away.' })
  depositMinWeeksBeforeCheckIn: number;

  @Field(() => Int, { description: 'The balance is due this many weeks before check-in.' })
  balanceDueWeeksBeforeCheckIn: number;

  @Field(() => [String], { description: 'Test mode only: card numbers to try (the first succeeds, the others are declined).' })
  testCards: string[];
}
