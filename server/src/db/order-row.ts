import { ObjectType } from 'type-graphql';
import { IdField, UuidColumn, UuidField } from './columns';

/**
 * What each row of an order (a booking, a payment) starts with: its id, its order, and the
 * order's account (null when there is none). Here rather than in orders/: bookings and payments
 * extend it and orders read both, so it sits below all three.
 */
@ObjectType()
export abstract class OrderRow {
  @IdField()
  id: string;

  @UuidField('order_id')
  orderId: string;

  @UuidColumn('user_id', { nullable: true })
  userId: string | null;
}
