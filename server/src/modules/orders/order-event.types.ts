import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ORDER_EVENT_KINDS, type OrderEventKind, type OrderStatus } from '../../../../common/order-states';
import { enumType } from '../../graphql/enum-type';
import { OrderStatusEnum } from './order.entity';

export const OrderEventKindEnum = enumType<OrderEventKind>(ORDER_EVENT_KINDS, {
  name: 'OrderEventKind',
  description:
    'status: the order moved from one status to another. payment: a charge was taken. refund: money was given back. reminder: a balance reminder was sent. refund_failed: a refund failed at the bank (nothing was given back after all). deposit_released: the damage deposit was given back whole after the stay (amount: the deposit). deposit_claimed: staff kept part or all of the damage deposit (amount: what was kept; reason: why). dates_changed: staff moved a stay to other dates.',
});

@ObjectType({ description: 'Who did something to an order: a user (staff or the guest), or a job by name; both null when not known.' })
export class OrderEventActor {
  @Field(() => ID, { nullable: true, description: 'The user who acted; null for a job, or once the account was deleted.' })
  userId: string | null;

  @Field(() => String, { nullable: true, description: "The acting user's name, while the account exists." })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'The job that acted (outside any request), by name, e.g. orders.expireHolds.' })
  job: string | null;
}

@ObjectType({ description: 'A stay moved to other dates: the booking, and its arrival and departure before and after (YYYY-MM-DD).' })
export class OrderEventDates {
  @Field(() => ID)
  bookingId: string;

  @Field(() => String)
  previousCheckIn: string;

  @Field(() => String)
  previousCheckOut: string;

  @Field(() => String)
  checkIn: string;

  @Field(() => String)
  checkOut: string;
}

@ObjectType({ description: "One entry of an order's history. Amounts are minor units of `currency`." })
export class OrderEvent {
  @Field(() => ID)
  id: string;

  @Field(() => Date, { description: 'When it happened.' })
  at: Date;

  @Field(() => OrderEventKindEnum)
  kind: OrderEventKind;

  @Field(() => OrderStatusEnum, { nullable: true, description: 'The order status before, for a status move.' })
  fromStatus: OrderStatus | null;

  @Field(() => OrderStatusEnum, { nullable: true, description: 'The order status after, for a status move.' })
  toStatus: OrderStatus | null;

  @Field(() => Int, { nullable: true, description: 'The money moved or asked for (charge, refund, reminder).' })
  amount: number | null;

  @Field(() => String, { nullable: true })
  currency: string | null;

  @Field(() => String, { nullable: true, description: "Why: a refund's reason, or the provider's reason a refund failed (e.g. expired_or_canceled_card)." })
  reason: string | null;

  @Field(() => OrderEventDates, { nullable: true, description: 'The stay and its dates before and after, for dates_changed.' })
  dates: OrderEventDates | null;

  @Field(() => OrderEventActor)
  actor: OrderEventActor;
}
