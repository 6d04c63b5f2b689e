import { Field, ObjectType } from 'type-graphql';
import type { Locale } from '../../../../common/locale';
import { Language } from '../../graphql/language';
import { Column, Entity } from 'typeorm';
import { BooleanField, DateField, IdField, SmallIntField, TextField, UuidField } from '../../db/columns';

/** A guest review. Reviews stay in the language they were written in. */
@ObjectType({ description: 'A guest review.' })
@Entity('reviews')
export class Review {
  @IdField()
  id: string;

  @UuidField('property_id', { nullable: true, description: 'The villa reviewed, when known.' })
  propertyId: string | null;

  @TextField()
  title: string;

  @SmallIntField({ description: '1 to 5.' })
  rating: number;

  @TextField()
  author: string;

  @DateField({ description: 'ISO date (YYYY-MM-DD) of the stay review.' })
  date: string;

  @TextField()
  content: string;

  @TextField({ graphqlType: Language, description: 'The language the review was written in (reviews are not translated).' })
  language: Locale;

  @Field(() => [String], { description: 'URLs of the guest photos that come with the review, in order; empty when none.' })
  @Column('text', { array: true })
  photos: string[];

  @BooleanField('has_media', { default: false, description: 'True when the review comes with guest photos.' })
  hasMedia: boolean;

  @BooleanField({ default: true })
  verified: boolean;
}
