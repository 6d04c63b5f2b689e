import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/**
 * A destination country or group (Greece, Caribbean, Lapland …). Thirteen of them are
 * destination cards and six of those are featured on the home page (spec section 2).
 */
@ObjectType({ description: 'A destination country or group of islands, with its regions.' })
@Entity('countries')
export class Country {
  /** Country name lowercased with spaces as hyphens: the /search?region= value. */
  @Field(() => ID)
  @PrimaryColumn('text')
  slug: string;

  @Field({ description: 'Name as shown on destination cards, e.g. "Spain & The Balearics".' })
  @Column('text')
  name: string;

  @Field({ description: 'Group label in the search bar destination select, e.g. "Spain".' })
  @Column({ name: 'search_label', type: 'text' })
  searchLabel: string;

  @Field()
  @Column('text')
  image: string;

  @Field()
  @Column('text')
  description: string;

  @Field({ description: 'Shown on the destinations page.' })
  @Column({ name: 'is_card', type: 'boolean', default: false })
  isCard: boolean;

  @Field(() => Int, { nullable: true, description: 'Position among the six home page cards, or null.' })
  @Column({ name: 'featured_order', type: 'int', nullable: true })
  featuredOrder: number | null;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<Country, 'name' | 'searchLabel' | 'description'>>;
}
