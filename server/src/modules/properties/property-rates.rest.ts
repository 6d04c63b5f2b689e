import { Router } from 'express';
import { handler } from '../../rest/handler';
import { requireAdmin } from '../users/authorization';
import type { PropertyRate } from './property-rate.entity';
import { setPropertyRates } from './property-rates.service';
import { PropertyRateInput, SetPropertyRatesInput } from './property-rates.types';

/**
 * Seasonal prices over REST:
 *   PUT /api/admin/properties/:id/rates  [{ from, to, weeklyPrice }]  → the villa's seasons
 * The list replaces every season the villa had; a bad field is a 400 naming it (`rates.1.from`),
 * an overlap a 409 naming the later season.
 */
export function propertyRatesRoutes(): Router {
  return Router().put(
    '/admin/properties/:id/rates',
    requireAdmin,
    handler(async (ctx, req) => (await setPropertyRates(ctx, ratesBody(String(req.params.id), req.body))).map(rateJson)),
  );
}

export const rateJson = ({ from, to, weeklyPrice }: PropertyRate) => ({ from, to, weeklyPrice });

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The body as the input GraphQL builds itself: seasons as input instances, so their rules run. Values of the wrong kind stay for validation to name. */
function ratesBody(propertyId: string, body: unknown): SetPropertyRatesInput {
  const rates = Array.isArray(body)
    ? body.map((rate: unknown) => (isRecord(rate) ? Object.assign(new PropertyRateInput(), { from: rate.from, to: rate.to, weeklyPrice: rate.weeklyPrice }) : rate))
    : body;
  return Object.assign(new SetPropertyRatesInput(), { propertyId, rates });
}
