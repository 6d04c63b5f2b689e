/**
 * Business constants, shared by server and client. Each is named after its meaning;
 * nothing else repeats these numbers.
 */

/** Minimum booking lead: check-in at least this many days from today. */
export const BOOKING_LEAD_DAYS = 14;
export const DEFAULT_NIGHTS = 7;
export const NIGHT_OPTIONS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21] as const;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_SEARCH_GUESTS = 2;
export const MIN_GUESTS = 1;
export const DEFAULT_MIN_NIGHTS = 1;

/** "Flights Included" badge from this weekly price (GBP) upwards. */
export const FLIGHTS_INCLUDED_FROM_PRICE = 6000;
/** ABOVE collection: weekly price above this, or badge ABOVE. */
export const ABOVE_PRICE_THRESHOLD = 3000;
export const ABOVE_BADGE = 'ABOVE';
export const MAX_CARD_FEATURES = 3;
export const SIMILAR_PROPERTIES_COUNT = 3;
/**
 * A villa search counts its matches up to this many; beyond it the count says "1,000+"
 * (`totalCountIsEstimate`), so no search reads every match just to count it.
 */
export const SEARCH_COUNT_CAP = 1000;

export const BASE_CURRENCY = 'GBP';
export const BASKET_REFRESH_MS = 2000;
export const MAX_PANEL_REVIEWS = 10;
export const HERO_IMAGE_COUNT = 5;
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;
export const CAROUSEL_CARD_WIDTH_PX = 350;
export const FOOTER_DESTINATIONS_SHOWN = 6;
export const FOOTER_DESTINATIONS_MORE = 7;
export const MOBILE_BREAKPOINT_PX = 768;

/** Share of an extra's (or stay's) price that may be paid as a deposit. */
export const DEPOSIT_RATE = 0.25;
export const NEWSLETTER_DISCOUNT_CODE = 'NEWSLETTER20';
export const NEWSLETTER_DISCOUNT_PERCENT = 20;
export const FORGOT_PASSWORD_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
/** A dismissed toast is dropped from memory this long after it was hidden. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Validation minimums. */
export const MIN_NAME_LENGTH = 2;
export const MIN_PHONE_LENGTH = 10;
export const MIN_SUBJECT_LENGTH = 5;
export const MIN_MESSAGE_LENGTH = 20;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PASSENGERS = 1;
export const MIN_QUANTITY = 1;
/** Upper bounds that keep free-text form fields and passenger counts sane. */
export const MAX_PASSENGERS = 50;
export const MAX_TEXT_LENGTH = 200;
/** Longest accepted password: long enough for any passphrase, short enough to bound hashing work. */
export const MAX_PASSWORD_LENGTH = 128;
/** Longest account name (registration). */
export const MAX_ACCOUNT_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;
/** Enquiry and flight-inquiry forms: submissions per IP address per hour (each form). */
export const ENQUIRIES_PER_IP_PER_HOUR = 5;
/** Newsletter sign-ups that send a confirmation mail, per IP address per hour. */
export const NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR = 10;
/** What a deleted account's kept financial records show instead of the person's name. */
export const ANONYMISED_NAME = 'Deleted user';
/** Newsletter confirmation links: an unused one is deleted (stops working) this many days after it was sent, a used one this many days after use. */
export const NEWSLETTER_LINK_RETENTION_DAYS = 30;

export const EXTRA_CATEGORIES = ['flights', 'car-hire', 'transfers', 'insurance'] as const;
export type ExtraCategory = (typeof EXTRA_CATEGORIES)[number];

export const FESTIVE_PACKAGE_TYPES = ['christmas', 'new-year', 'complete-festive'] as const;
export type FestivePackageType = (typeof FESTIVE_PACKAGE_TYPES)[number];

/**
 * Amenity quick filters: each matches amenity labels containing
 * the given text, case-insensitively.
 */
export const AMENITY_FILTERS = {
  beachfront: 'beach',
  'infinity-pool': 'infinity',
  island: 'island',
  'private-pool': 'private pool',
  pool: 'pool',
  family: 'family',
} as const;
export type AmenityFilter = keyof typeof AMENITY_FILTERS;
export const AMENITY_FILTER_KEYS = Object.keys(AMENITY_FILTERS) as AmenityFilter[];

/** Amenity icons the property page knows. */
export const AMENITY_ICONS = ['wifi', 'wind', 'car', 'waves', 'coffee', 'tv'] as const;

