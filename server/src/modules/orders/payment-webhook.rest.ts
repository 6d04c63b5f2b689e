import express, { Router } from 'express';
import { handler } from '../../rest/handler';
import { receivePaymentWebhook } from './payment-webhook.service';

/**
 * POST /api/payments/stripe/webhook. Mounted before the JSON body parser: the signature is
 * computed over the exact bytes Stripe sent.
 */
export function paymentWebhookRoutes(): Router {
  return Router().post(
    '/payments/stripe/webhook',
    express.raw({ type: '*/*', limit: '1mb' }),
    handler((ctx, req) => receivePaymentWebhook(ctx, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), String(req.headers['stripe-signature'] ?? ''))),
  );
}
