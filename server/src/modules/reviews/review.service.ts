import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { addDays, businessToday } from '../../../../common/dates';
import type { Locale } from '../../../../common/locale';
import { REVIEW_LINK_VALID_DAYS, reviewAuthorName, stayCompleted } from '../../../../common/reviews';
import type { Config } from '../../config';
import { pgErrorCode, PG_UNIQUE_VIOLATION, sql } from '../../db/sql';
import { isUuid } from '../../db/uuid';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, jobContext, type RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput, type SortKey } from '../../graphql/pagination';
import { translate } from '../../i18n/messages';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { renderMail } from '../mail/mail-template';
import { enqueueMail } from '../mail/mail.service';
import { authorize, Role } from '../users/authorization';
import { Review, type ReviewStatus } from './review.entity';
import { reviewRequestMail } from './reviews.mails';
import {
  ReviewSort,
  type AdminReview,
  type RejectReviewInput,
  type ReviewFilter,
  type ReviewInvitation,
  type ReviewReplyInput,
  type ReviewSummary,
  type SubmitReviewInput,
  type SubmittedReview,
} from './review.types';

export const REVIEW_REQUESTS_JOB = 'reviews.requests';

/**
 * Published guest reviews, newest first by default. Reviews stay in the language they were written in;
 * those in `languageFirst` (by default the request's language; null for none) come first, so a
 * visitor reads their own language before the others. Only approved reviews are published.
 */
export async function listReviews(
  ctx: RequestContext,
  filter?: ReviewFilter | null,
  page?: Partial<PageInput> | null,
  sort?: ReviewSort | null,
  languageFirst: Locale | null = ctx.locale,
  after?: string | null,
): Promise<Page<Review>> {
  const qb = ctx.manager.getRepository(Review).createQueryBuilder('r').where(`r.status = 'approved'`);
  const order: SortKey[] = [];
  if (languageFirst) {
    qb.setParameter('languageFirst', languageFirst);
    order.push({ value: (alias) => `(${alias}.language = :languageFirst)`, direction: 'DESC' });
  }
  if (filter?.rating) qb.andWhere('r.rating = :rating', { rating: filter.rating });
  if (filter?.withMedia !== undefined && filter.withMedia !== null) qb.andWhere('r.hasMedia = :withMedia', { withMedia: filter.withMedia });
  if (sort === ReviewSort.POPULAR) order.push(byColumn('rating', 'DESC'));
  order.push(byColumn('date', 'DESC'), byColumn('id'));
  return keysetPage(qb, order, page, after);
}

