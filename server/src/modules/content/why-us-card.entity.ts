import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** Why-us content: six benefit cards and four differentiators (spec section 2). */
@Entity('why_us_cards')
export class WhyUsCard {
  @PrimaryColumn('text')
  key: string;

  @Column('text')
  kind: 'benefit' | 'differentiator';

  @Column('text')
  icon: string;

  @Column('text')
  title: string;

  @Column('text')
  body: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<WhyUsCard, 'title' | 'body'>>;
}
