import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireUser } from '../auth/authorization';
import { checkout, checkoutJson, paymentSettings } from './checkout.service';
import { CheckoutInput } from './checkout.types';

/** POST /api/checkout for REST clients (401 for visitors) and GET /api/checkout/settings. */
export function checkoutRoutes(): Router {
  return Router()
    .get('/checkout/settings', handler(async (ctx) => paymentSettings(ctx)))
    .post('/checkout', requireUser, handler(async (ctx, req) => checkoutJson(ctx, await checkout(ctx, await parseInput(CheckoutInput, req.body, ['expectedTotal']))), { status: 201 }));
}
