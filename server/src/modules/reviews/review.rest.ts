import { Router } from 'express';
import { MAX_PAGE_LIMIT } from '../../graphql/pagination';
import { listHandler } from '../../rest/query';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import type { Review } from './review.entity';
import { approveReview, listReviews, rejectReview, replyToReview, reviewInvitation, reviewQueue, submitReview } from './review.service';
import { RejectReviewInput, ReviewQueueFilter, ReviewReplyInput, SubmitReviewInput, type AdminReview } from './review.types';

/**
 * GET /api/reviews: the newest published reviews in any language (at most one full page), as reviewJson.
 * GET /api/reviews/invitation/:token, POST /api/reviews: the guest's review through the link.
 * Staff: GET /api/admin/reviews?status=, POST /api/admin/reviews/:id/approve and /reject, PUT /api/admin/reviews/:id/reply.
 */
export function reviewRoutes(): Router {
  return Router()
    .get('/reviews', handler(async (ctx) => (await listReviews(ctx, null, { limit: MAX_PAGE_LIMIT }, null, null)).items.map(reviewJson)))
    .get('/reviews/invitation/:token', handler((ctx, req) => reviewInvitation(ctx, String(req.params.token))))
    .post('/reviews', handler(async (ctx, req) => submitReview(ctx, await parseInput(SubmitReviewInput, req.body)), { status: 201 }))
    .get('/admin/reviews', requireAdmin, listHandler(ReviewQueueFilter, (ctx, filter, page, after) => reviewQueue(ctx, filter.status ?? 'pending', page, after), adminReviewJson))
    .post('/admin/reviews/:id/approve', requireAdmin, handler(async (ctx, req) => adminReviewJson(await approveReview(ctx, String(req.params.id)))))
    .post('/admin/reviews/:id/reject', requireAdmin, handler(async (ctx, req) => adminReviewJson(await rejectReview(ctx, String(req.params.id), await parseInput(RejectReviewInput, req.body)))))
    .put('/admin/reviews/:id/reply', requireAdmin, handler(async (ctx, req) => adminReviewJson(await replyToReview(ctx, String(req.params.id), await parseInput(ReviewReplyInput, req.body)))));
}

/** The REST shape of a review: exactly these keys, which other clients are written against. */
function reviewJson(review: Review) {
  return { id: review.id, title: review.title, rating: review.rating, author: review.author, date: review.date, content: review.content };
}

/** Staff's view of a review in the queue. */
function adminReviewJson(item: AdminReview) {
  const { review } = item;
  return {
    id: item.id,
    status: item.status,
    rejectionReason: item.rejectionReason,
    rejectionNote: item.rejectionNote,
    villa: item.villa,
    propertyId: review.propertyId,
    bookingId: item.bookingId,
    submittedAt: item.submittedAt,
    moderatedAt: item.moderatedAt,
    source: review.source,
    verified: review.verified,
    author: review.author,
    date: review.date,
    language: review.language,
    title: review.title,
    content: review.content,
    ratings: { overall: review.rating, cleanliness: review.cleanliness, location: review.location, value: review.value, service: review.service },
    reply: review.reply,
    repliedAt: review.repliedAt,
  };
}
