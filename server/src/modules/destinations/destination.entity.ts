import { ID, ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { KeyField, SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/** A destination of the search bar (Corfu, Amalfi, Ibiza …), inside one country. */
@ObjectType({ description: 'A destination (region) inside a country, e.g. Corfu in Greece.' })
@Entity('destinations')
export class Destination {
  @KeyField()
  key: string;

  @TextField({ description: 'Readable name; the search bar sends it as the location parameter.' })
  name: string;

  @TextField('country_slug', { graphqlType: ID })
  countrySlug: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<Destination, 'name'>>;
}
