import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_PANEL_REVIEWS } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { Carousel } from '../../components/Carousel';
import { HowWeVerifyLink, ReviewCard, Stars } from '../../components/ReviewCard';
import { Icon } from '../../components/icons';
import { SidePanel } from '../../components/SidePanel';
import { interfaceLanguage, RATING_CHOICES, reviewPanelVariables, type RatingChoice, type ReviewSortChoice } from './reviews.logic';

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
            <HowWeVerifyLink />
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
