import { Router } from 'express';
import { MAX_PAGE_LIMIT } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import type { Review } from './review.entity';
import { listReviews } from './review.service';

/** GET /api/reviews: the newest reviews in any language (at most one full page), as reviewJson. */
export function reviewRoutes(): Router {
  return Router().get(
    '/reviews',
    handler(async (ctx) => (await listReviews(ctx, null, { limit: MAX_PAGE_LIMIT }, null, null)).items.map(reviewJson)),
  );
}

/** The REST shape of a review: exactly these keys, which other clients are written against. */
function reviewJson(review: Review) {
  return { id: review.id, title: review.title, rating: review.rating, author: review.author, date: review.date, content: review.content };
}
