import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** A destination key of spec section 2 (Corfu, Amalfi, Ibiza …), inside one country. */
@ObjectType({ description: 'A destination (region) inside a country, e.g. Corfu in Greece.' })
@Entity('destinations')
export class Destination {
  @Field(() => ID)
  @PrimaryColumn('text')
  key: string;

  @Field({ description: 'Readable name; the search bar sends it as the location parameter.' })
  @Column('text')
  name: string;

  @Field(() => ID)
  @Column({ name: 'country_slug', type: 'text' })
  countrySlug: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<Destination, 'name'>>;
}
