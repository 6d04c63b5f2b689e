import { MAX_PANEL_REVIEWS } from '../../../../common/constants';
import type { Language, ReviewFilter, ReviewSort } from '../../__generated__/graphql';
import { formatDateIn } from '../../lib/dates';

export type ReviewSortChoice = 'newest' | 'popular';
/** 'all' or a rating of 1 to 5. */
export type RatingChoice = 'all' | 1 | 2 | 3 | 4 | 5;
export const RATING_CHOICES: RatingChoice[] = ['all', 5, 4, 3, 2, 1];

/**
 * The reviews query for the panel's controls: newest (default) or popular (rating descending,
 * then date, done by the server), an optional exact rating, optionally only reviews with
 * photos; at most MAX_PANEL_REVIEWS. Reviews in the interface language come first.
 */
export function reviewPanelVariables(sort: ReviewSortChoice, rating: RatingChoice, withMedia: boolean, language: Language = 'en') {
  const filter: ReviewFilter = {};
  if (rating !== 'all') filter.rating = rating;
  if (withMedia) filter.withMedia = true;
  const order: ReviewSort = sort === 'popular' ? 'POPULAR' : 'NEWEST';
  return {
    sort: order,
    filter,
    language,
    page: { offset: 0, limit: MAX_PANEL_REVIEWS },
  };
}

/** Review dates are month, day and year in US English; null when invalid. */
export function formatReviewDate(iso: string): string | null {
  return formatDateIn('en-US', iso, 'long');
}

/** The interface language as the graph's Language (English for anything unknown). */
export function interfaceLanguage(locale: string): Language {
  return locale === 'de' ? 'de' : 'en';
}
