import { IsNotEmpty, IsString } from 'class-validator';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { v } from '../../validation';
import { Property } from '../properties/property.entity';

@ObjectType({ description: "A villa's place on the signed-in user's shortlist, after a change." })
export class ShortlistStatus {
  @Field(() => ID)
  propertyId: string;

  @Field()
  inShortlist: boolean;

  @Field(() => Int, { description: 'How many villas the shortlist now holds.' })
  count: number;

  @Field(() => Property, { description: 'The villa, so a client cache can update its inShortlist.' })
  property: Property;
}

/** REST body of POST /api/user/shortlist. */
export class ShortlistInput {
  @IsString(v('validation.invalid'))
  @IsNotEmpty(v('validation.invalid'))
  propertyId: string;
}
