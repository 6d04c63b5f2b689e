import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LIVE_ORDER_STATUSES } from '../../../../common/order-states';
import { Role } from '../users/authorization';
import { payBalance } from './balance.service';
import { convertMinor } from '../currencies/currency.service';
import { cancelOrderAsAdmin, cancelOwnOrder, cancellationQuote } from './cancellation.service';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { Payment } from '../payments/payment.entity';
import { creditNotesByOrder } from './invoice.service';
import { OrderExtra } from './order-extra.entity';
import { Order } from './order.entity';
import { extrasByOrder, findMyOrder, listMyOrders, paymentSchedule, paymentsByOrder } from './order.service';
import { AdminCancelOrderInput, CancellationQuoteView, CancellationResult, CancelOrderInput, ClaimDamageDepositInput, DamageDepositStatusEnum, Instalment, OrderPage, OrderPaymentResult, PayBalanceInput, SettleOrderPaymentInput } from './order.types';
import { claimDamageDeposit } from './damage-deposit.service';
import { damageDepositStatus, type DamageDepositStatus } from '../../../../common/payment-plan';
import { settleOrderPayment } from './payment-settlement';

@Resolver(() => Instalment)
export class InstalmentResolver {
  @FieldResolver(() => Int, { description: 'The amount converted to another currency (ISO code, such as EUR), in its minor units, for showing beside the charged amount. Unknown currencies answer the charged amount.' })
  async displayAmount(@Ctx() ctx: RequestContext, @Root() instalment: Instalment, @Arg('currency', () => String) currency: string): Promise<number> {
    return convertMinor(ctx, instalment.amount, instalment.currency, currency);
  }
}

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => OrderPage, { description: "The signed-in user's orders, newest first.", complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  myOrders(@Ctx() ctx: RequestContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput, @AfterArg() after?: string | null): Promise<OrderPage> {
    return listMyOrders(ctx, page, after);
  }

  @Authorized()
  @Query(() => Order, { nullable: true, description: "One of the signed-in user's orders, by id or by order number (give exactly one); null when the user has no such order." })
  myOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true }) id?: string,
    @Arg('orderNumber', () => String, { nullable: true }) orderNumber?: string,
  ): Promise<Order | null> {
    return findMyOrder(ctx, { id, orderNumber });
  }

  @FieldResolver(() => [OrderExtra])
  extras(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderExtra[]> {
    return ctx.loaders.get(extrasByOrder).load(order.id);
  }

  @FieldResolver(() => [String], { description: 'The numbers of the credit notes issued against the invoice (refunds, kept cancellation fees), oldest first.' })
  creditNoteNumbers(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<string[]> {
    return ctx.loaders.get(creditNotesByOrder).load(order.id);
  }

  @FieldResolver(() => [Payment])
  payments(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Payment[]> {
    return ctx.loaders.get(paymentsByOrder).load(order.id);
  }

  @FieldResolver(() => [Instalment], { description: 'What is paid when: full, or deposit and balance, each with its due date and status.' })
  paymentSchedule(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Instalment[]> {
    return paymentSchedule(ctx, order);
  }

  @FieldResolver(() => DamageDepositStatusEnum, { description: 'Where the damage deposit stands: none asked for, due (paid with the balance), held, released (given back whole) or claimed (staff kept damageDepositClaimedAmount).' })
  damageDepositStatus(@Root() order: Order): DamageDepositStatus {
    return damageDepositStatus(order);
  }

  @FieldResolver(() => Boolean, { description: 'True when a balance is open and may be paid now.' })
  canPayBalance(@Root() order: Order): boolean {
    return LIVE_ORDER_STATUSES.includes(order.status) && order.balanceAmount > 0;
  }

  @FieldResolver(() => CancellationQuoteView, { nullable: true, description: 'What cancelling today would refund under the policy; null when the order cannot be cancelled.' })
  async cancellationQuote(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<CancellationQuoteView | null> {
    const quote = await cancellationQuote(ctx, order);
    return quote && { tier: quote.tier, daysBeforeArrival: quote.daysBeforeArrival, paidAmount: quote.keptMinor + quote.refundMinor, keptAmount: quote.keptMinor, refundAmount: quote.refundMinor, currency: order.currency };
  }

  @Authorized()
  @Mutation(() => OrderPaymentResult, { description: "Pays the open balance of one of the signed-in user's orders." })
  payBalance(@Ctx() ctx: RequestContext, @Arg('input', () => PayBalanceInput) input: PayBalanceInput): Promise<OrderPaymentResult> {
    return payBalance(ctx, input);
  }

  @Authorized()
  @Mutation(() => OrderPaymentResult, {
    description: "Settles a payment of one of the signed-in user's orders that the browser confirmed (Stripe's Payment Element, after 3-D Secure): Stripe is asked where it stands, and the order is confirmed (or cancelled, freeing its dates) once, whether this call or Stripe's webhook comes first.",
  })
  settleOrderPayment(@Ctx() ctx: RequestContext, @Arg('input', () => SettleOrderPaymentInput) input: SettleOrderPaymentInput): Promise<OrderPaymentResult> {
    return settleOrderPayment(ctx, input);
  }

  @Authorized()
  @Mutation(() => CancellationResult, { description: "Cancels one of the signed-in user's orders; the cancellation policy decides the refund, which goes back to the card." })
  cancelOrder(@Ctx() ctx: RequestContext, @Arg('input', () => CancelOrderInput) input: CancelOrderInput): Promise<CancellationResult> {
    return cancelOwnOrder(ctx, input.orderId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CancellationResult, { description: 'Admin: cancels any order with a full or partial refund.' })
  adminCancelOrder(@Ctx() ctx: RequestContext, @Arg('input', () => AdminCancelOrderInput) input: AdminCancelOrderInput): Promise<CancellationResult> {
    return cancelOrderAsAdmin(ctx, input.orderId, input.refundAmount, input.reason);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Order, { description: "Admin: keeps part or all of an order's held damage deposit for damage, with a reason; the rest is refunded and the guest is e-mailed. Refused once the deposit was released or claimed." })
  claimDamageDeposit(@Ctx() ctx: RequestContext, @Arg('input', () => ClaimDamageDepositInput) input: ClaimDamageDepositInput): Promise<Order> {
    return claimDamageDeposit(ctx, input);
  }
}
