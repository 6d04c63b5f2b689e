import type { Locale } from '../../../../common/locale';
import type { RequestContext } from '../../graphql/context';
import { pageOrDefault, toPage, type Page, type PageInput } from '../../graphql/pagination';
import { Review } from './review.entity';
import { ReviewSort, type ReviewFilter, type ReviewSummary } from './review.types';
import { sql } from '../../db/sql';

/**
 * Guest reviews, newest first by default. Reviews stay in the language they were written in;
 * those in `languageFirst` (by default the request's language; null for none) come first, so a
 * visitor reads their own language before the others.
 */
export async function listReviews(
  ctx: RequestContext,
  filter?: ReviewFilter | null,
  page?: Partial<PageInput> | null,
  sort?: ReviewSort | null,
  languageFirst: Locale | null = ctx.locale,
): Promise<Page<Review>> {
  const slice = pageOrDefault(page);
  const qb = ctx.manager.getRepository(Review).createQueryBuilder('r');
  if (languageFirst) qb.orderBy('r.language = :languageFirst', 'DESC').setParameter('languageFirst', languageFirst);
  if (filter?.rating) qb.andWhere('r.rating = :rating', { rating: filter.rating });
  if (filter?.withMedia !== undefined && filter.withMedia !== null) qb.andWhere('r.hasMedia = :withMedia', { withMedia: filter.withMedia });
  if (sort === ReviewSort.POPULAR) qb.addOrderBy('r.rating', 'DESC').addOrderBy('r.date', 'DESC');
  else qb.addOrderBy('r.date', 'DESC');
  qb.addOrderBy('r.id', 'ASC');
  const [rows, total] = await qb.offset(slice.offset).limit(slice.limit).getManyAndCount();
  return toPage(rows, total, slice);
}

export async function reviewSummary(ctx: RequestContext): Promise<ReviewSummary> {
  const { rows: [row] } = await sql<{ average: string; total: string; verified: string }>(
    ctx,
    `SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS average, count(*) AS total, count(*) FILTER (WHERE verified) AS verified FROM reviews`,
  );
  return { averageRating: Number(row.average), totalCount: Number(row.total), verifiedCount: Number(row.verified) };
}

