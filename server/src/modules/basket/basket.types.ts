import { IsInt, IsNotEmpty, IsString, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_EXTRA_QUANTITY, MIN_GUESTS, MIN_QUANTITY } from '../../../../common/constants';
import { v } from '../../validation';
import { ExtraCategoryEnum } from '../extras/extra.entity';
import type { ExtraCategory } from '../../../../common/constants';

/** Adding a villa stay. Prices are not input: the server computes them. */
@InputType({ description: 'A villa stay to add to the basket. The server prices it; prices sent by a client are ignored.' })
export class AddStayInput {
  @Field(() => ID)
  @IsString(v('validation.invalid'))
  @IsNotEmpty(v('validation.invalid'))
  propertyId: string;

  @Field({ description: 'Arrival date, YYYY-MM-DD, at least 14 days from today.' })
  @IsString(v('booking.checkInRequired'))
  @IsNotEmpty(v('booking.checkInRequired'))
  checkIn: string;

  @Field({ description: 'Departure date, YYYY-MM-DD, after checkIn.' })
  @IsString(v('booking.checkOutRequired'))
  @IsNotEmpty(v('booking.checkOutRequired'))
  checkOut: string;

  @Field(() => Int)
  @IsInt(v('booking.guestsMin'))
  @Min(MIN_GUESTS, v('booking.guestsMin'))
  guests: number;
}

@InputType({ description: 'An extra to add; adding the same extra again increases its quantity.' })
export class AddExtraInput {
  @Field(() => ID)
  @IsString(v('validation.invalid'))
  @IsNotEmpty(v('validation.invalid'))
  extraId: string;

  @Field(() => Int, { defaultValue: MIN_QUANTITY })
  @IsInt(v('basket.quantityMin'))
  @Min(MIN_QUANTITY, v('basket.quantityMin'))
  @Max(MAX_EXTRA_QUANTITY, v('basket.quantityMax'))
  quantity: number = MIN_QUANTITY;
}

// The graph keeps the released names (Cart, CartItem, CartExtra): clients use them.
@ObjectType('CartItem', { description: 'A villa stay in the basket. Prices are whole units of currency, as the server computed them.' })
export class BasketItemView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field()
  propertyTitle: string;

  @Field()
  checkIn: string;

  @Field()
  checkOut: string;

  @Field(() => Int)
  guests: number;

  @Field(() => Int, { description: 'round(weekly price / 7).' })
  pricePerNight: number;

  @Field(() => Int)
  totalNights: number;

  @Field(() => Int, { description: 'pricePerNight × totalNights.' })
  totalPrice: number;

  @Field()
  currency: string;

  @Field(() => Int, { description: "The villa's refundable damage deposit for the stay, whole units of currency: not part of the total, paid with the balance (or with a payment in full); 0: none." })
  damageDeposit: number;
}

@ObjectType('CartExtra', { description: 'An extra in the basket. price is the unit price in whole units of currency.' })
export class BasketExtraView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  extraId: string;

  @Field()
  extraTitle: string;

  @Field(() => ExtraCategoryEnum)
  extraCategory: ExtraCategory;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int)
  price: number;

  @Field({ description: 'The extra offers the 25% deposit option.' })
  depositAvailable: boolean;

  @Field()
  currency: string;
}

@ObjectType('Cart', { description: "The caller's basket (a visitor's session, or the signed-in user's)." })
export class BasketView {
  @Field(() => [BasketItemView])
  items: BasketItemView[];

  @Field(() => [BasketExtraView])
  extras: BasketExtraView[];

  @Field(() => Int, { description: 'Number of stays plus number of extras lines.' })
  itemCount: number;

  @Field(() => Int, { description: 'Sum of the stays and extras, in whole units of currency.' })
  subtotal: number;

  @Field(() => Int, { description: 'What checkout charges in full: the subtotal (no fees are added).' })
  total: number;

  @Field({ description: 'The currency of subtotal and total: the one checkout charges in.' })
  currency: string;
}
