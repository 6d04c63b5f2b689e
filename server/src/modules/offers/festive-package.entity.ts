import { Entity, PrimaryColumn } from 'typeorm';
import type { FestivePackageType } from '../../../../common/constants';
import type { Translations } from '../../i18n/localize';
import { IntColumn, SortOrderColumn, StringsColumn, TextColumn, TranslationsColumn } from '../../db/columns';

/** A festive holiday package: Christmas Magic, New Year's Eve, Complete Festive Season. */
@Entity('festive_packages')
export class FestivePackage {
  @PrimaryColumn('text')
  id: string;

  @TextColumn('package_type')
  packageType: FestivePackageType;

  @TextColumn()
  title: string;

  @TextColumn()
  description: string;

  @StringsColumn()
  features: string[];

  @IntColumn()
  price: number;

  @TextColumn('price_unit')
  priceUnit: string;

  @TextColumn()
  badge: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<FestivePackage, 'title' | 'description' | 'features' | 'priceUnit' | 'badge'>>;
}
