import { Entity } from 'typeorm';
import type { FestivePackageType } from '../../../../common/constants';
import type { Translations } from '../../i18n/localize';
import { IdColumn, IntColumn, SortOrderColumn, StringsColumn, TextColumn, TranslationsColumn, UuidColumn } from '../../db/columns';

/**
 * A festive villa offer. Title, region, location and image come from the
 * villa itself; the booking period comes from the festive period of its package type.
 */
@Entity('festive_offers')
export class FestiveOffer {
  @IdColumn()
  id: string;

  @UuidColumn('property_id')
  propertyId: string;

  @TextColumn('package_type')
  packageType: FestivePackageType;

  @IntColumn('original_price')
  originalPrice: number;

  @IntColumn('discounted_price')
  discountedPrice: number;

  @IntColumn('discount_percent')
  discountPercent: number;

  @StringsColumn()
  inclusions: string[];

  @TextColumn()
  badge: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<FestiveOffer, 'inclusions' | 'badge'>>;
}
