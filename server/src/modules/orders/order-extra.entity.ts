import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An extra as it was bought: title and price are copied, so later catalogue edits do not change it. */
@ObjectType({ description: 'An extra bought with an order. Prices are minor units of the order currency.' })
@Entity('order_extras')
export class OrderExtra {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Field(() => ID, { nullable: true })
  @Column({ name: 'extra_id', type: 'uuid', nullable: true })
  extraId: string | null;

  @Field()
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  category: string;

  @Field(() => Int)
  @Column('int')
  quantity: number;

  @Field(() => Int)
  @Column({ name: 'unit_price', type: 'int' })
  unitPrice: number;

  @Field(() => Int)
  @Column({ name: 'total_price', type: 'int' })
  totalPrice: number;
}
