import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { alternativeStays, priceCalendar } from './stay-finder.service';
import { AlternativesInput, PriceCalendarInput } from './stay-finder.types';

/**
 * GET /api/properties/:id/price-calendar?from=YYYY-MM-DD&weeks=52 → [{ checkIn, checkOut, available, total, currency }]
 * GET /api/properties/:id/alternatives?checkIn=&checkOut= → up to 3 [{ checkIn, checkOut, total, currency }], nearest first
 * Totals are whole units of the villa's currency, what the basket and checkout charge.
 */
export function stayFinderRoutes(): Router {
  return Router()
    .get('/properties/:id/price-calendar', handler(async (ctx, req) => priceCalendar(ctx, String(req.params.id), await parseInput(PriceCalendarInput, req.query, ['weeks']))))
    .get('/properties/:id/alternatives', handler(async (ctx, req) => alternativeStays(ctx, String(req.params.id), await parseInput(AlternativesInput, req.query))));
}
