import { IsBoolean, IsOptional } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { OptionalInt } from '../../graphql/filter-fields';
import { v } from '../../validation';
import { Review } from './review.entity';

export enum ReviewSort {
  NEWEST = 'NEWEST',
  POPULAR = 'POPULAR',
}
registerEnumType(ReviewSort, {
  name: 'ReviewSort',
  description: 'Order of the reviews list (spec: the reviews panel sort control).',
  valuesConfig: {
    NEWEST: { description: 'Most recent stay first.' },
    POPULAR: { description: 'Highest rating first, then most recent.' },
  },
});

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
