import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FestivePackageType } from '../../../../common/constants';
import type { Translations } from '../../i18n/localize';

/** A festive holiday package (spec section 3 and 9): Christmas Magic, New Year's Eve, Complete Festive Season. */
@Entity('festive_packages')
export class FestivePackage {
  @PrimaryColumn('text')
  id: string;

  @Column({ name: 'package_type', type: 'text' })
  packageType: FestivePackageType;

  @Column('text')
  title: string;

  @Column('text')
  description: string;

  @Column('jsonb')
  features: string[];

  @Column('int')
  price: number;

  @Column({ name: 'price_unit', type: 'text' })
  priceUnit: string;

  @Column('text')
  badge: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<FestivePackage, 'title' | 'description' | 'features' | 'priceUnit' | 'badge'>>;
}