/** Languages whose visitors get German on first visit. */
export const GERMAN_COUNTRY_CODES = ['DE', 'AT', 'CH', 'LI', 'LU'] as const;

/** The /search?region= value for a country name: lowercased, spaces replaced by hyphens. */
export function regionSlug(countryName: string): string {
  return countryName.toLowerCase().replace(/ /g, '-');
}

/** Checkout: a deposit may be chosen when check-in is more than this many weeks away… */
export const DEPOSIT_MIN_WEEKS_BEFORE_CHECK_IN = 8;
/** …and the balance is then due this many weeks before check-in. */
export const BALANCE_DUE_WEEKS_BEFORE_CHECK_IN = 8;
/** Orders are charged in this currency; amounts are in its minor units (pence). */
export const CHECKOUT_CURRENCY = BASE_CURRENCY;
export const MINOR_UNITS_PER_MAJOR = 100;
export const PAYMENT_OPTIONS = ['full', 'deposit'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment row takes money (charge) or gives it back (refund, a row of its own). */
export const PAYMENT_KINDS = ['charge', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** Checkout holds the villa dates this long while the card is charged; an unconfirmed hold then expires. */
export const CHECKOUT_HOLD_MINUTES = 15;
/** Balance reminder e-mails go out this many days before the due date (0 = on the day). */
export const BALANCE_REMINDER_DAYS_BEFORE = [14, 3, 0] as const;
/** A balance still unpaid this many days after its due date makes the order overdue (shown to staff). */
export const BALANCE_OVERDUE_AFTER_DAYS = 7;

/** A held damage deposit is given back this many days after check-out by default (DAMAGE_DEPOSIT_RELEASE_DAYS), unless staff claim part of it first. */
export const DAMAGE_DEPOSIT_RELEASE_DAYS_DEFAULT = 7;
/** Most stays, and most different extras, one basket may hold. */
export const MAX_BASKET_STAYS = 10;
export const MAX_BASKET_EXTRAS = 20;
export const MAX_EXTRA_QUANTITY = 99;
/** Longest stay bookable online; longer stays go through an enquiry. */
export const MAX_STAY_NIGHTS = 90;
/**
 * Villas as staff edit them in the back office: the bounds every field is checked
 * against (the database adds its own: price above 0, sleeps at least 1, discount 0 to 100).
 */
export const VILLA_LIMITS = {
  titleLength: 120,
  /** Location, region, badge, destination key, an amenity label, one line of features, layout or nearby attractions. */
  lineLength: 200,
  descriptionLength: 1000,
  longDescriptionLength: 10_000,
  /** Most entries of features, layout, nearby attractions and amenities, each. */
  listEntries: 40,
  slugLength: 120,
  maxPrice: 1_000_000,
  maxRooms: 50,
  maxSleeps: 100,
  maxDiscount: 100,
} as const;
/** Test card numbers of the built-in test payment provider (the familiar Stripe test cards). */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const TEST_CARD_INSUFFICIENT_FUNDS = '4000000000009995';

/**
 * Cancellation policy: cancelled more than this many weeks before check-in, the
 * guest gets everything back but the deposit…
 */
export const CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS = 8;
/** …from then until this many days before check-in, this share of the total is kept… */
export const CANCELLATION_PARTIAL_MIN_DAYS = 14;
/** (closer to check-in nothing is refunded). */
export const CANCELLATION_PARTIAL_CHARGE_RATE = 0.5;

/**
 * Villa photos: an upload is at most this many bytes (15 MB), and JPEG, PNG, WebP or
 * AVIF as read from its bytes.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Larger images (in pixels, after decoding) are refused: bounds the memory one upload needs. */
export const PHOTO_MAX_PIXELS = 100_000_000;
/** AVIF and WebP copies are made at these widths, never wider than the original. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The JPEG fallback (and `url`) is this wide, or the original's width when that is smaller. */
export const PHOTO_FALLBACK_WIDTH = 960;
/** Most photos one villa may have. */
export const MAX_PHOTOS_PER_VILLA = 40;
/** Longest alternative text of a photo, per language. */
export const MAX_PHOTO_ALT_LENGTH = 250;

/** Seasonal prices: most seasons one villa may have. */
export const MAX_SEASONS_PER_VILLA = 100;

/** The arrival guide reaches the guest (by e-mail and on the trip page) this many days before arrival, unless PRE_ARRIVAL_DAYS says otherwise. */
export const PRE_ARRIVAL_DAYS_DEFAULT = 14;
