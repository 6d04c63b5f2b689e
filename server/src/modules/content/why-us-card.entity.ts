import { Field, ID, ObjectType } from 'type-graphql';
import { Entity, PrimaryColumn } from 'typeorm';
import { SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/** Why-us content: six benefit cards and four differentiators (spec section 2). */
@ObjectType({ description: 'A card of the Why us page: a benefit or a differentiator.' })
@Entity('why_us_cards')
export class WhyUsCard {
  @Field(() => ID)
  @PrimaryColumn('text')
  key: string;

  @TextField({ description: '"benefit" (six cards) or "differentiator" (four).' })
  kind: 'benefit' | 'differentiator';

  @TextField({ description: 'Icon name.' })
  icon: string;

  @TextField()
  title: string;

  @TextField()
  body: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<WhyUsCard, 'title' | 'body'>>;
}
