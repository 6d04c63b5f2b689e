import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { InstalmentKind } from '../../../../common/payment-plan';

/** One line of an order's payment schedule: full, or deposit and balance. Amounts are minor units of the order's currency. */
@Entity('order_instalments')
export class OrderInstalment {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @PrimaryColumn({ type: 'text' })
  kind: InstalmentKind;

  @Column('int')
  amount: number;

  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
