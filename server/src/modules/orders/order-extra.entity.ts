import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { IdField, IntField, TextField, UuidColumn, UuidField } from '../../db/columns';

/** An extra as it was bought: title and price are copied, so later catalogue edits do not change it. */
@ObjectType({ description: 'An extra bought with an order. Prices are minor units of the order currency.' })
@Entity('order_extras')
export class OrderExtra {
  @IdField()
  id: string;

  @UuidColumn('order_id')
  orderId: string;

  @UuidField('extra_id', { nullable: true })
  extraId: string | null;

  @TextField()
  title: string;

  @TextField()
  category: string;

  @IntField()
  quantity: number;

  @IntField('unit_price')
  unitPrice: number;

  @IntField('total_price')
  totalPrice: number;
}
