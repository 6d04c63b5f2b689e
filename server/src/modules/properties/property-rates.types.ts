import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsObject, IsString, Max, Min, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { MAX_SEASONS_PER_VILLA, VILLA_LIMITS } from '../../../../common/constants';
import { isIsoDate } from '../../../../common/dates';
import { v } from '../../validation';

/** A real calendar day written YYYY-MM-DD (common/dates' isIsoDate: not 2027-02-30). */
function IsCalendarDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) } }, options);
}

/** One season as staff enter it. */
@InputType('PropertyRateInput', { description: 'A season: the nights from `from` up to, not including, `to` cost `weeklyPrice` a week.' })
export class PropertyRateInput {
  @Field({ description: 'First night (YYYY-MM-DD).' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  @IsCalendarDay(v('validation.date'))
  from: string;

  @Field({ description: 'The day after the last night (YYYY-MM-DD), after `from`.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  @IsCalendarDay(v('validation.date'))
  to: string;

  @Field(() => Int, { description: "Price per week in whole units of the villa's currency." })
  @IsDefined(v('validation.required'))
  @IsInt(v('validation.integer'))
  @Min(1, v('validation.min'))
  @Max(VILLA_LIMITS.maxPrice, v('validation.max'))
  weeklyPrice: number;
}

/** The whole season table of a villa, validated as one value so errors name `rates.1.from`. */
@InputType('SetPropertyRatesInput', { description: "A villa's seasons, replacing all it had (an empty list removes them)." })
export class SetPropertyRatesInput {
  @Field(() => ID)
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  propertyId: string;

  @Field(() => [PropertyRateInput], { description: `At most ${MAX_SEASONS_PER_VILLA}, in any order; no two may share a night.` })
  @IsDefined(v('validation.required'))
  @IsArray(v('validation.list'))
  @ArrayMaxSize(MAX_SEASONS_PER_VILLA, v('validation.listSize'))
  @IsObject(v('validation.object', { each: true }))
  @ValidateNested({ each: true })
  rates: PropertyRateInput[];
}
