/**
 * Verified reviews: who may write one, when the link comes and how long it works, and what a
 * review holds. Server (validation, the review-request job) and client (the form) read these.
 */

/** The review link is e-mailed this many days after departure, unless REVIEW_REQUEST_DELAY_DAYS says otherwise. */
export const REVIEW_REQUEST_DELAY_DAYS_DEFAULT = 1;
/** A review link works for this many days after it is sent, and only once. */
export const REVIEW_LINK_VALID_DAYS = 60;
/** The review's text: at least this many characters (after trimming)… */
export const REVIEW_TEXT_MIN = 30;
/** …and at most this many. */
export const REVIEW_TEXT_MAX = 2000;
/** The review's title: 2 to this many characters. */
export const REVIEW_TITLE_MAX = 120;
/** Staff's reply under a review: at most this many characters. */
export const REVIEW_REPLY_MAX = 2000;
/** Staff's note on a rejection: at most this many characters. */
export const REVIEW_NOTE_MAX = 500;

/** Why staff reject a review; `other` needs a note. Nothing is rejected for being negative. */
export const REJECTION_REASONS = ['abusive', 'personal_data', 'not_about_stay', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The ratings a review gives, each 1 to 5: overall (`rating`) and the four categories. */
export const REVIEW_RATINGS = ['rating', 'cleanliness', 'location', 'value', 'service'] as const;

/**
 * The name a review is published under: the first name and the initial of the last, so a
 * review names nobody in full ("Ada Lovelace" → "Ada L."). One word stays as it is.
 */
export function reviewAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1].charAt(0).toUpperCase()}.`;
}

/** A stay is completed, and may be reviewed, from its departure day on (`today` and `checkOut` as YYYY-MM-DD). */
export function stayCompleted(checkOut: string, today: string): boolean {
  return checkOut <= today;
}
