import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FestivePackageType } from '../../../../common/constants';

/**
 * A festive period stored as month and day (spec section 9: Christmas 20–27 Dec, New Year
 * 28 Dec–3 Jan, Complete Festive 23 Dec–5 Jan). The offers service resolves it to the next
 * season that can still be booked, so the site never offers dates in the past.
 */
@Entity('festive_periods')
export class FestivePeriod {
  @PrimaryColumn({ name: 'package_type', type: 'text' })
  packageType: FestivePackageType;

  @Column({ name: 'start_month', type: 'smallint' })
  startMonth: number;

  @Column({ name: 'start_day', type: 'smallint' })
  startDay: number;

  @Column({ name: 'end_month', type: 'smallint' })
  endMonth: number;

  @Column({ name: 'end_day', type: 'smallint' })
  endDay: number;
}
