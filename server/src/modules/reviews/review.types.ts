import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { REJECTION_REASONS, REVIEW_NOTE_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, type RejectionReason } from '../../../../common/reviews';
import { compose } from '../../decorators';
import { namedEnum, type EnumValue } from '../../graphql/enum-type';
import { Paginated } from '../../graphql/pagination';
import { OptionalInt } from '../../graphql/filter-fields';
import { TrimmedLength, v } from '../../validation';
import { RejectionReasonEnum, Review, REVIEW_STATUSES, ReviewStatusEnum, type ReviewStatus } from './review.entity';

export const ReviewSort = namedEnum('ReviewSort', 'Order of the reviews list (spec: the reviews panel sort control).', {
  NEWEST: 'Most recent stay first.',
  POPULAR: 'Highest rating first, then most recent.',
});
export type ReviewSort = EnumValue<typeof ReviewSort>;

@InputType({ description: 'Narrows the reviews list. Every field given must hold.' })
export class ReviewFilter {
  @OptionalInt(1, 5, 'Only reviews with exactly this rating (1 to 5).')
  rating?: number;

  @Field({ nullable: true, description: 'true: only reviews that come with guest photos.' })
  @IsOptional()
  @IsBoolean(v('validation.boolean'))
  withMedia?: boolean;
}

@ObjectType({ description: 'A page of guest reviews.' })
export class ReviewPage extends Paginated(Review) {}

@ObjectType({ description: 'Overall figures of all published reviews, for the reviews panel.' })
export class ReviewSummary {
  @Field(() => Float, { description: 'Mean rating out of 5, rounded to 1 decimal; 0 when there are no reviews.' })
  averageRating: number;

  @Field(() => Int, { description: 'Number of reviews.' })
  totalCount: number;

  @Field(() => Int, { description: 'Number of verified-stay reviews.' })
  verifiedCount: number;
}

/** A rating from 1 to 5 that must be given. */
const Rating = (description: string) => compose(Field(() => Int, { description }), IsDefined(v('validation.required')), IsInt(v('reviews.rating')), Min(1, v('reviews.rating')), Max(5, v('reviews.rating')));

@InputType({ description: 'A guest review of a completed stay, sent with the token of the e-mailed review link.' })
export class SubmitReviewInput {
  @Field({ description: 'The token of the review link (the last part of its address).' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, 200, v('reviews.tokenInvalid'))
  token: string;

  @Rating('The overall rating, 1 to 5.')
  rating: number;

  @Rating('Cleanliness, 1 to 5.')
  cleanliness: number;

  @Rating('Location, 1 to 5.')
  location: number;

  @Rating('Value for money, 1 to 5.')
  value: number;

  @Rating('Service, 1 to 5.')
  service: number;

  @Field({ description: `2 to ${REVIEW_TITLE_MAX} characters.` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(2, REVIEW_TITLE_MAX, v('validation.length'))
  title: string;

  @Field({ description: `The review, ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters, in the guest's language.` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, v('validation.length'))
  content: string;
}

@ObjectType({ description: 'The answer to a submitted review: it waits for moderation before it is published.' })
export class SubmittedReview {
  @Field(() => ID)
  id: string;

  @Field(() => ReviewStatusEnum)
  status: ReviewStatus;

  @Field({ description: 'A thank-you in the request’s language that says the review is published once staff have checked it.' })
  message: string;
}

@ObjectType({ description: 'What a review link is for: the stay it reviews. Answers only while the link works.' })
export class ReviewInvitation {
  @Field({ description: "The villa's name in the request's language." })
  villa: string;

  @Field({ description: 'Arrival date (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure date (YYYY-MM-DD).' })
  checkOut: string;

  @Field({ description: 'The name the review will be published under (first name and initial).' })
  author: string;

  @Field({ description: 'The last day the link works (YYYY-MM-DD).' })
  validUntil: string;
}

@ObjectType({ description: 'Admin: a review with its moderation, for the moderation queue.' })
export class AdminReview {
  @Field(() => Review)
  review: Review;

  @Field(() => ID)
  id: string;

  @Field(() => ReviewStatusEnum)
  status: ReviewStatus;

  @Field(() => RejectionReasonEnum, { nullable: true })
  rejectionReason: RejectionReason | null;

  @Field(() => String, { nullable: true, description: "Staff's note on the rejection (required with OTHER)." })
  rejectionNote: string | null;

  @Field(() => String, { nullable: true, description: "The reviewed villa's title; null for a review of the company." })
  villa: string | null;

  @Field(() => ID, { nullable: true, description: 'The booking of the stay reviewed; null for demo reviews.' })
  bookingId: string | null;

  @Field({ description: 'When the review was written.' })
  submittedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff last approved or rejected it.' })
  moderatedAt: Date | null;
}

@ObjectType({ description: 'Admin: a page of the moderation queue.' })
export class AdminReviewPage extends Paginated(AdminReview) {}

@InputType({ description: 'Admin: why a review is rejected.' })
export class RejectReviewInput {
  @Field(() => RejectionReasonEnum)
  @IsDefined(v('validation.required'))
  @IsIn(REJECTION_REASONS, v('validation.enum'))
  reason: RejectionReason;

  @Field(() => String, { nullable: true, description: `Required with OTHER; at most ${REVIEW_NOTE_MAX} characters.` })
  @IsOptional()
  @IsString(v('validation.text'))
  @TrimmedLength(0, REVIEW_NOTE_MAX, v('validation.length'))
  note?: string | null;
}

@InputType({ description: "Admin: staff's reply published under a review." })
export class ReviewReplyInput {
  @Field({ description: `1 to ${REVIEW_REPLY_MAX} characters.` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, REVIEW_REPLY_MAX, v('validation.length'))
  reply: string;
}

@InputType({ description: 'Admin: which reviews of the moderation queue to list.' })
export class ReviewQueueFilter {
  @Field(() => ReviewStatusEnum, { nullable: true, description: 'PENDING (the default): waiting for a decision; APPROVED or REJECTED: decided.' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, v('validation.enum'))
  status?: ReviewStatus | null;
}