/** A villa's published reviews: verified stays first, then demo content, newest stay first within each. */
export async function villaReviews(ctx: RequestContext, propertyId: string, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Review>> {
  const qb = ctx.manager.getRepository(Review).createQueryBuilder('r').where(`r.status = 'approved' AND r.propertyId = :propertyId`, { propertyId });
  return keysetPage(qb, [byColumn('verified', 'DESC'), byColumn('date', 'DESC'), byColumn('id')], page, after);
}

export async function reviewSummary(ctx: RequestContext): Promise<ReviewSummary> {
  const { rows: [row] } = await sql<{ average: string; total: string; verified: string }>(
    ctx,
    `SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS average, count(*) AS total, count(*) FILTER (WHERE verified) AS verified FROM reviews WHERE status = 'approved'`,
  );
  return { averageRating: Number(row.average), totalCount: Number(row.total), verifiedCount: Number(row.verified) };
}

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The review page the e-mail links to, in the guest's language. */
export function reviewUrl(config: Config, token: string, locale: Locale): string {
  return `${config.publicUrl}/review/${token}?lang=${locale}`;
}

/**
 * The review link e-mail, REVIEW_REQUEST_DELAY_DAYS after departure, once per booking: the row in
 * guest_journey_mails, the link's hashed token and the outbox row commit together, and the row's
 * key (booking, kind, version: also the mail's dedupe key) stops a second run, a retry or another
 * instance from sending it again. Stays whose link would already have expired get none. Returns
 * how many were queued.
 */
export async function sendReviewRequests(db: DataSource, config: Config, today: string = businessToday()): Promise<number> {
  const { rows: due } = await sql<{ id: string }>(
    db,
    `SELECT b.id FROM bookings b
      WHERE b.kind = 'stay' AND b.status = 'confirmed'
        AND b.check_out + $2::int <= $1::date AND b.check_out + $2::int > $1::date - $3::int
        AND NOT EXISTS (SELECT 1 FROM guest_journey_mails m WHERE m.booking_id = b.id AND m.kind = 'review-request')
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)`,
    [today, config.mail.reviewRequestDelayDays, REVIEW_LINK_VALID_DAYS],
  );
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (manager) => {
      const tx = jobContext(manager, REVIEW_REQUESTS_JOB);
      const { rows: claimed } = await sql(tx, `INSERT INTO guest_journey_mails (booking_id, kind, version) VALUES ($1, 'review-request', 1) ON CONFLICT DO NOTHING RETURNING booking_id`, [id]);
      if (!claimed.length) return false;
      const { rows: [stay] } = await sql<{ name: string; email: string; locale: Locale; checkOut: string; villa: string }>(
        tx,
        `SELECT o.lead_guest_name AS name, o.lead_guest_email AS email, o.locale, to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut",
                coalesce(nullif(p.translations -> o.locale ->> 'title', ''), p.title) AS villa
           FROM bookings b JOIN orders o ON o.id = b.order_id JOIN properties p ON p.id = b.property_id WHERE b.id = $1`,
        [id],
      );
      const token = randomBytes(32).toString('base64url');
      await sql(tx, `INSERT INTO review_requests (booking_id, token_hash, expires_on) VALUES ($1, $2, $3::date)`, [id, hashReviewToken(token), addDays(today, REVIEW_LINK_VALID_DAYS)]);
      const data = { name: stay.name, villa: stay.villa, checkOut: stay.checkOut, link: reviewUrl(config, token, stay.locale), days: REVIEW_LINK_VALID_DAYS, company: config.company.name };
      return enqueueMail(tx, await renderMail(reviewRequestMail, { locale: stay.locale, config }, stay.email, data, { dedupeKey: `booking:${id}:review-request:1` }));
    });
    if (sent) queued += 1;
  }
  return queued;
}

interface RequestRow {
  bookingId: string;
  expiresOn: string;
  usedAt: Date | null;
  bookingStatus: string;
  checkIn: string;
  checkOut: string;
  propertyId: string;
  villa: string;
  guestName: string;
  reviewed: boolean;
}

/**
 * The stay behind a review link, checked as submitting checks it: a link that is unknown, expired
 * or used, a cancelled booking or a stay that has not ended yet is refused with its own message.
 */
async function openRequest(ctx: RequestContext, token: string, today: string, lock: boolean): Promise<RequestRow> {
  const { rows: [row] } = await sql<RequestRow>(
    ctx,
    `SELECT q.booking_id AS "bookingId", to_char(q.expires_on, 'YYYY-MM-DD') AS "expiresOn", q.used_at AS "usedAt", b.status AS "bookingStatus",
            to_char(b.check_in, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut", b.property_id AS "propertyId",
            coalesce(nullif(p.translations -> $2 ->> 'title', ''), p.title) AS villa, o.lead_guest_name AS "guestName",
            EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id) AS reviewed
       FROM review_requests q JOIN bookings b ON b.id = q.booking_id JOIN orders o ON o.id = b.order_id JOIN properties p ON p.id = b.property_id
      WHERE q.token_hash = $1${lock ? ' FOR UPDATE OF q' : ''}`,
    [hashReviewToken(token.trim()), ctx.locale],
  );
  if (!row) throw badInput('reviews.tokenInvalid', 'token');
  if (row.usedAt || row.reviewed) throw new AppError('CONFLICT', 'reviews.alreadyReviewed', {}, 'token');
  if (today >= row.expiresOn) throw new AppError('BAD_USER_INPUT', 'reviews.tokenExpired', { field: 'token', date: addDays(row.expiresOn, -1), days: REVIEW_LINK_VALID_DAYS }, 'token');
  if (row.bookingStatus !== 'confirmed') throw new AppError('CONFLICT', 'reviews.stayCancelled', {}, 'token');
  if (!stayCompleted(row.checkOut, today)) throw new AppError('CONFLICT', 'reviews.stayNotCompleted', { checkOut: row.checkOut }, 'token');
  return row;
}

