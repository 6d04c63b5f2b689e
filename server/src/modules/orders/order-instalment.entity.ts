import { Entity, PrimaryColumn } from 'typeorm';
import { DateColumn, IntColumn, TimestampColumn } from '../../db/columns';
import type { InstalmentKind } from '../../../../common/payment-plan';

/** One line of an order's payment schedule: full, or deposit and balance. Amounts are minor units of the order's currency. */
@Entity('order_instalments')
export class OrderInstalment {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @PrimaryColumn({ type: 'text' })
  kind: InstalmentKind;

  @IntColumn()
  amount: number;

  @DateColumn('due_date')
  dueDate: string;

  @TimestampColumn('paid_at', { nullable: true })
  paidAt: Date | null;
}
