import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FestivePackageType } from '../../../../common/constants';
import type { Translations } from '../../i18n/localize';

/**
 * A festive villa offer (spec section 3). Title, region, location and image come from the
 * villa itself; the booking period comes from the festive period of its package type.
 */
@Entity('festive_offers')
export class FestiveOffer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @Column({ name: 'package_type', type: 'text' })
  packageType: FestivePackageType;

  @Column({ name: 'original_price', type: 'int' })
  originalPrice: number;

  @Column({ name: 'discounted_price', type: 'int' })
  discountedPrice: number;

  @Column({ name: 'discount_percent', type: 'int' })
  discountPercent: number;

  @Column('jsonb')
  inclusions: string[];

  @Column('text')
  badge: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<FestiveOffer, 'inclusions' | 'badge'>>;
}
