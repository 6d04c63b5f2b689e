import { IsBoolean, IsOptional } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { namedEnum, type EnumValue } from '../../graphql/enum-type';
import { Paginated } from '../../graphql/pagination';
import { OptionalInt } from '../../graphql/filter-fields';
import { v } from '../../validation';
import { Review } from './review.entity';

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

@ObjectType({ description: 'Overall figures of all reviews, for the reviews panel.' })
export class ReviewSummary {
  @Field(() => Float, { description: 'Mean rating out of 5, rounded to 1 decimal; 0 when there are no reviews.' })
  averageRating: number;

  @Field(() => Int, { description: 'Number of reviews.' })
  totalCount: number;

  @Field(() => Int, { description: 'Number of verified reviews.' })
  verifiedCount: number;
}
