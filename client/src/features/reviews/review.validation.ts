import * as z from 'zod/mini';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '../../../../common/reviews';
import { rule, trimmedMin } from '../../lib/form';

/** A rating chosen from 1 to 5 (the select's value, as text). */
const stars = z.string().check(rule((value: string) => /^[1-5]$/.test(value), 'reviewForm.error.rating'));

/** The review form: five ratings, a title and the text; the messages are message ids. */
export const reviewSchema = z.object({
  rating: stars,
  cleanliness: stars,
  location: stars,
  value: stars,
  service: stars,
  title: z.string().check(trimmedMin(2, 'reviewForm.error.title'), rule((value: string) => value.trim().length <= REVIEW_TITLE_MAX, 'reviewForm.error.title')),
  content: z.string().check(trimmedMin(REVIEW_TEXT_MIN, 'reviewForm.error.content'), rule((value: string) => value.trim().length <= REVIEW_TEXT_MAX, 'reviewForm.error.content')),
});
export type ReviewValues = z.infer<typeof reviewSchema>;

export const EMPTY_REVIEW: ReviewValues = { rating: '', cleanliness: '', location: '', value: '', service: '', title: '', content: '' };
