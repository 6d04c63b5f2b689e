import type { Locale } from '../../../../common/locale';
import type { RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput, type SortKey } from '../../graphql/pagination';
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
  after?: string | null,
): Promise<Page<Review>> {
  const qb = ctx.manager.getRepository(Review).createQueryBuilder('r');
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

export async function reviewSummary(ctx: RequestContext): Promise<ReviewSummary> {
  const { rows: [row] } = await sql<{ average: string; total: string; verified: string }>(
    ctx,
    `SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS average, count(*) AS total, count(*) FILTER (WHERE verified) AS verified FROM reviews`,
  );
  return { averageRating: Number(row.average), totalCount: Number(row.total), verifiedCount: Number(row.verified) };
}

