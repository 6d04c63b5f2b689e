import { Entity, PrimaryColumn } from 'typeorm';
import { SmallIntColumn } from '../../db/columns';
import type { FestivePackageType } from '../../../../common/constants';

/**
 * A festive period stored as month and day (Christmas 20–27 Dec, New Year
 * 28 Dec–3 Jan, Complete Festive 23 Dec–5 Jan). The offers service resolves it to the next
 * season that can still be booked, so the site never offers dates in the past.
 */
@Entity('festive_periods')
export class FestivePeriod {
  @PrimaryColumn({ name: 'package_type', type: 'text' })
  packageType: FestivePackageType;

  @SmallIntColumn('start_month')
  startMonth: number;

  @SmallIntColumn('start_day')
  startDay: number;

  @SmallIntColumn('end_month')
  endMonth: number;

  @SmallIntColumn('end_day')
  endDay: number;
}
