import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Locale } from '../../../../common/locale';
import { Language } from '../../graphql/language';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guest review (spec section 3). Reviews stay in the language they were written in. */
@ObjectType({ description: 'A guest review.' })
@Entity('reviews')
export class Review {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true, description: 'The villa reviewed, when known.' })
  @Column({ name: 'property_id', type: 'uuid', nullable: true })
  propertyId: string | null;

  @Field()
  @Column('text')
  title: string;

  @Field(() => Int, { description: '1 to 5.' })
  @Column('smallint')
  rating: number;

  @Field()
  @Column('text')
  author: string;

  @Field({ description: 'ISO date (YYYY-MM-DD) of the stay review.' })
  @Column({ type: 'date' })
  date: string;

  @Field()
  @Column('text')
  content: string;

  @Field(() => Language, { description: 'The language the review was written in (reviews are not translated).' })
  @Column('text')
  language: Locale;

  @Field(() => [String], { description: 'URLs of the guest photos that come with the review, in order; empty when none.' })
  @Column('text', { array: true })
  photos: string[];

  @Field({ description: 'True when the review comes with guest photos.' })
  @Column({ name: 'has_media', type: 'boolean', default: false })
  hasMedia: boolean;

  @Field()
  @Column({ type: 'boolean', default: true })
  verified: boolean;
}
