import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { MAX_TEXT_LENGTH } from '../../../../common/constants';
import { EMAIL_MAX_LENGTH } from '../../../../common/email';
import { IsNormalizedEmail, v } from '../../validation';

@InputType({ description: 'Newsletter subscription request.' })
export class NewsletterSubscribeInput {
  @Field()
  @MaxLength(EMAIL_MAX_LENGTH, v('newsletter.email'))
  @IsNormalizedEmail(v('newsletter.email'))
  email: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  name?: string | null;
}

@ObjectType({ description: 'The answer to a subscription request.' })
export class NewsletterSubscription {
  @Field({ description: 'True when the address was already on the list; nothing was sent.' })
  alreadySubscribed: boolean;

  @Field()
  message: string;
}

@ObjectType({ description: 'The answer to opening a confirmation link.' })
export class NewsletterConfirmation {
  @Field({ description: 'True when this link had already confirmed the address.' })
  alreadyConfirmed: boolean;

  @Field()
  message: string;

  @Field(() => String, { nullable: true, description: 'The welcome discount code, on first confirmation only.' })
  discountCode: string | null;
}
