import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Language } from '../../graphql/language';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput, type Page } from '../../graphql/pagination';
import { Review } from './review.entity';
import { listReviews, reviewSummary } from './review.service';
import { ReviewFilter, ReviewPage, ReviewSort, ReviewSummary } from './review.types';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => ReviewPage, { description: 'Guest reviews, newest first unless sorted otherwise, one page at a time.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  reviews(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReviewFilter, { nullable: true }) filter?: ReviewFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
    @Arg('sort', () => ReviewSort, { defaultValue: ReviewSort.NEWEST }) sort?: ReviewSort,
    @Arg('languageFirst', () => Language, { nullable: true, description: "Reviews written in this language come first; by default the request's language." }) languageFirst?: Language | null,
  ): Promise<Page<Review>> {
    return listReviews(ctx, filter, page, sort, languageFirst ?? ctx.locale, after);
  }

  @Query(() => ReviewSummary, { description: 'Average rating and counts over all reviews.' })
  reviewSummary(@Ctx() ctx: RequestContext): Promise<ReviewSummary> {
    return reviewSummary(ctx);
  }
}
