import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { checkout, paymentSettings } from './checkout.service';
import { CheckoutInput, CheckoutResult, PaymentSettings } from './checkout.types';

@Resolver()
export class CheckoutResolver {
  @Query(() => PaymentSettings, { description: 'How checkout takes payment; testMode says no real money moves.' })
  paymentSettings(@Ctx() ctx: RequestContext): PaymentSettings {
    return paymentSettings(ctx);
  }

  @Authorized()
  @Mutation(() => CheckoutResult, { description: "Pays for the signed-in user's basket: order, payment and bookings, or nothing at all." })
  checkout(@Ctx() ctx: RequestContext, @Arg('input', () => CheckoutInput) input: CheckoutInput): Promise<CheckoutResult> {
    return checkout(ctx, input);
  }
}
