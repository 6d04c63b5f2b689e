import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';
import { EXTRA_CATEGORIES, type ExtraCategory } from '../../../../common/constants';
import { enumOf } from '../../../../common/enum-names';

export const ExtraCategoryEnum = enumOf<ExtraCategory>(EXTRA_CATEGORIES);
registerEnumType(ExtraCategoryEnum, { name: 'ExtraCategory', description: 'flights, car-hire, transfers or insurance.' });

/** An add-on sold with a stay (spec section 3, Extra). Prices are whole units of `currency`. */
@ObjectType({ description: 'An extra: flights, car hire, transfers or insurance.' })
@Entity('extras')
export class Extra {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  slug: string;

  @Field()
  @Column('text')
  name: string;

  @Field()
  @Column('text')
  description: string;

  @Field(() => Int)
  @Column('int')
  price: number;

  @Field()
  @Column({ type: 'char', length: 3, default: 'GBP' })
  currency: string;

  @Field(() => String, { nullable: true, description: 'What the price is for, e.g. "per person".' })
  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Field(() => ExtraCategoryEnum)
  @Column('text')
  category: ExtraCategory;

  @Field({ description: 'A 25% deposit can be paid now and the rest later.' })
  @Column({ name: 'deposit_available', type: 'boolean', default: false })
  depositAvailable: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<Extra, 'name' | 'description' | 'unit'>>;
}
