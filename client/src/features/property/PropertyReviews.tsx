import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { HowWeVerifyLink, ReviewCard, Stars } from '../../components/ReviewCard';
import { PropertySection } from './PropertySection';

/** Most reviews the villa page shows. */
export const VILLA_PAGE_REVIEWS = 10;

/** What the villa's reviews section reads; the villa page's query spreads it. */
export const PropertyReviewsFragment = graphql(`
  fragment PropertyReviews_property on Property {
    id
    reviewCount
    averageRating
    reviews(page: { offset: 0, limit: 10 }) {
      totalCount
      items {
        id
        ...ReviewCard_review
      }
    }
  }
`);

/**
 * The villa's published reviews: the average and count of its verified stays (demo reviews do not
 * count), then the reviews, verified stays first, and the link to how reviews are verified.
 */
export function PropertyReviews({ property }: { property: FragmentType<typeof PropertyReviewsFragment> }) {
  const intl = useIntl();
  const { data: villa, complete } = useFragment({ fragment: PropertyReviewsFragment, fragmentName: 'PropertyReviews_property', from: property });
  if (!complete) return null;
  const items = villa.reviews.items.slice(0, VILLA_PAGE_REVIEWS);
  return (
    <PropertySection headingId="reviews-title" title="property.reviews" className="property__reviews">
      {villa.reviewCount && villa.averageRating ? (
        <p className="property__rating">
          <Stars rating={Math.round(villa.averageRating)} />{' '}
          <FormattedMessage
            id="property.rating"
            values={{ rating: intl.formatNumber(villa.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: villa.reviewCount, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      ) : (
        <p className="property__rating">
          <FormattedMessage id="property.noVerifiedReviews" />
        </p>
      )}
      {items.length ? (
        <ul className="property__review-list">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : null}
      <HowWeVerifyLink />
    </PropertySection>
  );
}
