import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { v } from '../../validation';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const SHORT = 200;
const LONG = 4000;

@InputType({ description: "Admin: a villa's arrival guide; the texts in English and German." })
export class ArrivalGuideInput {
  @Field({ description: 'HH:MM, e.g. 16:00.' })
  @IsString(v('validation.text'))
  @Matches(TIME, v('trips.time'))
  checkInTime: string;

  @Field({ description: 'HH:MM, e.g. 10:00.' })
  @IsString(v('validation.text'))
  @Matches(TIME, v('trips.time'))
  checkOutTime: string;

  @Field()
  @IsString(v('validation.text'))
  @MinLength(1, v('validation.required'))
  @MaxLength(SHORT * 2, v('validation.maxLength'))
  address: string;

  @Field({ description: 'https:// link to the address on a map; empty for none.' })
  @IsString(v('validation.text'))
  @Matches(/^(https:\/\/\S+)?$/, v('trips.mapUrl'))
  @MaxLength(SHORT * 5, v('validation.maxLength'))
  mapUrl: string;

  @Field()
  @IsString(v('validation.text'))
  @Matches(/^\+?[0-9 ()-]{6,30}$/, v('trips.phone'))
  hostPhone: string;

  @Field()
  @IsString(v('validation.text'))
  @MaxLength(SHORT, v('validation.maxLength'))
  wifiName: string;

  @Field()
  @IsString(v('validation.text'))
  @MaxLength(SHORT, v('validation.maxLength'))
  wifiPassword: string;

  @Field()
  @IsString(v('validation.text'))
  @MinLength(1, v('validation.required'))
  @MaxLength(LONG, v('validation.maxLength'))
  keyCollectionEn: string;

  @Field()
  @IsString(v('validation.text'))
  @MinLength(1, v('validation.required'))
  @MaxLength(LONG, v('validation.maxLength'))
  keyCollectionDe: string;

  @Field()
  @IsString(v('validation.text'))
  @MaxLength(LONG, v('validation.maxLength'))
  houseRulesEn: string;

  @Field()
  @IsString(v('validation.text'))
  @MaxLength(LONG, v('validation.maxLength'))
  houseRulesDe: string;
}

@ObjectType({ description: "A villa's arrival information for the guest, in the request's language." })
export class TripGuide {
  @Field()
  checkInTime: string;

  @Field()
  checkOutTime: string;

  @Field()
  address: string;

  @Field({ description: 'A link to the address on a map; empty for none.' })
  mapUrl: string;

  @Field()
  hostPhone: string;

  @Field()
  wifiName: string;

  @Field()
  wifiPassword: string;

  @Field()
  keyCollection: string;

  @Field()
  houseRules: string;
}

@ObjectType({ description: "One of the guest's stays, with its arrival guide from PRE_ARRIVAL_DAYS before arrival." })
export class Trip {
  @Field(() => ID)
  bookingId: string;

  @Field({ description: "The villa's name in the request's language." })
  villa: string;

  @Field({ description: 'Arrival date (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure date (YYYY-MM-DD).' })
  checkOut: string;

  @Field({ description: 'The day the arrival guide appears (YYYY-MM-DD).' })
  guideAvailableFrom: string;

  @Field(() => TripGuide, { nullable: true, description: 'Null before guideAvailableFrom, or when staff have not written one yet.' })
  arrivalGuide: TripGuide | null;
}
