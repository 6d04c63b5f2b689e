import { IsBoolean, IsEnum, IsInt, IsOptional, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, Int } from 'type-graphql';
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import { compose } from '../decorators';
import { v } from '../validation';

/*
 * The optional fields of list filters (admin lists, the audit log), each one GraphQL field plus
 * its validation rules, so every filter reads the same and validates the same.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional id (uuid). */
export const OptionalId = (description?: string) => compose(Field(() => ID, { nullable: true, description }), IsOptional(), IsUUID('all', v('validation.uuid')));

/** Free text matched against names and e-mails, at most MAX_TEXT_LENGTH characters. */
export const SearchText = (description: string) => compose(Field(() => String, { nullable: true, description }), IsOptional(), MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong')));

/** An optional calendar day, YYYY-MM-DD. */
export const OptionalDate = (description: string) => compose(Field(() => String, { nullable: true, description }), IsOptional(), Matches(ISO_DATE, v('validation.date')));

/** An optional whole number from `min` to `max`. */
export const OptionalInt = (min: number, max: number, description: string) =>
  compose(Field(() => Int, { nullable: true, description }), IsOptional(), Min(min, v('validation.min')), Max(max, v('validation.max')), IsInt(v('validation.integer')));

export const OptionalBoolean = (description?: string) => compose(Field(() => Boolean, { nullable: true, description }), IsOptional(), IsBoolean(v('validation.invalid')));

/** One of an enum's values; `values` is the object class-validator checks against. */
export const OptionalEnum = (type: object, values: object, description?: string) => compose(Field(() => type, { nullable: true, description }), IsOptional(), IsEnum(values, v('validation.enum')));
