import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { BooleanField, IntField, KeyField, SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/**
 * A destination country or group (Greece, Caribbean, Lapland …). Thirteen of them are
 * destination cards and six of those are featured on the home page.
 */
@ObjectType({ description: 'A destination country or group of islands, with its regions.' })
@Entity('countries')
export class Country {
  /** Country name lowercased with spaces as hyphens: the /search?region= value. */
  @KeyField()
  slug: string;

  @TextField({ description: 'Name as shown on destination cards, e.g. "Spain & The Balearics".' })
  name: string;

  @TextField('search_label', { description: 'Group label in the search bar destination select, e.g. "Spain".' })
  searchLabel: string;

  @TextField()
  image: string;

  @TextField()
  description: string;

  @BooleanField('is_card', { default: false, description: 'Shown on the destinations page.' })
  isCard: boolean;

  @IntField('featured_order', { nullable: true, description: 'Position among the six home page cards, or null.' })
  featuredOrder: number | null;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<Country, 'name' | 'searchLabel' | 'description'>>;
}
