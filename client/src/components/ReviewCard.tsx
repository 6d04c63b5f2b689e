import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../__generated__/gql';
import { formatDate, formatDateIn } from '../lib/dates';
import { paths } from '../lib/urls';
import { Icon } from './icons';
import './review-card.css';

/** What a review card shows; the review lists spread it. */
export const ReviewCardFragment = graphql(`
  fragment ReviewCard_review on Review {
    id
    author
    title
    content
    date
    rating
    cleanliness
    location
    value
    service
    verified
    source
    reply
    hasMedia
    language
    photos
  }
`);

export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage({ id: 'reviews.stars' }, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={15} fill={i < rating ? 'currentColor' : undefined} className={i < rating ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}

const CATEGORIES = [
  ['cleanliness', 'reviews.category.cleanliness'],
  ['location', 'reviews.category.location'],
  ['value', 'reviews.category.value'],
  ['service', 'reviews.category.service'],
] as const;

/**
 * One review. A verified stay (written through the review link after a completed booking) says so
 * with the month and year of the stay; the seeded reviews say they are demo content. Reviews are
 * not translated: one in another language than the interface says which (and carries its `lang`
 * for screen readers). Guest photos show as small thumbnails; staff's reply follows the review.
 */
export function ReviewCard({ review: from }: { review: FragmentType<typeof ReviewCardFragment> }) {
  const intl = useIntl();
  const fragment = useFragment({ fragment: ReviewCardFragment, fragmentName: 'ReviewCard_review', from });
  if (!fragment.complete) return null;
  const review = fragment.data;
  const valid = !Number.isNaN(Date.parse(review.date));
  // Demo reviews keep their US date; a verified stay shows when it was, as month and year.
  const date = valid ? (review.verified ? formatDate(intl, review.date, 'monthYear') : formatDateIn('en-US', review.date, 'long')) : null;
  const foreign = review.language !== intl.locale;
  const categories = CATEGORIES.filter(([key]) => review[key] != null);
  return (
    <article className="surface review-card" lang={foreign ? review.language : undefined}>
      <Stars rating={review.rating} />
      <h3 className="review-card__title">{review.title}</h3>
      {foreign ? (
        <p className="review-card__language" lang={intl.locale}>
          <FormattedMessage id={`reviews.writtenIn.${review.language}`} />
        </p>
      ) : null}
      {categories.length ? (
        <ul className="review-card__ratings" lang={intl.locale}>
          {categories.map(([key, label]) => (
            <li key={key}>
              <FormattedMessage id={label} values={{ rating: review[key] }} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review-card__content">{review.content}</p>
      {review.photos.length ? (
        <ul className="review-card__photos" lang={intl.locale}>
          {review.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={intl.formatMessage({ id: 'reviews.photoAlt' }, { number: index + 1, author: review.author })} width={96} height={64} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review-card__meta" lang={intl.locale}>
        <span className="review-card__author">{review.author}</span>
        {review.verified ? (
          <span className="review-card__verified">
            <Icon name="check" size={14} />
            {date ? <FormattedMessage id="reviews.verifiedStay" values={{ date }} /> : <FormattedMessage id="reviews.verifiedStayRecent" />}
          </span>
        ) : (
          <>
            {' · '}
            {date ?? <FormattedMessage id="reviews.recent" />}
            <span className="review-card__badge">
              {' · '}
              <FormattedMessage id="reviews.demo" />
            </span>
          </>
        )}
      </p>
      {review.reply ? (
        <div className="review-card__reply" lang={intl.locale}>
          <p className="review-card__reply-title">
            <FormattedMessage id="reviews.reply" />
          </p>
          <p>{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The link every reviews section carries: how reviews are collected, checked and published. */
export function HowWeVerifyLink() {
  return (
    <p className="reviews-how">
      <Link to={paths.howWeVerifyReviews}>
        <FormattedMessage id="reviews.howWeVerify" />
      </Link>
    </p>
  );
}
