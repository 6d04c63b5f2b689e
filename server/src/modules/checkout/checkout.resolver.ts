import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { checkout, checkoutQuote, paymentSettings } from './checkout.service';
import { CheckoutInput, CheckoutQuote, CheckoutQuoteInput, CheckoutResult, PaymentSettings } from './checkout.types';

@Resolver()
export class CheckoutResolver {
  @Query(() => PaymentSettings, { description: 'How checkout takes payment; testMode says no real money moves.' })
  paymentSettings(@Ctx() ctx: RequestContext): PaymentSettings {
    return paymentSettings(ctx);
  }

  @Authorized()
  @Query(() => CheckoutQuote, { description: "What checkout would charge for the signed-in user's basket, now and later, with this option and discount code. A discount code that cannot be used is refused on the discountCode field." })
  checkoutQuote(@Ctx() ctx: RequestContext, @Arg('input', () => CheckoutQuoteInput, { nullable: true }) input?: CheckoutQuoteInput): Promise<CheckoutQuote> {
    return checkoutQuote(ctx, input ?? { paymentOption: 'full' });
  }

  @Authorized()
  @Mutation(() => CheckoutResult, { description: "Pays for the signed-in user's basket: order, payment and bookings, or nothing at all." })
  checkout(@Ctx() ctx: RequestContext, @Arg('input', () => CheckoutInput) input: CheckoutInput): Promise<CheckoutResult> {
    return checkout(ctx, input);
  }
}
