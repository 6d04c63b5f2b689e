import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  MAX_PASSENGERS,
  MAX_TEXT_LENGTH,
  MAX_MESSAGE_LENGTH,
  MIN_MESSAGE_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSENGERS,
  MIN_PHONE_LENGTH,
  MIN_SUBJECT_LENGTH,
} from '../../../../common/constants';
import { compose } from '../../decorators';
import { IsNormalizedEmail, TrimmedLength, v } from '../../validation';

/** A required text of the flight form: something besides blanks, at most MAX_TEXT_LENGTH characters; `key` says what is missing. */
const PlaceText = (key: Parameters<typeof v>[0]) => compose(Field(() => String), TrimmedLength(1, MAX_TEXT_LENGTH, v(key)));

/** Phone numbers: digits and the usual separators, at least MIN_PHONE_LENGTH characters. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]*[0-9]$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Who is asking and how to reach them: the same rules on both forms. */
@InputType('ContactInput', { description: 'Who is asking and how to reach them (shared by the enquiry and flight-inquiry inputs).' })
abstract class ContactInput {
  @Field()
  @TrimmedLength(MIN_NAME_LENGTH, MAX_TEXT_LENGTH, v('enquiry.name'))
  name: string;

  @Field()
  @IsNormalizedEmail(v('enquiry.email'))
  email: string;

  @Field()
  @Matches(PHONE_PATTERN, v('enquiry.phone'))
  @TrimmedLength(MIN_PHONE_LENGTH, MAX_TEXT_LENGTH, v('enquiry.phone'))
  phone: string;
}

@InputType({ description: 'A contact-form enquiry (name ≥ 2, valid email, phone ≥ 10, subject ≥ 5, message ≥ 20).' })
export class EnquiryInput extends ContactInput {

  @Field()
  @TrimmedLength(MIN_SUBJECT_LENGTH, MAX_TEXT_LENGTH, v('enquiry.subject'))
  subject: string;

  @Field()
  @TrimmedLength(MIN_MESSAGE_LENGTH, MAX_MESSAGE_LENGTH, v('enquiry.message'))
  message: string;
}

@InputType({ description: 'A flight inquiry: every field but message is required; returnDate on or after departureDate, which lies in the future.' })
export class FlightInquiryInput extends ContactInput {

  @Field(() => Int, { defaultValue: MIN_PASSENGERS })
  @Max(MAX_PASSENGERS, v('flight.passengersMax'))
  @Min(MIN_PASSENGERS, v('flight.passengers'))
  @IsInt(v('flight.passengers'))
  passengers: number = MIN_PASSENGERS;

  @PlaceText('flight.departureCountry')
  departureCountry: string;

  @PlaceText('flight.departureCity')
  departureCity: string;

  @PlaceText('flight.destinationCountry')
  destinationCountry: string;

  @PlaceText('flight.destinationCity')
  destinationCity: string;

  @Field({ description: 'YYYY-MM-DD, after today.' })
  @Matches(ISO_DATE_PATTERN, v('flight.departureDate'))
  departureDate: string;

  @Field({ description: 'YYYY-MM-DD, on or after departureDate.' })
  @Matches(ISO_DATE_PATTERN, v('flight.returnDate'))
  returnDate: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength(0, MAX_MESSAGE_LENGTH, v('validation.tooLong'))
  message?: string | null;
}

@ObjectType({ description: 'The answer to a submitted form: a message to show, in the request language.' })
export class SubmissionResult {
  @Field()
  message: string;
}
