import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { KeyField, SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/** Why-us content: six benefit cards and four differentiators. */
@ObjectType({ description: 'A card of the Why us page: a benefit or a differentiator.' })
@Entity('why_us_cards')
export class WhyUsCard {
  @KeyField()
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