/** What the review page shows above the form: the villa and dates of the stay, while the link works. */
export async function reviewInvitation(ctx: RequestContext, token: string, today: string = businessToday()): Promise<ReviewInvitation> {
  const row = await openRequest(ctx, token, today, false);
  return { villa: row.villa, checkIn: row.checkIn, checkOut: row.checkOut, author: reviewAuthorName(row.guestName), validUntil: addDays(row.expiresOn, -1) };
}

/**
 * A guest's review through their link: only for a completed stay, once per booking. The link is
 * spent and the review stored (pending moderation) in one transaction; the link's row is locked
 * first and reviews.booking_id is unique, so a retried or doubled request cannot add a second.
 */
export async function submitReview(ctx: RequestContext, input: SubmitReviewInput, today: string = businessToday()): Promise<SubmittedReview> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const row = await openRequest(tx, input.token, today, true);
      await sql(tx, `UPDATE review_requests SET used_at = now() WHERE booking_id = $1`, [row.bookingId]);
      const review = await tx.manager.getRepository(Review).save(
        tx.manager.getRepository(Review).create({
          propertyId: row.propertyId,
          bookingId: row.bookingId,
          title: input.title.trim(),
          content: input.content.trim(),
          rating: input.rating,
          cleanliness: input.cleanliness,
          location: input.location,
          value: input.value,
          service: input.service,
          author: reviewAuthorName(row.guestName),
          date: row.checkIn,
          language: ctx.locale,
          photos: [],
          hasMedia: false,
          verified: true,
          source: 'guest',
          status: 'pending',
        }),
      );
      return { id: review.id, status: review.status, message: translate(ctx.locale, 'reviews.submitted') };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', 'reviews.alreadyReviewed', {}, 'token');
    throw error;
  }
}

interface AdminRow {
  villa: string | null;
}

function adminReview(review: Review, villa: string | null): AdminReview {
  return {
    id: review.id,
    review,
    status: review.status,
    rejectionReason: review.rejectionReason,
    rejectionNote: review.rejectionNote,
    villa,
    bookingId: review.bookingId,
    submittedAt: review.createdAt,
    moderatedAt: review.moderatedAt,
  };
}

/** Staff: the moderation queue, oldest first (by default the reviews waiting for a decision). */
export async function reviewQueue(ctx: RequestContext, status: ReviewStatus = 'pending', page?: Partial<PageInput> | null, after?: string | null): Promise<Page<AdminReview>> {
  authorize(ctx, [Role.Admin]);
  const qb = ctx.manager.getRepository(Review).createQueryBuilder('r').where('r.status = :status', { status });
  const found = await keysetPage(qb, [byColumn('createdAt'), byColumn('id')], page, after);
  const ids = [...new Set(found.items.map((r) => r.propertyId).filter((id): id is string => !!id))];
  const { rows } = ids.length ? await sql<{ id: string; title: string }>(ctx, `SELECT id, title FROM properties WHERE id = ANY($1::uuid[])`, [ids]) : { rows: [] };
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return { ...found, items: found.items.map((review) => adminReview(review, review.propertyId ? (titles.get(review.propertyId) ?? null) : null)) };
}

