import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_TEXT_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PAYMENT_OPTIONS, type PaymentOption } from '../../../../common/constants';
import { EMAIL_MAX_LENGTH } from '../../../../common/email';
import { IsNormalizedEmail, v } from '../../validation';
import { Booking } from '../bookings/booking.entity';
import { Order, PaymentOptionEnum } from '../orders/order.entity';
import { InstalmentKindEnum, Payment } from '../payments/payment.entity';
import type { InstalmentKind } from '../../../../common/payment-plan';

/** Far above any basket, within GraphQL's 32-bit Int. */
const MAX_EXPECTED_TOTAL = 2_000_000_000;
/** Longer than any discount code. */
const MAX_CODE_LENGTH = 40;

/** How the guest wants to pay: the option, a discount code and, for extras alone, the travel date. */
@InputType('PaymentChoiceInput', { description: 'How the guest wants to pay (shared by the checkout and checkout-quote inputs).' })
abstract class PaymentChoice {
  @Field(() => PaymentOptionEnum, { defaultValue: 'full', description: 'deposit: 25% of the stays (and of extras that offer a deposit) now, possible when check-in is more than 8 weeks away.' })
  @IsIn([...PAYMENT_OPTIONS], v('validation.enum'))
  paymentOption: PaymentOption = 'full';

  @Field(() => String, { nullable: true, description: 'A discount code, such as NEWSLETTER20 (20% off the stays of your first order, for confirmed newsletter subscribers).' })
  @IsOptional()
  @IsString(v('discount.unknown'))
  @MaxLength(MAX_CODE_LENGTH, v('discount.unknown'))
  discountCode?: string | null;

  @Field(() => String, { nullable: true, description: 'For a basket of extras only: the travel date (YYYY-MM-DD) the extras are for; needed to pay them with a deposit.' })
  @IsOptional()
  @IsString(v('checkout.travelDate'))
  @MaxLength(10, v('checkout.travelDate'))
  travelDate?: string | null;
}

@InputType({ description: 'What checkout would charge for the basket with this option and discount code.' })
export class CheckoutQuoteInput extends PaymentChoice {}

@InputType({ description: "Pays for the signed-in user's basket. Retrying with the same idempotencyKey answers the first result and never charges twice." })
export class CheckoutInput extends PaymentChoice {
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

  @Field(() => String, {
    nullable: true,
    description:
      'Test mode: a test card number such as 4242 4242 4242 4242. Stripe: a PaymentMethod id (pm_…) to charge at once, or none: the order is held pending and the answer gives the clientSecret of a PaymentIntent for the Payment Element to confirm (3-D Secure included); then call settleOrderPayment.',
  })
  @IsOptional()
  @IsString(v('checkout.paymentMethod'))
  @MinLength(1, v('checkout.paymentMethod'))
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  paymentMethod?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Stripe, checkout without a payment method: the guest agrees to the sentence shown (checkout.saveCardConsent) that the card is saved and the balance charged to it on its due date. Stored with the order.",
  })
  @IsOptional()
  @IsBoolean(v('validation.invalid'))
  saveCard?: boolean | null;

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

  @Field(() => String, { nullable: true, description: 'Stripe, checkout without a payment method: the client secret of the PaymentIntent for the Payment Element to confirm; null otherwise.' })
  clientSecret?: string | null;

  /** The booked villas' titles in the request's language, when checkout already has them (not in the schema). */
  propertyTitles?: Map<string, string>;
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

  @Field(() => String, { nullable: true, description: "Stripe only: the publishable key for Stripe.js and the Payment Element; null with the test provider or when it is not configured." })
  publishableKey: string | null;

  @Field(() => String, { nullable: true, description: 'Stripe only: where to load Stripe.js from; null with the test provider.' })
  stripeJsUrl: string | null;
}

@ObjectType({ description: 'One instalment of a plan: what is paid when. amount is minor units.' })
export class PlannedInstalment {
  @Field(() => InstalmentKindEnum)
  kind: InstalmentKind;

  @Field(() => Int)
  amount: number;

  @Field({ description: 'YYYY-MM-DD.' })
  dueDate: string;
}

@ObjectType({ description: 'What checkout would charge for the basket, now and later, without charging. Amounts are minor units of currency.' })
export class CheckoutQuote {
  @Field()
  currency: string;

  @Field(() => Int)
  staysAmount: number;

  @Field(() => Int)
  extrasAmount: number;

  @Field(() => String, { nullable: true, description: 'The discount code applied (normalised), or null.' })
  discountCode: string | null;

  @Field(() => Int)
  discountPercent: number;

  @Field(() => Int)
  discountAmount: number;

  @Field(() => Int)
  totalAmount: number;

  @Field(() => Int, { description: "The villas' refundable damage deposits together: not part of totalAmount; included in the last instalment (the balance, or the payment in full) and given back after the stay. 0: none." })
  damageDeposit: number;

  @Field({ description: 'Whether the deposit option may be chosen for this basket.' })
  depositAvailable: boolean;

  @Field(() => Int, { description: 'Charged at checkout.' })
  payNow: number;

  @Field(() => Int, { description: 'Due later (0 when paying in full).' })
  balance: number;

  @Field(() => String, { nullable: true })
  balanceDueDate: string | null;

  @Field(() => [PlannedInstalment])
  instalments: PlannedInstalment[];
}
