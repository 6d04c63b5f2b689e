import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_PANEL_REVIEWS } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { Carousel } from '../../components/Carousel';
import { Icon } from '../../components/icons';
import { SidePanel } from '../../components/SidePanel';
import { formatReviewDate, interfaceLanguage, RATING_CHOICES, reviewPanelVariables, type RatingChoice, type ReviewSortChoice } from './reviews.logic';

/** What a review card shows; the review lists spread it. */
export const ReviewCardFragment = graphql(`
  fragment ReviewCard_review on Review {
    id
    author
    title
    content
    date
    rating
    verified
    hasMedia
    language
    photos
  }
`);

const HomeReviewsQuery = graphql(`
  query HomeReviews($limit: Int!, $language: Language!) {
    reviews(page: { offset: 0, limit: $limit }, languageFirst: $language) {
      items {
        id
        ...ReviewCard_review
      }
    }
  }
`);

const ReviewsPanelQuery = graphql(`
  query ReviewsPanel($sort: ReviewSort!, $filter: ReviewFilter, $page: PageInput, $language: Language!) {
    reviewSummary {
      averageRating
      totalCount
      verifiedCount
    }
    reviews(sort: $sort, filter: $filter, page: $page, languageFirst: $language) {
      totalCount
      items {
        id
        ...ReviewCard_review
      }
    }
  }
`);

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage({ id: 'reviews.stars' }, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={15} fill={i < rating ? 'currentColor' : undefined} className={i < rating ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}

/**
 * One review. Reviews are not translated: one in another language than the interface says which
 * (and carries its `lang` for screen readers). Guest photos show as small thumbnails.
 */
export function ReviewCard({ review: from }: { review: FragmentType<typeof ReviewCardFragment> }) {
  const intl = useIntl();
  const fragment = useFragment({ fragment: ReviewCardFragment, fragmentName: 'ReviewCard_review', from });
  if (!fragment.complete) return null;
  const review = fragment.data;
  const date = formatReviewDate(review.date);
  const foreign = review.language !== intl.locale;
  return (
    <article className="surface review-card" lang={foreign ? review.language : undefined}>
      <Stars rating={review.rating} />
      <h3 className="review-card__title">{review.title}</h3>
      {foreign ? (
        <p className="review-card__language" lang={intl.locale}>
          <FormattedMessage id={`reviews.writtenIn.${review.language}`} />
        </p>
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
      <p className="review-card__meta">
        <span className="review-card__author">{review.author}</span>
        {' · '}
        {date ?? <FormattedMessage id="reviews.recent" />}
        {review.verified ? (
          <span className="review-card__verified">
            <Icon name="check" size={14} />
            <FormattedMessage id="reviews.verified" />
          </span>
        ) : null}
      </p>
    </article>
  );
}

/** The home page's reviews carousel (no loop). Reviews fail quietly: without them the carousel is left out. */
export function ReviewsCarousel() {
  const intl = useIntl();
  const { data } = useQuery(HomeReviewsQuery, { variables: { limit: MAX_PANEL_REVIEWS, language: interfaceLanguage(intl.locale) } });
  const reviews = data?.reviews?.items ?? [];
  if (!reviews.length) return null;
  return (
    <Carousel label={intl.formatMessage({ id: 'reviews.title' })}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Carousel>
  );
}

/** The left-edge tab and its slide-in panel with the overall rating, sort and filters. */
export function ReviewsTab() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="reviews-tab" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="star" size={15} fill="currentColor" />
        <span>{intl.formatMessage({ id: 'reviews.tab' })}</span>
      </button>
      {open ? (
        // The panel hands focus back to this tab when it closes.
        <ReviewsPanel onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function ReviewsPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [sort, setSort] = useState<ReviewSortChoice>('newest');
  const [rating, setRating] = useState<RatingChoice>('all');
  const [withMedia, setWithMedia] = useState(false);
  const { data, previousData, loading } = useQuery(ReviewsPanelQuery, { variables: reviewPanelVariables(sort, rating, withMedia, interfaceLanguage(intl.locale)) });
  // While a new sort or filter loads, the previous list stays on screen.
  const shown = data ?? previousData;

  const summary = shown?.reviewSummary;
  return (
    <SidePanel title={<FormattedMessage id="reviews.title" />} closeLabel={intl.formatMessage({ id: 'reviews.close' })} onClose={onClose} side="left">
      <div className="side-panel__body reviews-panel">
        {summary ? (
          <div className="reviews-panel__summary">
            <p className="reviews-panel__rating">
              <FormattedMessage
                id="reviews.overall"
                values={{
                  rating: intl.formatNumber(summary.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
            <Stars rating={Math.round(summary.averageRating)} />
            <p className="reviews-panel__award">
              <Icon name="award" size={18} />
              <FormattedMessage id="reviews.platinumAward" values={{ year: 2025 }} />
            </p>
            <p className="reviews-panel__verified">
              <FormattedMessage id="reviews.verifiedCount" values={{ count: summary.verifiedCount }} />
            </p>
          </div>
        ) : null}
        <div className="reviews-panel__controls">
          <label>
            <span className="field-label">
              <FormattedMessage id="reviews.sort" />
            </span>
            <select className="control" value={sort} onChange={(e) => setSort(e.target.value as ReviewSortChoice)}>
              <option value="newest">{intl.formatMessage({ id: 'reviews.sort.newest' })}</option>
              <option value="popular">{intl.formatMessage({ id: 'reviews.sort.popular' })}</option>
            </select>
          </label>
          <label>
            <span className="field-label">
              <FormattedMessage id="reviews.rating" />
            </span>
            <select className="control" value={String(rating)} onChange={(e) => setRating(e.target.value === 'all' ? 'all' : (Number(e.target.value) as RatingChoice))}>
              {RATING_CHOICES.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {choice === 'all' ? intl.formatMessage({ id: 'reviews.rating.all' }) : intl.formatMessage({ id: 'reviews.stars' }, { rating: choice })}
                </option>
              ))}
            </select>
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={withMedia} onChange={(e) => setWithMedia(e.target.checked)} />
            <FormattedMessage id="reviews.withMedia" />
          </label>
        </div>
        {loading && !shown ? (
          <p role="status">
            <FormattedMessage id="app.loading" />
          </p>
        ) : null}
        <ul className="reviews-panel__list" aria-busy={loading}>
          {(shown?.reviews.items ?? []).slice(0, MAX_PANEL_REVIEWS).map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {shown && !shown.reviews.items.length ? (
          <p className="reviews-panel__empty">
            <FormattedMessage id="reviews.none" />
          </p>
        ) : null}
      </div>
    </SidePanel>
  );
}