/** Locks a review for a staff decision; 404 for an unknown id. */
async function lockedReview(tx: RequestContext, id: string): Promise<{ review: Review; villa: string | null }> {
  if (!isUuid(id)) throw notFound('reviews.notFound');
  const review = await tx.manager.getRepository(Review).createQueryBuilder('r').where('r.id = :id', { id }).setLock('pessimistic_write').getOne();
  if (!review) throw notFound('reviews.notFound');
  const { rows: [row] } = review.propertyId ? await sql<AdminRow>(tx, `SELECT title AS villa FROM properties WHERE id = $1`, [review.propertyId]) : { rows: [] as AdminRow[] };
  return { review, villa: row?.villa ?? null };
}

/** The villa's rating as search cards and its page show it: its approved verified-stay reviews (demo reviews do not count). */
async function refreshVillaRating(tx: RequestContext, propertyId: string | null): Promise<void> {
  if (!propertyId) return;
  await sql(
    tx,
    `UPDATE properties p SET review_count = s.n, review_average = s.average
       FROM (SELECT count(*)::int AS n, round(avg(rating)::numeric, 1)::real AS average FROM reviews WHERE property_id = $1 AND status = 'approved' AND verified) s
      WHERE p.id = $1`,
    [propertyId],
  );
}

function target(review: Review, villa: string | null) {
  return { type: AuditTargetType.REVIEW, id: review.id, label: villa ? `${review.title} (${villa})` : review.title };
}

/**
 * Staff approve or reject a review. Every decision is audited with what it changed; a review may
 * be decided again (a published one withdrawn, a rejection reversed), but not to what it already is.
 */
async function decide(ctx: RequestContext, id: string, status: 'approved' | 'rejected', reason: RejectReviewInput | null): Promise<AdminReview> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const { review, villa } = await lockedReview(tx, id);
    if (review.status === status) throw new AppError('CONFLICT', 'reviews.alreadyDecided', { status: translate(ctx.locale, `reviews.status.${status}`) });
    const before = { status: review.status, rejectionReason: review.rejectionReason, rejectionNote: review.rejectionNote };
    review.status = status;
    review.rejectionReason = reason?.reason ?? null;
    review.rejectionNote = reason?.note?.trim() || null;
    review.moderatedAt = new Date();
    await tx.manager.getRepository(Review).update(review.id, { status: review.status, rejectionReason: review.rejectionReason, rejectionNote: review.rejectionNote, moderatedAt: () => 'now()' });
    await refreshVillaRating(tx, review.propertyId);
    const after = { status: review.status, rejectionReason: review.rejectionReason, rejectionNote: review.rejectionNote };
    await recordChange(tx, status === 'approved' ? AuditAction.REVIEW_APPROVED : AuditAction.REVIEW_REJECTED, target(review, villa), before, after);
    return adminReview(review, villa);
  });
}

export function approveReview(ctx: RequestContext, id: string): Promise<AdminReview> {
  return decide(ctx, id, 'approved', null);
}

/** Rejects with a reason code; `other` needs a note. */
export function rejectReview(ctx: RequestContext, id: string, input: RejectReviewInput): Promise<AdminReview> {
  if (input.reason === 'other' && !input.note?.trim()) throw badInput('reviews.noteRequired', 'note');
  return decide(ctx, id, 'rejected', input);
}

/** Staff publish (or change) their reply under a review; audited. It shows once the review is approved. */
export async function replyToReview(ctx: RequestContext, id: string, input: ReviewReplyInput): Promise<AdminReview> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const { review, villa } = await lockedReview(tx, id);
    const before = { reply: review.reply };
    review.reply = input.reply.trim();
    review.repliedAt = new Date();
    await tx.manager.getRepository(Review).update(review.id, { reply: review.reply, repliedAt: () => 'now()' });
    await recordChange(tx, AuditAction.REVIEW_REPLIED, target(review, villa), before, { reply: review.reply });
    return adminReview(review, villa);
  });
}
