import { Router } from 'express';
import { MAX_PAGE_LIMIT } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { listReviews, reviewJson } from './review.service';

/** GET /api/reviews: the newest reviews (at most one full page), spec shape. */
export function reviewRoutes(): Router {
  return Router().get(
    '/reviews',
    handler(async (ctx) => (await listReviews(ctx, null, { limit: MAX_PAGE_LIMIT })).items.map(reviewJson)),
  );
}
