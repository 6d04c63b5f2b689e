import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { BooleanField, CurrencyField, IdField, IntField, SortOrderColumn, TextColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';
import { EXTRA_CATEGORIES, type ExtraCategory } from '../../../../common/constants';
import { enumType } from '../../graphql/enum-type';

export const ExtraCategoryEnum = enumType<ExtraCategory>(EXTRA_CATEGORIES, { name: 'ExtraCategory', description: 'flights, car-hire, transfers or insurance.' });

/** An add-on sold with a stay. Prices are whole units of `currency`. */
@ObjectType({ description: 'An extra: flights, car hire, transfers or insurance.' })
@Entity('extras')
export class Extra {
  @IdField()
  id: string;

  @TextColumn({ unique: true })
  slug: string;

  @TextField()
  name: string;

  @TextField()
  description: string;

  @IntField()
  price: number;

  @CurrencyField({ default: 'GBP' })
  currency: string;

  @TextField({ nullable: true, description: 'What the price is for, e.g. "per person".' })
  unit: string | null;

  @TextField({ graphqlType: ExtraCategoryEnum })
  category: ExtraCategory;

  @BooleanField('deposit_available', { default: false, description: 'A 25% deposit can be paid now and the rest later.' })
  depositAvailable: boolean;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<Extra, 'name' | 'description' | 'unit'>>;
}
