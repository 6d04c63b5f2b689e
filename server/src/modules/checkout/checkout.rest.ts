import { Router } from 'express';
import type { RequestContext } from '../../graphql/context';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireUser } from '../users/authorization';
import { bookingJson } from '../bookings/booking.json';
import { orderJson } from '../orders/order.json';
import { paymentJson } from '../payments/payment.json';
import { propertyById } from '../properties/property.service';
import { checkout, checkoutQuote, paymentSettings } from './checkout.service';
import { CheckoutInput, CheckoutQuoteInput, type CheckoutResult } from './checkout.types';

/** POST /api/checkout and POST /api/checkout/quote for REST clients (401 for visitors), and GET /api/checkout/settings. */
export function checkoutRoutes(): Router {
  return Router()
    .get('/checkout/settings', handler(async (ctx) => paymentSettings(ctx)))
    .post('/checkout/quote', requireUser, handler(async (ctx, req) => checkoutQuote(ctx, await parseInput(CheckoutQuoteInput, req.body ?? {}))))
    .post('/checkout', requireUser, handler(async (ctx, req) => checkoutJson(ctx, await checkout(ctx, await parseInput(CheckoutInput, req.body, ['expectedTotal']))), { status: 201 }));
}

/** REST answer of POST /api/checkout. */
async function checkoutJson(ctx: RequestContext, result: CheckoutResult) {
  const titles = result.propertyTitles;
  const properties = titles ? [] : await ctx.loaders.get(propertyById).loadMany(result.bookings.map((booking) => booking.propertyId));
  const titleOf = (propertyId: string, i: number) => {
    const property = properties[i];
    return titles?.get(propertyId) ?? (property && !(property instanceof Error) ? property.title : '');
  };
  return {
    order: orderJson(result.order),
    bookings: result.bookings.map((booking, i) => bookingJson(booking, titleOf(booking.propertyId, i))),
    payment: { ...paymentJson(result.payment), clientSecret: result.clientSecret ?? null },
    testMode: result.testMode,
    replayed: result.replayed,
  };
}
