import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../common/constants';
import { enumOf } from '../../../../common/enum-names';

export const PaymentStatusEnum = enumOf<PaymentStatus>(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus', description: 'pending, completed, failed or refunded.' });

/** A charge of an order through a payment provider. `amount` is minor units of `currency`. */
@ObjectType({ description: 'A payment of an order. amount is minor units of currency.' })
@Entity('payments')
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field({ description: 'Which provider took the payment: test (no real money) or stripe.' })
  @Column('text')
  provider: string;

  @Field(() => Int)
  @Column('int')
  amount: number;

  @Field()
  @Column({ type: 'char', length: 3 })
  currency: string;

  @Field(() => PaymentStatusEnum)
  @Column('text')
  status: PaymentStatus;

  @Field(() => String, { nullable: true, description: "The provider's payment intent identifier." })
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
