import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** Why-us content: six benefit cards and four differentiators (spec section 2). */
@ObjectType({ description: 'A card of the Why us page: a benefit or a differentiator.' })
@Entity('why_us_cards')
export class WhyUsCard {
  @Field(() => ID)
  @PrimaryColumn('text')
  key: string;

  @Field(() => String, { description: '"benefit" (six cards) or "differentiator" (four).' })
  @Column('text')
  kind: 'benefit' | 'differentiator';

  @Field({ description: 'Icon name.' })
  @Column('text')
  icon: string;

  @Field()
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  body: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<WhyUsCard, 'title' | 'body'>>;
}
