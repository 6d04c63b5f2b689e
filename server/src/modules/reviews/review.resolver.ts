import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Language } from '../../graphql/language';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput, type Page } from '../../graphql/pagination';
import { Property } from '../properties/property.entity';
import { Role } from '../users/authorization';
import { Review } from './review.entity';
import { approveReview, listReviews, rejectReview, replyToReview, reviewInvitation, reviewQueue, reviewSummary, submitReview, villaReviews } from './review.service';
import {
  AdminReview,
  AdminReviewPage,
  RejectReviewInput,
  ReviewFilter,
  ReviewInvitation,
  ReviewPage,
  ReviewQueueFilter,
  ReviewReplyInput,
  ReviewSort,
  ReviewSummary,
  SubmitReviewInput,
  SubmittedReview,
} from './review.types';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => ReviewPage, { description: 'Published guest reviews, newest first unless sorted otherwise, one page at a time.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
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

  @Query(() => ReviewSummary, { description: 'Average rating and counts over all published reviews.' })
  reviewSummary(@Ctx() ctx: RequestContext): Promise<ReviewSummary> {
    return reviewSummary(ctx);
  }

  @Query(() => ReviewInvitation, { description: "The stay a review link is for, while the link works (else the error says why: unknown, expired, used, or the stay not completed)." })
  reviewInvitation(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<ReviewInvitation> {
    return reviewInvitation(ctx, token);
  }

  @Mutation(() => SubmittedReview, { description: "A guest's review of a completed stay, with the token of the e-mailed link: once per booking; published after moderation." })
  submitReview(@Ctx() ctx: RequestContext, @Arg('input', () => SubmitReviewInput) input: SubmitReviewInput): Promise<SubmittedReview> {
    return submitReview(ctx, input);
  }

  @Authorized(Role.Admin)
  @Query(() => AdminReviewPage, { description: 'Admin: the review moderation queue, oldest first; by default the reviews waiting for a decision.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  reviewQueue(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReviewQueueFilter, { nullable: true }) filter?: ReviewQueueFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
  ): Promise<Page<AdminReview>> {
    return reviewQueue(ctx, filter?.status ?? 'pending', page, after);
  }

  @Authorized(Role.Admin)
  @Mutation(() => AdminReview, { description: 'Admin: publishes a review (audited).' })
  approveReview(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminReview> {
    return approveReview(ctx, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => AdminReview, { description: 'Admin: rejects a review with a reason (OTHER needs a note); audited. Never for being negative.' })
  rejectReview(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('input', () => RejectReviewInput) input: RejectReviewInput): Promise<AdminReview> {
    return rejectReview(ctx, id, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => AdminReview, { description: "Admin: publishes or changes staff's reply under a review (audited)." })
  replyToReview(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('input', () => ReviewReplyInput) input: ReviewReplyInput): Promise<AdminReview> {
    return replyToReview(ctx, id, input);
  }
}

/** A villa's published reviews on the Property type. */
@Resolver(() => Property)
export class PropertyReviewsResolver {
  @FieldResolver(() => ReviewPage, { description: "The villa's published reviews: verified stays first, then demo content; newest stay first.", complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  reviews(@Root() property: Property, @Ctx() ctx: RequestContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput, @AfterArg() after?: string | null): Promise<Page<Review>> {
    return villaReviews(ctx, property.id, page, after);
  }
}
