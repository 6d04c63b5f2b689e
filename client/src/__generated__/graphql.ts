/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An extra to add; adding the same extra again increases its quantity. */
export type AddExtraInput = {
  extraId: string | number;
  quantity?: number;
};

/** A villa stay to add to the basket. The server prices it; prices sent by a client are ignored. */
export type AddStayInput = {
  /** Arrival date, YYYY-MM-DD, at least 14 days from today. */
  checkIn: string;
  /** Departure date, YYYY-MM-DD, after checkIn. */
  checkOut: string;
  guests: number;
  propertyId: string | number;
};

/** Narrows the admin bookings list; every field is optional. */
export type AdminBookingFilter = {
  /** Check-in on or after this date (YYYY-MM-DD). */
  checkInFrom?: string | null | undefined;
  /** Check-in on or before this date (YYYY-MM-DD). */
  checkInTo?: string | null | undefined;
  propertyId?: string | number | null | undefined;
  /** Part of the guest's name or e-mail. */
  search?: string | null | undefined;
  status?: BookingStatus | null | undefined;
  userId?: string | number | null | undefined;
};

/** Staff cancel an order with a refund of their choice (minor units, 0 up to what was paid and not yet refunded). */
export type AdminCancelOrderInput = {
  orderId: string | number;
  /** Why, for the records (shown with the refund). */
  reason?: string | null | undefined;
  refundAmount: number;
};

/** Narrows the admin orders list; every field is optional. */
export type AdminOrderFilter = {
  /** Part of the order number or of the lead guest's name or e-mail. */
  search?: string | null | undefined;
  /** Only orders in this status, e.g. OVERDUE. */
  status?: OrderStatus | null | undefined;
  userId?: string | number | null | undefined;
};

/** Narrows the admin payments list. */
export type AdminPaymentFilter = {
  /** Only charges or only refunds. */
  kind?: PaymentKind | null | undefined;
  orderId?: string | number | null | undefined;
  /** Part of the payer's name or e-mail. */
  search?: string | null | undefined;
  status?: PaymentStatus | null | undefined;
  userId?: string | number | null | undefined;
};

/** Narrows the admin villa list; every field is optional. */
export type AdminPropertyFilter = {
  /** Only villas of this destination key. */
  destinationKey?: string | null | undefined;
  /** true: published villas only; false: unpublished ones only. */
  published?: boolean | null | undefined;
  /** Part of the title (English or German), the location or the slug. */
  search?: string | null | undefined;
};

/** Narrows the admin users list; every field is optional. */
export type AdminUserFilter = {
  isAdmin?: boolean | null | undefined;
  isSuspended?: boolean | null | undefined;
  /** Part of the name or e-mail, any letter case. */
  search?: string | null | undefined;
};

/** Amenity quick filters: each keeps villas with an amenity whose label contains a text (beach, infinity, island, private pool, pool, family). */
export type AmenityFilter =
  | 'BEACHFRONT'
  | 'FAMILY'
  | 'INFINITY_POOL'
  | 'ISLAND'
  | 'POOL'
  | 'PRIVATE_POOL';

/** An amenity with its label in English and German. REST also takes the spec's string form "icon:label". */
export type AmenityInput = {
  /** Icon: wifi, wind, car, waves, coffee, tv. */
  icon: string;
  /** English label, e.g. "Private pool". The storefront's amenity filters match it. */
  label: string;
  /** German label; left out or null: the English label is shown in German too. */
  labelDe?: string | null | undefined;
};

/** Admin: a villa's arrival guide; the texts in English and German. */
export type ArrivalGuideInput = {
  address: string;
  /** HH:MM, e.g. 16:00. */
  checkInTime: string;
  /** HH:MM, e.g. 10:00. */
  checkOutTime: string;
  hostPhone: string;
  houseRulesDe: string;
  houseRulesEn: string;
  keyCollectionDe: string;
  keyCollectionEn: string;
  /** https:// link to the address on a map; empty for none. */
  mapUrl: string;
  wifiName: string;
  wifiPassword: string;
};

/** An admin action recorded in the audit log. */
export type AuditAction =
  | 'ADMIN_GRANTED'
  | 'ADMIN_REVOKED'
  | 'BOOKING_DATES_CHANGED'
  | 'CALENDAR_BLOCK_ADDED'
  | 'CALENDAR_BLOCK_DELETED'
  | 'DAMAGE_DEPOSIT_CLAIMED'
  | 'ENQUIRY_STATUS_CHANGED'
  | 'ICAL_EXPORT_ROTATED'
  | 'ICAL_IMPORT_ADDED'
  | 'ICAL_IMPORT_DELETED'
  | 'IMAGES_REORDERED'
  | 'IMAGE_DELETED'
  | 'IMAGE_UPDATED'
  | 'IMAGE_UPLOADED'
  | 'ORDER_CANCELLED'
  | 'OWNER_INVITED'
  | 'OWNER_PAYOUT_RECORDED'
  | 'OWNER_STATEMENTS_CLOSED'
  | 'OWNER_STAY_ADDED'
  | 'OWNER_STAY_DELETED'
  | 'PROPERTY_CREATED'
  | 'PROPERTY_OWNER_SET'
  | 'PROPERTY_PUBLISHED'
  | 'PROPERTY_RATES_SET'
  | 'PROPERTY_UNPUBLISHED'
  | 'PROPERTY_UPDATED'
  | 'REVIEW_APPROVED'
  | 'REVIEW_REJECTED'
  | 'REVIEW_REPLIED'
  | 'USER_DELETED'
  | 'USER_SUSPENDED'
  | 'USER_UNSUSPENDED';

/** Narrows the audit log; every field is optional. */
export type AuditFilter = {
  action?: AuditAction | null | undefined;
  actorId?: string | number | null | undefined;
  /** Part of the acting admin's or the affected user's e-mail, or of the changed thing's label. */
  search?: string | null | undefined;
  /** The record acted on, whatever its kind: an account or a villa. */
  targetId?: string | number | null | undefined;
  targetType?: AuditTargetType | null | undefined;
  targetUserId?: string | number | null | undefined;
};

/** What kind of thing an audited admin action changed. */
export type AuditTargetType =
  | 'ENQUIRY'
  | 'FLIGHT_INQUIRY'
  | 'IMAGE'
  | 'ORDER'
  | 'OWNER_STATEMENT_MONTH'
  | 'PROPERTY'
  | 'REVIEW'
  | 'USER';

/** pending, confirmed or cancelled. */
export type BookingStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'PENDING';

/** Dates to block for a villa. */
export type CalendarBlockInput = {
  /** First blocked night, YYYY-MM-DD. */
  checkIn: string;
  /** Day after the last blocked night, YYYY-MM-DD. */
  checkOut: string;
  /** Why, for staff (1 to 200 characters): owner's stay, maintenance… */
  reason: string;
};

/** Cancels one of the signed-in user's orders under the cancellation policy. */
export type CancelOrderInput = {
  orderId: string | number;
};

/** DEPOSIT_ONLY: more than 8 weeks before arrival, everything but the deposit back. PARTIAL: 8 weeks to 14 days, half the total kept. NONE: closer, nothing back. */
export type CancellationTier =
  | 'DEPOSIT_ONLY'
  | 'NONE'
  | 'PARTIAL';

/** Staff move a confirmed stay to other dates of the same villa, for the same guests: the new stay must be bookable (free of other bookings and blocks, on the changeover day, at least the minimum nights, within the booking lead and horizon) and cost the same as the booked dates at the villa’s current rates. */
export type ChangeBookingDatesInput = {
  bookingId: string | number;
  /** New arrival date, YYYY-MM-DD. */
  checkIn: string;
  /** New departure date, YYYY-MM-DD, after checkIn. */
  checkOut: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/** Pays for the signed-in user's basket. Retrying with the same idempotencyKey answers the first result and never charges twice. */
export type CheckoutInput = {
  /** A discount code, such as NEWSLETTER20 (20% off the stays of your first order, for confirmed newsletter subscribers). */
  discountCode?: string | null | undefined;
  /** The total the guest was shown, in minor units; when it differs from the basket total nothing is charged (CONFLICT). */
  expectedTotal?: number | null | undefined;
  /** A fresh random key per checkout attempt (8 to 100 of A-Z a-z 0-9 - _), reused for retries of that attempt. */
  idempotencyKey: string;
  leadGuestEmail: string;
  /** Full name of the lead guest. */
  leadGuestName: string;
  leadGuestPhone: string;
  /** Test mode: a test card number such as 4242 4242 4242 4242. Stripe: a PaymentMethod id (pm_…) to charge at once, or none: the order is held pending and the answer gives the clientSecret of a PaymentIntent for the Payment Element to confirm (3-D Secure included); then call settleOrderPayment. */
  paymentMethod?: string | null | undefined;
  /** deposit: 25% of the stays (and of extras that offer a deposit) now, possible when check-in is more than 8 weeks away. */
  paymentOption?: PaymentOption;
  /** Stripe, checkout without a payment method: the guest agrees to the sentence shown (checkout.saveCardConsent) that the card is saved and the balance charged to it on its due date. Stored with the order. */
  saveCard?: boolean | null | undefined;
  /** For a basket of extras only: the travel date (YYYY-MM-DD) the extras are for; needed to pay them with a deposit. */
  travelDate?: string | null | undefined;
};

/** What checkout would charge for the basket with this option and discount code. */
export type CheckoutQuoteInput = {
  /** A discount code, such as NEWSLETTER20 (20% off the stays of your first order, for confirmed newsletter subscribers). */
  discountCode?: string | null | undefined;
  /** deposit: 25% of the stays (and of extras that offer a deposit) now, possible when check-in is more than 8 weeks away. */
  paymentOption?: PaymentOption;
  /** For a basket of extras only: the travel date (YYYY-MM-DD) the extras are for; needed to pay them with a deposit. */
  travelDate?: string | null | undefined;
};

/** Staff keep part or all of a held damage deposit for damage (before it is released after the stay); the rest is refunded and the guest e-mailed with the reason. */
export type ClaimDamageDepositInput = {
  /** Minor units of the order currency kept, from 0 up to the deposit. */
  amount: number;
  orderId: string | number;
  /** Why, as the guest is told by e-mail. */
  reason: string;
};

/** Freeze the statements of a month (and of any earlier month still open). */
export type CloseOwnerStatementsInput = {
  /** Close a month that is not over yet (the back office asks first). */
  early?: boolean | null | undefined;
  /** YYYY-MM. */
  month: string;
};

/** A new villa. It starts unpublished: publish it with setPropertyPublished once it is ready. */
export type CreatePropertyInput = {
  /** Amenities in display order, each with its German label (both stored lists are written from this one). */
  amenities?: Array<AmenityInput> | null | undefined;
  /** Card badge (e.g. "New"; "ABOVE" puts the villa in the ABOVE collection); null for none. */
  badge?: string | null | undefined;
  bathrooms: number;
  bedrooms: number;
  /** Changeover day: guests arrive and leave on this weekday only, 0 Sunday … 6 Saturday; null for any day. */
  changeoverDay?: number | null | undefined;
  /** A currency code of the currencies list; GBP when left out on create. */
  currency?: string | null | undefined;
  /** Refundable damage deposit per stay in whole units of `currency`, paid with the balance and given back after the stay; 0 (the default) for none. */
  damageDeposit?: number | null | undefined;
  description: string;
  /** A destination key (corfu, ibiza, …); it must exist. */
  destinationKey: string;
  /** Discount in percent; null for none. */
  discount?: number | null | undefined;
  features?: Array<string> | null | undefined;
  /** Latitude in degrees north, -90 … 90 (with longitude); null removes the villa from the map. */
  latitude?: number | null | undefined;
  layout?: Array<string> | null | undefined;
  /** Where the villa is, e.g. "Kassiopi, Corfu, Greece"; the storefront's location search matches its words. */
  location: string;
  longDescription: string;
  /** Longitude in degrees east, -180 … 180 (with latitude); null removes the villa from the map. */
  longitude?: number | null | undefined;
  /** Minimum stay in nights; 1 when left out on create. */
  minNights?: number | null | undefined;
  nearbyAttractions?: Array<string> | null | undefined;
  /** Price per week in whole units of `currency`. */
  price: number;
  /** Destination name shown with the location; left out on create or on a change of destination: the destination's name. */
  region?: string | null | undefined;
  /** Most guests. */
  sleeps: number;
  /** Readable unique key; made from the destination and the title when left out on create. */
  slug?: string | null | undefined;
  title: string;
  /** German texts, side by side with the English fields. */
  translations?: PropertyTranslationsInput | null | undefined;
};

/** none: the villas ask for no deposit. due: paid with the balance. held: paid, given back after the stay. released: given back whole. claimed: staff kept part or all. */
export type DamageDepositStatus =
  | 'CLAIMED'
  | 'DUE'
  | 'HELD'
  | 'NONE'
  | 'RELEASED';

export type DeleteAccountInput = {
  password: string;
};

/** Narrows an enquiries inbox; every field is optional. */
export type EnquiryFilter = {
  /** Part of the guest's name or e-mail, or of the subject (enquiries) or destination (flight inquiries). */
  search?: string | null | undefined;
  status?: EnquiryStatus | null | undefined;
};

/** A contact-form enquiry (name ≥ 2, valid email, phone ≥ 10, subject ≥ 5, message ≥ 20). */
export type EnquiryInput = {
  email: string;
  message: string;
  name: string;
  phone: string;
  subject: string;
};

/** Where staff are with an enquiry: new, answered or closed. */
export type EnquiryStatus =
  | 'ANSWERED'
  | 'CLOSED'
  | 'NEW';

/** flights, car-hire, transfers or insurance. */
export type ExtraCategory =
  | 'CAR_HIRE'
  | 'FLIGHTS'
  | 'INSURANCE'
  | 'TRANSFERS';

/** The festive season a package or offer is for: christmas, new-year or complete-festive. */
export type FestivePackageType =
  | 'CHRISTMAS'
  | 'COMPLETE_FESTIVE'
  | 'NEW_YEAR';

/** A flight inquiry: every field but message is required; returnDate on or after departureDate, which lies in the future. */
export type FlightInquiryInput = {
  departureCity: string;
  departureCountry: string;
  /** YYYY-MM-DD, after today. */
  departureDate: string;
  destinationCity: string;
  destinationCountry: string;
  email: string;
  message?: string | null | undefined;
  name: string;
  passengers?: number;
  phone: string;
  /** YYYY-MM-DD, on or after departureDate. */
  returnDate: string;
};

export type ForgotPasswordInput = {
  email: string;
};

/** A calendar feed for a villa to import. */
export type IcalImportInput = {
  /** http:// or https:// address of an iCalendar feed. */
  url: string;
};

/** A period of business days (YYYY-MM-DD), both inclusive. */
export type InsightsRange = {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD, on or after `from`. */
  to: string;
};

/** full: everything at once. deposit: the share paid at booking. balance: the rest, due before arrival. */
export type InstalmentKind =
  | 'BALANCE'
  | 'DEPOSIT'
  | 'FULL';

/** paid; due (its date has not passed); overdue (past its date, unpaid); cancelled with its order. */
export type InstalmentStatus =
  | 'CANCELLED'
  | 'DUE'
  | 'OVERDUE'
  | 'PAID';

/** An interface language of the site, by its code. */
export type Language =
  /** German. */
  | 'de'
  /** English. */
  | 'en';

export type LoginInput = {
  email: string;
  password: string;
};

/** Active = subscribed and confirmed; Pending = subscribed, not yet confirmed; Unsubscribed otherwise. */
export type NewsletterStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'UNSUBSCRIBED';

/** Newsletter subscription request. */
export type NewsletterSubscribeInput = {
  email: string;
  name?: string | null | undefined;
};

/** Narrows the newsletter subscribers list. */
export type NewsletterSubscriberFilter = {
  /** Part of the e-mail or name. */
  search?: string | null | undefined;
  status?: NewsletterStatus | null | undefined;
};

/** status: the order moved from one status to another. payment: a charge was taken. refund: money was given back. reminder: a balance reminder was sent. refund_failed: a refund failed at the bank (nothing was given back after all). deposit_released: the damage deposit was given back whole after the stay (amount: the deposit). deposit_claimed: staff kept part or all of the damage deposit (amount: what was kept; reason: why). dates_changed: staff moved a stay to other dates. */
export type OrderEventKind =
  | 'DATES_CHANGED'
  | 'DEPOSIT_CLAIMED'
  | 'DEPOSIT_RELEASED'
  | 'PAYMENT'
  | 'REFUND'
  | 'REFUND_FAILED'
  | 'REMINDER'
  | 'STATUS';

/** An order's own status (its bookings have theirs): pending (dates held while paying), confirmed (paid in full or the deposit), overdue (balance unpaid 7 days after its due date), cancelled, or expired (the hold ran out unpaid). */
export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'EXPIRED'
  | 'OVERDUE'
  | 'PENDING';

/** A date range, YYYY-MM-DD, from included, to excluded. */
export type OwnerRangeInput = {
  /** Default: today. */
  from?: string | null | undefined;
  /** Default: 18 months after from. */
  to?: string | null | undefined;
};

/** Dates an owner blocks for their own stay. */
export type OwnerStayInput = {
  /** First night, YYYY-MM-DD. */
  from: string;
  /** A note for staff, up to 200 characters. */
  note?: string | null | undefined;
  /** Day after the last night, YYYY-MM-DD. */
  to: string;
};

/** Which slice of a list to return: skip `offset` items, then return at most `limit` (1 to 100). */
export type PageInput = {
  /** Most items to return (1 to 100). */
  limit?: number;
  /** Items to skip from the start of the list (0 to 100000). */
  offset?: number;
};

/** Pays the open balance of one of the signed-in user's orders. Retrying with the same idempotencyKey never charges twice. */
export type PayBalanceInput = {
  /** A fresh random key per payment attempt (8 to 100 of A-Z a-z 0-9 - _), reused for its retries. */
  idempotencyKey: string;
  orderId: string | number;
  /** Test mode: a test card number. Stripe: a PaymentMethod id (pm_…) to charge at once, or none: the answer gives the clientSecret of a PaymentIntent for the balance for the Payment Element to confirm (3-D Secure included); then call settleOrderPayment. */
  paymentMethod?: string | null | undefined;
};

/** charge: money taken from the guest. refund: money given back (a row of its own). */
export type PaymentKind =
  | 'CHARGE'
  | 'REFUND';

/** full: pay everything now. deposit: pay a share now and the balance by its due date. */
export type PaymentOption =
  | 'DEPOSIT'
  | 'FULL';

/** pending, completed, failed or refunded. */
export type PaymentStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED';

/** Narrows a villa list. Every field given must hold. */
export type PropertyFilter = {
  /** true: only the ABOVE collection (weekly price above 3000 or badge ABOVE). */
  above?: boolean | null | undefined;
  /** Keeps villas with an amenity of every one of these groups. */
  amenities?: Array<AmenityFilter> | null | undefined;
  /** Keeps villas with an amenity of this group. */
  amenity?: AmenityFilter | null | undefined;
  /** Map area "minLng,minLat,maxLng,maxLat" (degrees west, south, east and north; west ≤ east): keeps villas whose point is inside. `propertyPins` gives every match inside as pins. */
  bbox?: string | null | undefined;
  /** Arrival date (YYYY-MM-DD): leaves out villas booked for checkIn plus `nights` (default 7) nights. */
  checkIn?: string | null | undefined;
  /** true: only villas with a discount above 0 (special offers). */
  discounted?: boolean | null | undefined;
  /** Keeps villas that sleep at least this many guests. */
  guests?: number | null | undefined;
  /** Words split on spaces, hyphens and commas; each must appear in the villa location (case-insensitive). */
  location?: string | null | undefined;
  /** Highest weekly price (GBP), inclusive. */
  maxPrice?: number | null | undefined;
  /** Keeps villas with at least this many bedrooms. */
  minBedrooms?: number | null | undefined;
  /** Lowest weekly price (GBP), inclusive. */
  minPrice?: number | null | undefined;
  /** Flexible dates (YYYY-MM): keeps villas with at least one bookable stay of `nights` nights (default 7) arriving in this month; each villa lists them as `stays`. Not with checkIn. */
  month?: string | null | undefined;
  /** Keeps villas whose minimum stay (default 1 night) is at most this many nights. */
  nights?: number | null | undefined;
  /** Country slug (name lowercased, spaces as hyphens), e.g. "spain-&-the-balearics". */
  region?: string | null | undefined;
};

/** Changes the alternative texts of one photo of a villa; a text left out keeps its value, an empty one clears it. */
export type PropertyImageAltInput = {
  /** English. */
  alt?: string | null | undefined;
  /** German; empty shows the English text to German visitors. */
  altDe?: string | null | undefined;
  imageId: string | number;
  propertyId: string | number;
};

/** A season: the nights from `from` up to, not including, `to` cost `weeklyPrice` a week. */
export type PropertyRateInput = {
  /** First night (YYYY-MM-DD). */
  from: string;
  /** The day after the last night (YYYY-MM-DD), after `from`. */
  to: string;
  /** Price per week in whole units of the villa's currency. */
  weeklyPrice: number;
};

/** German texts of a villa. A field left out is unchanged; null removes it (the English text is then shown in German too). */
export type PropertyTextsInput = {
  badge?: string | null | undefined;
  description?: string | null | undefined;
  features?: Array<string> | null | undefined;
  layout?: Array<string> | null | undefined;
  location?: string | null | undefined;
  longDescription?: string | null | undefined;
  nearbyAttractions?: Array<string> | null | undefined;
  /** Left out on create or on a change of destination: the destination's German name. */
  region?: string | null | undefined;
  title?: string | null | undefined;
};

/** Translations of a villa's texts, by language (German only: English is the villa itself). */
export type PropertyTranslationsInput = {
  de?: PropertyTextsInput | null | undefined;
};

/** Money paid to an owner. */
export type RecordOwnerPayoutInput = {
  /** Minor units, above 0. */
  amount: number;
  currency: string;
  ownerId: string | number;
  /** YYYY-MM-DD, not in the future. */
  paidOn: string;
  /** The transfer's reference, unique per owner (a retry with it records nothing twice); 1 to 100 characters. */
  reference: string;
};

export type RegisterInput = {
  email: string;
  name: string;
  password: string;
};

/** Admin: why a review is rejected. */
export type RejectReviewInput = {
  /** Required with OTHER; at most 500 characters. */
  note?: string | null | undefined;
  reason: ReviewRejectionReason;
};

/** A new order of the photos of a villa. */
export type ReorderPropertyImagesInput = {
  /** Every photo id of the villa, each once, in the new order; the first becomes the card image. */
  ids: Array<string | number>;
  propertyId: string | number;
};

export type ResetPasswordInput = {
  newPassword: string;
  token: string;
};

/** Narrows the reviews list. Every field given must hold. */
export type ReviewFilter = {
  /** Only reviews with exactly this rating (1 to 5). */
  rating?: number | null | undefined;
  /** true: only reviews that come with guest photos. */
  withMedia?: boolean | null | undefined;
};

/** Admin: which reviews of the moderation queue to list. */
export type ReviewQueueFilter = {
  /** PENDING (the default): waiting for a decision; APPROVED or REJECTED: decided. */
  status?: ReviewStatus | null | undefined;
};

/** Why staff rejected a review; OTHER comes with a note. Reviews are never rejected for being negative. */
export type ReviewRejectionReason =
  | 'ABUSIVE'
  | 'NOT_ABOUT_STAY'
  | 'OTHER'
  | 'PERSONAL_DATA';

/** Admin: staff's reply published under a review. */
export type ReviewReplyInput = {
  /** 1 to 2000 characters. */
  reply: string;
};

/** Order of the reviews list (spec: the reviews panel sort control). */
export type ReviewSort =
  /** Most recent stay first. */
  | 'NEWEST'
  /** Highest rating first, then most recent. */
  | 'POPULAR';

/** Where a review comes from: GUEST, written through a review link by the guest of a completed stay (a verified stay); DEMO, demo content of the seeded catalogue. */
export type ReviewSource =
  | 'DEMO'
  | 'GUEST';

/** Moderation: PENDING until staff approve (published) or reject it. */
export type ReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Moves an enquiry or flight inquiry to another status. */
export type SetEnquiryStatusInput = {
  id: string | number;
  status: EnquiryStatus;
};

/** A villa's owner and the agency's commission on its stays booked from now on. */
export type SetPropertyOwnerInput = {
  /** The agency's commission, 0 to 100 percent with at most two decimals. Applies to stays booked after the change. */
  commissionPercent: number;
  /** For a new account: the language of the invitation, en or de (else the request’s). */
  language?: string | null | undefined;
  /** The owner's e-mail. An account that does not exist yet is created and invited by e-mail to choose a password. */
  ownerEmail: string;
  /** For a new account: the owner’s name (else the e-mail’s local part). */
  ownerName?: string | null | undefined;
};

/** A villa's seasons, replacing all it had (an empty list removes them). */
export type SetPropertyRatesInput = {
  propertyId: string | number;
  /** At most 100, in any order; no two may share a night. */
  rates: Array<PropertyRateInput>;
};

/** Settles a payment of one of the signed-in user's orders that the browser confirmed (Stripe's Payment Element): where Stripe has it now decides. */
export type SettleOrderPaymentInput = {
  orderId: string | number;
  /** The PaymentIntent's id (pi_…) that checkout answered. */
  paymentIntentId: string;
};

/** A guest review of a completed stay, sent with the token of the e-mailed review link. */
export type SubmitReviewInput = {
  /** Cleanliness, 1 to 5. */
  cleanliness: number;
  /** The review, 30 to 2000 characters, in the guest's language. */
  content: string;
  /** Location, 1 to 5. */
  location: number;
  /** The overall rating, 1 to 5. */
  rating: number;
  /** Service, 1 to 5. */
  service: number;
  /** 2 to 120 characters. */
  title: string;
  /** The token of the review link (the last part of its address). */
  token: string;
  /** Value for money, 1 to 5. */
  value: number;
};

/** Changes to a villa: only the fields given are validated and changed. */
export type UpdatePropertyInput = {
  /** Amenities in display order, each with its German label (both stored lists are written from this one). */
  amenities?: Array<AmenityInput> | null | undefined;
  /** Card badge (e.g. "New"; "ABOVE" puts the villa in the ABOVE collection); null for none. */
  badge?: string | null | undefined;
  bathrooms?: number | null | undefined;
  bedrooms?: number | null | undefined;
  /** Changeover day: guests arrive and leave on this weekday only, 0 Sunday … 6 Saturday; null for any day. */
  changeoverDay?: number | null | undefined;
  /** A currency code of the currencies list; GBP when left out on create. */
  currency?: string | null | undefined;
  /** Refundable damage deposit per stay in whole units of `currency`, paid with the balance and given back after the stay; 0 (the default) for none. */
  damageDeposit?: number | null | undefined;
  description?: string | null | undefined;
  /** A destination key (corfu, ibiza, …); it must exist. */
  destinationKey?: string | null | undefined;
  /** Discount in percent; null for none. */
  discount?: number | null | undefined;
  features?: Array<string> | null | undefined;
  /** Latitude in degrees north, -90 … 90 (with longitude); null removes the villa from the map. */
  latitude?: number | null | undefined;
  layout?: Array<string> | null | undefined;
  /** Where the villa is, e.g. "Kassiopi, Corfu, Greece"; the storefront's location search matches its words. */
  location?: string | null | undefined;
  longDescription?: string | null | undefined;
  /** Longitude in degrees east, -180 … 180 (with latitude); null removes the villa from the map. */
  longitude?: number | null | undefined;
  /** Minimum stay in nights; 1 when left out on create. */
  minNights?: number | null | undefined;
  nearbyAttractions?: Array<string> | null | undefined;
  /** Price per week in whole units of `currency`. */
  price?: number | null | undefined;
  /** Destination name shown with the location; left out on create or on a change of destination: the destination's name. */
  region?: string | null | undefined;
  /** Most guests. */
  sleeps?: number | null | undefined;
  /** Readable unique key; made from the destination and the title when left out on create. */
  slug?: string | null | undefined;
  title?: string | null | undefined;
  /** German texts, side by side with the English fields. */
  translations?: PropertyTranslationsInput | null | undefined;
};

/** The token of the e-mailed confirmation link. */
export type VerifyEmailInput = {
  /** The last part of the link’s address. */
  token: string;
};

export type FavouriteMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FavouriteMeQuery = { me: { __typename: 'User', id: string } | null };

export type PaymentTimeline_InstalmentFragment = { __typename: 'Instalment', kind: InstalmentKind, amount: number, currency: string, dueDate: string, status: InstalmentStatus, paidAt: string | null } & { ' $fragmentName'?: 'PaymentTimeline_InstalmentFragment' };

export type ResponsiveImage_ImageFragment = { __typename: 'PropertyImage', url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string } & { ' $fragmentName'?: 'ResponsiveImage_ImageFragment' };

export type ReviewCard_ReviewFragment = { __typename: 'Review', id: string, author: string, title: string, content: string, date: string, rating: number, cleanliness: number | null, location: number | null, value: number | null, service: number | null, verified: boolean, source: ReviewSource, reply: string | null, hasMedia: boolean, language: Language, photos: Array<string> } & { ' $fragmentName'?: 'ReviewCard_ReviewFragment' };

export type ShortlistCardFragment = { __typename: 'Property', id: string, title: string, location: string, price: number, image: { __typename: 'PropertyImage', url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string } | null } & { ' $fragmentName'?: 'ShortlistCardFragment' };

export type VillaCard_PropertyFragment = { __typename: 'Property', id: string, title: string, location: string, price: number, fromWeeklyPrice: number, discount: number | null, badge: string | null, features: Array<string>, bedrooms: number, sleeps: number, bathrooms: number, flightsIncluded: boolean, reviewCount: number, averageRating: number | null, image: { __typename: 'PropertyImage', url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string } | null } & { ' $fragmentName'?: 'VillaCard_PropertyFragment' };

export type PageTitleQueryVariables = Exact<{ [key: string]: never; }>;


export type PageTitleQuery = { company: { __typename: 'Company', name: string } };

export type AboutUsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutUsPageQuery = { teamMembers: Array<{ __typename: 'TeamMember', id: string, name: string, title: string, bio: string, image: string }> };

export type AbovePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AbovePageQuery = { properties: { __typename: 'PropertyPage', totalCount: number, items: Array<(
      { __typename: 'Property', id: string, badge: string | null }
      & { ' $fragmentRefs'?: { 'VillaCard_PropertyFragment': VillaCard_PropertyFragment } }
    )> } };

export type AccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMeQuery = { me: (
    { __typename: 'User', id: string, name: string, email: string, emailVerified: boolean }
    & { ' $fragmentRefs'?: { 'AccountProfileFragment': AccountProfileFragment } }
  ) | null };

export type AccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountLogoutMutation = { logout: boolean };

export type MyBookingsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyBookingsQuery = { myBookings: { __typename: 'BookingPage', totalCount: number, items: Array<{ __typename: 'Booking', id: string, checkIn: string, checkOut: string, guests: number, status: BookingStatus, property: { __typename: 'Property', id: string, title: string } }> } };

export type CancellationQuote_TermsFragment = { __typename: 'CancellationQuoteView', tier: CancellationTier, daysBeforeArrival: number | null, paidAmount: number, keptAmount: number, refundAmount: number, currency: string } & { ' $fragmentName'?: 'CancellationQuote_TermsFragment' };

export type CancelOrderDialog_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, currency: string, cancellationQuote: { __typename: 'CancellationQuoteView', tier: CancellationTier, daysBeforeArrival: number | null, paidAmount: number, keptAmount: number, refundAmount: number, currency: string } | null } & { ' $fragmentName'?: 'CancelOrderDialog_OrderFragment' };

export type AccountCancellationQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountCancellationQuoteQuery = { myOrder: (
    { __typename: 'Order', id: string }
    & { ' $fragmentRefs'?: { 'CancelOrderDialog_OrderFragment': CancelOrderDialog_OrderFragment } }
  ) | null };

export type CancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelOrderMutation = { cancelOrder: { __typename: 'CancellationResult', replayed: boolean, order: (
      { __typename: 'Order' }
      & { ' $fragmentRefs'?: { 'AccountOrderFragment': AccountOrderFragment } }
    ), refunds: Array<{ __typename: 'Payment', id: string, amount: number, status: PaymentStatus }> } };

export type ResendEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailVerificationMutation = { resendEmailVerification: { __typename: 'EmailVerification', emailVerified: boolean, alreadyVerified: boolean, message: string } };

export type InvoiceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceMeQuery = { me: { __typename: 'User', id: string } | null };

export type InvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceQuery = { company: { __typename: 'Company', name: string, legalName: string, companyNumber: string, address: string, email: string, phone: string }, myOrder: { __typename: 'Order', id: string, orderNumber: string, createdAt: string, currency: string, status: OrderStatus, paymentOption: PaymentOption, totalAmount: number, amountPaid: number, balanceAmount: number, balanceDueDate: string | null, staysAmount: number, extrasAmount: number, discountCode: string | null, discountAmount: number, refundedAmount: number, damageDepositAmount: number, damageDepositStatus: DamageDepositStatus, damageDepositClaimedAmount: number | null, damageDepositClaimReason: string | null, leadGuestName: string, leadGuestEmail: string, leadGuestPhone: string, paymentSchedule: Array<{ __typename: 'Instalment', kind: InstalmentKind, amount: number, currency: string, dueDate: string, status: InstalmentStatus, paidAt: string | null }>, payments: Array<{ __typename: 'Payment', id: string, kind: PaymentKind, amount: number, status: PaymentStatus, createdAt: string, completedAt: string | null }>, bookings: Array<{ __typename: 'Booking', id: string, checkIn: string, checkOut: string, guests: number, totalNights: number, pricePerNight: number, totalPrice: number, property: { __typename: 'Property', id: string, title: string, location: string } }>, extras: Array<{ __typename: 'OrderExtra', id: string, title: string, quantity: number, unitPrice: number, totalPrice: number }> } | null };

export type AccountOrderFragment = { __typename: 'Order', id: string, orderNumber: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, createdAt: string, currency: string, status: OrderStatus, totalAmount: number, amountPaid: number, balanceAmount: number, balanceDueDate: string | null, discountCode: string | null, discountAmount: number, refundedAmount: number, cancelledAt: string | null, canPayBalance: boolean, damageDepositAmount: number, damageDepositStatus: DamageDepositStatus, damageDepositClaimedAmount: number | null, damageDepositClaimReason: string | null, paymentSchedule: Array<{ __typename: 'Instalment', kind: InstalmentKind, amount: number, currency: string, dueDate: string, status: InstalmentStatus, paidAt: string | null }>, cancellationQuote: (
    { __typename: 'CancellationQuoteView' }
    & { ' $fragmentRefs'?: { 'CancellationQuote_TermsFragment': CancellationQuote_TermsFragment } }
  ) | null, payments: Array<{ __typename: 'Payment', id: string, kind: PaymentKind, amount: number, status: PaymentStatus }>, bookings: Array<{ __typename: 'Booking', id: string, checkIn: string, checkOut: string, status: BookingStatus, property: { __typename: 'Property', id: string, title: string } }> } & { ' $fragmentName'?: 'AccountOrderFragment' };

export type MyOrdersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyOrdersQuery = { myOrders: { __typename: 'OrderPage', totalCount: number, items: Array<(
      { __typename: 'Order', id: string, canPayBalance: boolean }
      & { ' $fragmentRefs'?: { 'AccountOrderFragment': AccountOrderFragment;'PayBalanceDialog_OrderFragment': PayBalanceDialog_OrderFragment;'CancelOrderDialog_OrderFragment': CancelOrderDialog_OrderFragment } }
    )> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: string };

export type AccountPaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPaymentSettingsQuery = { paymentSettings: { __typename: 'PaymentSettings', provider: string, testMode: boolean, testCards: Array<string>, publishableKey: string | null, stripeJsUrl: string | null } };

export type PayBalanceDialog_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, currency: string, balanceAmount: number, balanceDueDate: string | null } & { ' $fragmentName'?: 'PayBalanceDialog_OrderFragment' };

export type PayBalanceMutationVariables = Exact<{
  input: PayBalanceInput;
}>;


export type PayBalanceMutation = { payBalance: { __typename: 'OrderPaymentResult', replayed: boolean, clientSecret: string | null, order: (
      { __typename: 'Order' }
      & { ' $fragmentRefs'?: { 'AccountOrderFragment': AccountOrderFragment } }
    ), payment: { __typename: 'Payment', id: string, kind: PaymentKind, amount: number, status: PaymentStatus, paymentIntentId: string | null } } };

export type SettleBalancePaymentMutationVariables = Exact<{
  input: SettleOrderPaymentInput;
}>;


export type SettleBalancePaymentMutation = { settleOrderPayment: { __typename: 'OrderPaymentResult', replayed: boolean, order: (
      { __typename: 'Order' }
      & { ' $fragmentRefs'?: { 'AccountOrderFragment': AccountOrderFragment } }
    ), payment: { __typename: 'Payment', id: string, status: PaymentStatus } } };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { myDataExport: { __typename: 'DataExport', fileName: string, data: Record<string, unknown> } };

export type DeleteMyAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: string };

export type AccountProfileFragment = { __typename: 'User', id: string, name: string, email: string, phone: string | null, createdAt: string } & { ' $fragmentName'?: 'AccountProfileFragment' };

export type AccountShortlistQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountShortlistQuery = { shortlist: Array<(
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'ShortlistCardFragment': ShortlistCardFragment } }
  )> };

export type TripMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TripMeQuery = { me: { __typename: 'User', id: string } | null };

export type TripQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type TripQuery = { trip: { __typename: 'Trip', bookingId: string, villa: string, checkIn: string, checkOut: string, guideAvailableFrom: string, arrivalGuide: { __typename: 'TripGuide', checkInTime: string, checkOutTime: string, address: string, mapUrl: string, hostPhone: string, wifiName: string, wifiPassword: string, keyCollection: string, houseRules: string } | null } };

export type AdminAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccessQuery = { me: { __typename: 'User', id: string, name: string, isAdmin: boolean } | null };

export type AdminCancelOrderMutationVariables = Exact<{
  input: AdminCancelOrderInput;
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { __typename: 'CancellationResult', replayed: boolean, order: { __typename: 'Order', id: string, status: OrderStatus, amountPaid: number, balanceAmount: number, balanceDueDate: string | null, refundedAmount: number, cancelledAt: string | null }, refunds: Array<{ __typename: 'Payment', id: string, amount: number, status: PaymentStatus }> } };

export type ChangeBookingDatesMutationVariables = Exact<{
  input: ChangeBookingDatesInput;
}>;


export type ChangeBookingDatesMutation = { changeBookingDates: { __typename: 'Booking', id: string, checkIn: string, checkOut: string, totalNights: number } };

export type ClaimDamageDepositMutationVariables = Exact<{
  input: ClaimDamageDepositInput;
}>;


export type ClaimDamageDepositMutation = { claimDamageDeposit: { __typename: 'Order', id: string, refundedAmount: number, damageDepositStatus: DamageDepositStatus, damageDepositClaimedAmount: number | null, damageDepositClaimReason: string | null } };

export type OrderTimeline_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, events: Array<{ __typename: 'OrderEvent', id: string, at: string, kind: OrderEventKind, fromStatus: OrderStatus | null, toStatus: OrderStatus | null, amount: number | null, currency: string | null, reason: string | null, dates: { __typename: 'OrderEventDates', previousCheckIn: string, previousCheckOut: string, checkIn: string, checkOut: string } | null, actor: { __typename: 'OrderEventActor', userId: string | null, name: string | null, job: string | null } }> } & { ' $fragmentName'?: 'OrderTimeline_OrderFragment' };

export type InsightsQueryVariables = Exact<{
  range: InsightsRange;
  destination?: string | null | undefined;
  propertyId?: string | number | null | undefined;
}>;


export type InsightsQuery = { insights: { __typename: 'Insights', from: string, to: string, currency: string, villas: number, availableNights: number, blockedNights: number, bookedNights: number, occupancy: number, rent: number, adr: number, revPan: number, revenueByMonth: Array<{ __typename: 'RevenueMonth', month: string, booked: number, earned: number, bookedLastYear: number, earnedLastYear: number }>, pace: Array<{ __typename: 'PaceMonth', month: string, nightsOnBooks: number, nightsLastYear: number }>, leadTime: Array<{ __typename: 'Histogram', label: string, count: number }>, stayLength: Array<{ __typename: 'Histogram', label: string, count: number }>, cancellations: { __typename: 'CancellationFigures', orders: number, nights: number, refundedAmount: number, keptAmount: number }, funnel: Array<{ __typename: 'FunnelDay', day: string, search: number, villaView: number, basketAdd: number, checkoutStart: number, paid: number }> } };

export type AdminAuditQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminAuditQuery = { auditLog: { __typename: 'AuditPage', totalCount: number, items: Array<{ __typename: 'AuditEntry', id: string, action: AuditAction, actorEmail: string | null, targetEmail: string | null, targetId: string, targetType: AuditTargetType, targetLabel: string | null, createdAt: string, changes: Array<{ __typename: 'AuditChange', field: string, before: string | null, after: string | null }> }> } };

export type AdminBookingsQueryVariables = Exact<{
  filter?: AdminBookingFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminBookingsQuery = { adminBookings: { __typename: 'BookingPage', totalCount: number, items: Array<{ __typename: 'Booking', id: string, name: string, email: string, checkIn: string, checkOut: string, guests: number, status: BookingStatus, property: { __typename: 'Property', id: string, title: string } }> } };

export type AdminMailTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMailTemplatesQuery = { mailTemplates: Array<{ __typename: 'MailTemplateInfo', kind: string, audience: string }> };

export type AdminMailPreviewQueryVariables = Exact<{
  kind: string;
  language: Language;
}>;


export type AdminMailPreviewQuery = { mailPreview: { __typename: 'MailPreview', kind: string, language: Language, to: string, subject: string, text: string, attachments: Array<{ __typename: 'MailPreviewAttachment', filename: string, contentType: string }> } };

export type AdminEnquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminEnquiriesQuery = { adminEnquiries: { __typename: 'EnquiryPage', totalCount: number, items: Array<{ __typename: 'Enquiry', id: string, createdAt: string, name: string, email: string, phone: string, subject: string, message: string, locale: string, status: EnquiryStatus, statusChangedAt: string | null }> } };

export type AdminFlightInquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminFlightInquiriesQuery = { adminFlightInquiries: { __typename: 'FlightInquiryPage', totalCount: number, items: Array<{ __typename: 'FlightInquiry', id: string, createdAt: string, name: string, email: string, phone: string, passengers: number, departureCountry: string, departureCity: string, destinationCountry: string, destinationCity: string, departureDate: string, returnDate: string, message: string | null, locale: string, status: EnquiryStatus, statusChangedAt: string | null }> } };

export type AdminSetEnquiryStatusMutationVariables = Exact<{
  input: SetEnquiryStatusInput;
}>;


export type AdminSetEnquiryStatusMutation = { setEnquiryStatus: { __typename: 'Enquiry', id: string, status: EnquiryStatus, statusChangedAt: string | null } };

export type AdminSetFlightInquiryStatusMutationVariables = Exact<{
  input: SetEnquiryStatusInput;
}>;


export type AdminSetFlightInquiryStatusMutation = { setFlightInquiryStatus: { __typename: 'FlightInquiry', id: string, status: EnquiryStatus, statusChangedAt: string | null } };

export type AdminNewsletterQueryVariables = Exact<{
  filter?: NewsletterSubscriberFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminNewsletterQuery = { newsletterSubscribers: { __typename: 'NewsletterSubscriberPage', totalCount: number, items: Array<{ __typename: 'NewsletterSubscriber', id: string, email: string, name: string | null, subscribed: boolean, confirmed: boolean, subscribedAt: string }> } };

export type AdminOrdersQueryVariables = Exact<{
  filter?: AdminOrderFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminOrdersQuery = { adminOrders: { __typename: 'OrderPage', totalCount: number, items: Array<(
      { __typename: 'Order', id: string, orderNumber: string, createdAt: string, currency: string, status: OrderStatus, totalAmount: number, amountPaid: number, balanceAmount: number, balanceDueDate: string | null, refundedAmount: number, damageDepositAmount: number, damageDepositStatus: DamageDepositStatus, damageDepositClaimedAmount: number | null, damageDepositClaimReason: string | null, invoiceNumber: string | null, creditNoteNumbers: Array<string>, leadGuestName: string, leadGuestEmail: string, events: Array<{ __typename: 'OrderEvent', id: string, kind: OrderEventKind }> }
      & { ' $fragmentRefs'?: { 'OrderTimeline_OrderFragment': OrderTimeline_OrderFragment } }
    )> } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { __typename: 'AdminDashboard', userCount: number, adminCount: number, suspendedUserCount: number, bookingCount: number, pendingBookingCount: number, confirmedBookingCount: number, cancelledBookingCount: number, orderCount: number, overdueOrderCount: number, activeSubscriberCount: number, pendingSubscriberCount: number, unsubscribedCount: number, paymentCount: number, completedPaymentCount: number, refundCount: number, revenue: Array<{ __typename: 'MoneyTotal', currency: string, amount: number }>, inbox: { __typename: 'InboxCounts', newEnquiries: number, newFlightInquiries: number } } };

export type AdminPaymentsQueryVariables = Exact<{
  filter?: AdminPaymentFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPaymentsQuery = { adminPayments: { __typename: 'PaymentPage', totalCount: number, items: Array<{ __typename: 'Payment', id: string, kind: PaymentKind, reason: string | null, paymentIntentId: string | null, amount: number, currency: string, status: PaymentStatus, createdAt: string, order: { __typename: 'Order', id: string, orderNumber: string } | null, user: { __typename: 'User', id: string, name: string, email: string } | null }> } };

export type AdminReviewQueueQueryVariables = Exact<{
  filter?: ReviewQueueFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminReviewQueueQuery = { reviewQueue: { __typename: 'AdminReviewPage', totalCount: number, hasNextPage: boolean, items: Array<{ __typename: 'AdminReview', id: string, status: ReviewStatus, rejectionReason: ReviewRejectionReason | null, rejectionNote: string | null, villa: string | null, submittedAt: string, review: { __typename: 'Review', id: string, author: string, title: string, content: string, date: string, rating: number, cleanliness: number | null, location: number | null, value: number | null, service: number | null, language: Language, source: ReviewSource, reply: string | null } }> } };

export type AdminApproveReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminApproveReviewMutation = { approveReview: { __typename: 'AdminReview', id: string, status: ReviewStatus } };

export type AdminRejectReviewMutationVariables = Exact<{
  id: string | number;
  input: RejectReviewInput;
}>;


export type AdminRejectReviewMutation = { rejectReview: { __typename: 'AdminReview', id: string, status: ReviewStatus } };

export type AdminReplyToReviewMutationVariables = Exact<{
  id: string | number;
  input: ReviewReplyInput;
}>;


export type AdminReplyToReviewMutation = { replyToReview: { __typename: 'AdminReview', id: string, review: { __typename: 'Review', id: string, reply: string | null } } };

export type AdminUsersQueryVariables = Exact<{
  filter?: AdminUserFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminUsersQuery = { users: { __typename: 'UserPage', totalCount: number, items: Array<{ __typename: 'User', id: string, name: string, email: string, createdAt: string, isAdmin: boolean, isSuspended: boolean }> } };

export type AdminSuspendUserMutationVariables = Exact<{
  userId: string | number;
  suspend: boolean;
}>;


export type AdminSuspendUserMutation = { suspendUser: { __typename: 'User', id: string, isSuspended: boolean } };

export type AdminSetUserAdminMutationVariables = Exact<{
  userId: string | number;
  isAdmin: boolean;
}>;


export type AdminSetUserAdminMutation = { setUserAdmin: { __typename: 'User', id: string, isAdmin: boolean } };

export type AdminDeleteUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminDeleteUserMutation = { deleteUser: { __typename: 'DeletedUser', id: string, message: string } };

export type AdminOwnersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminOwnersQuery = { owners: { __typename: 'OwnerAccountPage', totalCount: number, items: Array<{ __typename: 'OwnerAccount', id: string, name: string, email: string, villaCount: number, currency: string, balanceDue: number }> } };

export type AdminOwnerPayoutsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminOwnerPayoutsQuery = { ownerPayouts: { __typename: 'OwnerPayoutPage', totalCount: number, items: Array<{ __typename: 'OwnerPayout', id: string, ownerName: string, ownerEmail: string, amount: number, currency: string, reference: string, paidOn: string }> } };

export type RecordOwnerPayoutMutationVariables = Exact<{
  input: RecordOwnerPayoutInput;
}>;


export type RecordOwnerPayoutMutation = { recordOwnerPayout: { __typename: 'OwnerPayout', id: string } };

export type CloseOwnerStatementsMutationVariables = Exact<{
  input: CloseOwnerStatementsInput;
}>;


export type CloseOwnerStatementsMutation = { closeOwnerStatements: { __typename: 'OwnerStatementClose', months: Array<string>, statements: number } };

export type AdminOwnerStatementQueryVariables = Exact<{
  month: string;
  ownerId: string | number;
}>;


export type AdminOwnerStatementQuery = { ownerStatement: { __typename: 'OwnerStatement', month: string, draft: boolean, currency: string, balanceCarried: number, balanceDue: number, lines: Array<{ __typename: 'StatementLine', reference: string }>, adjustments: Array<{ __typename: 'StatementAdjustment', reference: string, amount: number }>, payouts: Array<{ __typename: 'StatementPayout', id: string, amount: number }>, totals: { __typename: 'StatementTotals', rent: number, refunds: number, commission: number, net: number } } };

export type AdminArrivalGuideQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminArrivalGuideQuery = { arrivalGuide: { __typename: 'ArrivalGuide', propertyId: string, checkInTime: string, checkOutTime: string, address: string, mapUrl: string, hostPhone: string, wifiName: string, wifiPassword: string, keyCollectionEn: string, keyCollectionDe: string, houseRulesEn: string, houseRulesDe: string } | null };

export type AdminSetArrivalGuideMutationVariables = Exact<{
  id: string | number;
  input: ArrivalGuideInput;
}>;


export type AdminSetArrivalGuideMutation = { setArrivalGuide: { __typename: 'ArrivalGuide', propertyId: string, checkInTime: string, checkOutTime: string, address: string, mapUrl: string, hostPhone: string, wifiName: string, wifiPassword: string, keyCollectionEn: string, keyCollectionDe: string, houseRulesEn: string, houseRulesDe: string } };

export type AdminSetChangeoverDayMutationVariables = Exact<{
  id: string | number;
  changeoverDay?: number | null | undefined;
}>;


export type AdminSetChangeoverDayMutation = { updateProperty: { __typename: 'Property', id: string, updatedAt: string, changeoverDay: number | null } };

export type AdminSetMapPointMutationVariables = Exact<{
  id: string | number;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type AdminSetMapPointMutation = { updateProperty: { __typename: 'Property', id: string, updatedAt: string, latitude: number | null, longitude: number | null } };

export type AdminSetPropertyRatesMutationVariables = Exact<{
  input: SetPropertyRatesInput;
}>;


export type AdminSetPropertyRatesMutation = { setPropertyRates: { __typename: 'Property', id: string, updatedAt: string, rates: Array<{ __typename: 'PropertyRate', from: string, to: string, weeklyPrice: number }> } };

export type AdminVillaRatesQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminVillaRatesQuery = { adminProperty: { __typename: 'Property', id: string, currency: string, changeoverDay: number | null, latitude: number | null, longitude: number | null, rates: Array<{ __typename: 'PropertyRate', from: string, to: string, weeklyPrice: number }> } | null };

export type VillaStatusBar_PropertyFragment = { __typename: 'Property', id: string, title: string, published: boolean, updatedAt: string } & { ' $fragmentName'?: 'VillaStatusBar_PropertyFragment' };

export type VillaPhotos_ImageFragment = { __typename: 'PropertyImage', id: string | null, altEn: string | null, altDe: string | null, url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string } & { ' $fragmentName'?: 'VillaPhotos_ImageFragment' };

export type AdminPropertyPhotosQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPropertyPhotosQuery = { adminProperty: { __typename: 'Property', id: string, images: Array<{ __typename: 'PropertyImage', id: string | null, altEn: string | null, altDe: string | null, url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string }> } | null };

export type AdminReorderPropertyImagesMutationVariables = Exact<{
  input: ReorderPropertyImagesInput;
}>;


export type AdminReorderPropertyImagesMutation = { reorderPropertyImages: Array<(
    { __typename: 'PropertyImage' }
    & { ' $fragmentRefs'?: { 'VillaPhotos_ImageFragment': VillaPhotos_ImageFragment } }
  )> };

export type AdminUpdatePropertyImageAltMutationVariables = Exact<{
  input: PropertyImageAltInput;
}>;


export type AdminUpdatePropertyImageAltMutation = { updatePropertyImageAlt: (
    { __typename: 'PropertyImage' }
    & { ' $fragmentRefs'?: { 'VillaPhotos_ImageFragment': VillaPhotos_ImageFragment } }
  ) };

export type AdminDeletePropertyImageMutationVariables = Exact<{
  propertyId: string | number;
  imageId: string | number;
}>;


export type AdminDeletePropertyImageMutation = { deletePropertyImage: Array<(
    { __typename: 'PropertyImage' }
    & { ' $fragmentRefs'?: { 'VillaPhotos_ImageFragment': VillaPhotos_ImageFragment } }
  )> };

export type VillaCalendarQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type VillaCalendarQuery = { adminCalendarBlocks: Array<{ __typename: 'CalendarBlock', id: string, checkIn: string, checkOut: string, reason: string, importId: string | null, ownerStay: boolean }>, adminIcalExport: { __typename: 'IcalExport', exportUrl: string }, adminIcalImports: Array<{ __typename: 'IcalImport', id: string, url: string, lastSyncedAt: string | null, lastError: string | null, blockCount: number, conflicts: Array<{ __typename: 'IcalConflict', uid: string, checkIn: string, checkOut: string, summary: string }> }> };

export type AddCalendarBlockMutationVariables = Exact<{
  propertyId: string | number;
  input: CalendarBlockInput;
}>;


export type AddCalendarBlockMutation = { addCalendarBlock: { __typename: 'CalendarBlock', id: string } };

export type DeleteCalendarBlockMutationVariables = Exact<{
  propertyId: string | number;
  blockId: string | number;
}>;


export type DeleteCalendarBlockMutation = { deleteCalendarBlock: { __typename: 'CalendarBlock', id: string } };

export type RotateIcalExportMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type RotateIcalExportMutation = { rotateIcalExport: { __typename: 'IcalExport', exportUrl: string } };

export type AddIcalImportMutationVariables = Exact<{
  propertyId: string | number;
  input: IcalImportInput;
}>;


export type AddIcalImportMutation = { addIcalImport: { __typename: 'IcalImport', id: string } };

export type DeleteIcalImportMutationVariables = Exact<{
  propertyId: string | number;
  importId: string | number;
}>;


export type DeleteIcalImportMutation = { deleteIcalImport: { __typename: 'IcalImport', id: string } };

export type SyncIcalImportsMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type SyncIcalImportsMutation = { syncIcalImports: Array<{ __typename: 'IcalImport', id: string, lastSyncedAt: string | null, lastError: string | null, blockCount: number }> };

export type VillaOwnerQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type VillaOwnerQuery = { propertyOwner: { __typename: 'PropertyOwner', ownerId: string, ownerName: string, ownerEmail: string, commissionPercent: number } | null };

export type SetPropertyOwnerMutationVariables = Exact<{
  propertyId: string | number;
  input: SetPropertyOwnerInput;
}>;


export type SetPropertyOwnerMutation = { setPropertyOwner: { __typename: 'PropertyOwner', ownerId: string, invited: boolean } };

export type AdminPropertiesQueryVariables = Exact<{
  filter?: AdminPropertyFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPropertiesQuery = { adminProperties: { __typename: 'PropertyPage', totalCount: number, items: Array<{ __typename: 'Property', id: string, title: string, slug: string, location: string, region: string, price: number, currency: string, sleeps: number, bedrooms: number, published: boolean, updatedAt: string }> } };

export type VillaEditor_PropertyFragment = { __typename: 'Property', id: string, title: string, slug: string, location: string, region: string, destinationKey: string, price: number, currency: string, damageDeposit: number, description: string, longDescription: string, features: Array<string>, layout: Array<string>, nearbyAttractions: Array<string>, bedrooms: number, bathrooms: number, sleeps: number, discount: number | null, badge: string | null, minNights: number, published: boolean, updatedAt: string, adminAmenities: Array<{ __typename: 'AdminAmenity', icon: string | null, label: string, labelDe: string | null }>, translations: { __typename: 'PropertyTranslations', de: { __typename: 'PropertyTexts', title: string | null, location: string | null, region: string | null, description: string | null, longDescription: string | null, features: Array<string> | null, layout: Array<string> | null, nearbyAttractions: Array<string> | null, badge: string | null } } } & { ' $fragmentName'?: 'VillaEditor_PropertyFragment' };

export type AdminPropertyQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPropertyQuery = { adminProperty: (
    { __typename: 'Property', id: string, title: string }
    & { ' $fragmentRefs'?: { 'VillaStatusBar_PropertyFragment': VillaStatusBar_PropertyFragment;'VillaEditor_PropertyFragment': VillaEditor_PropertyFragment } }
  ) | null };

export type AdminVillaChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminVillaChoicesQuery = { destinations: Array<{ __typename: 'Country', slug: string, name: string, regions: Array<{ __typename: 'Destination', key: string, name: string }> }>, currencies: Array<{ __typename: 'Currency', code: string, symbol: string }> };

export type AdminCreatePropertyMutationVariables = Exact<{
  input: CreatePropertyInput;
}>;


export type AdminCreatePropertyMutation = { createProperty: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'VillaEditor_PropertyFragment': VillaEditor_PropertyFragment } }
  ) };

export type AdminUpdatePropertyMutationVariables = Exact<{
  id: string | number;
  input: UpdatePropertyInput;
}>;


export type AdminUpdatePropertyMutation = { updateProperty: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'VillaEditor_PropertyFragment': VillaEditor_PropertyFragment } }
  ) };

export type AdminSetPropertyPublishedMutationVariables = Exact<{
  id: string | number;
  published: boolean;
}>;


export type AdminSetPropertyPublishedMutation = { setPropertyPublished: { __typename: 'Property', id: string, published: boolean, updatedAt: string } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: string };

export type LoginPageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageMeQuery = { me: { __typename: 'User', id: string, name: string, email: string } | null };

export type SignedInUserFragment = { __typename: 'User', id: string, name: string, email: string, phone: string | null, createdAt: string, isAdmin: boolean, isSuspended: boolean } & { ' $fragmentName'?: 'SignedInUserFragment' };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: (
    { __typename: 'User', id: string, name: string, email: string }
    & { ' $fragmentRefs'?: { 'SignedInUserFragment': SignedInUserFragment } }
  ) };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: (
    { __typename: 'User', id: string, name: string, email: string }
    & { ' $fragmentRefs'?: { 'SignedInUserFragment': SignedInUserFragment } }
  ) };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { __typename: 'EmailVerification', emailVerified: boolean, alreadyVerified: boolean, message: string } };

export type BasketLines_CartFragment = { __typename: 'Cart', currency: string, subtotal: number, total: number, items: Array<{ __typename: 'CartItem', id: string, propertyId: string, propertyTitle: string, checkIn: string, checkOut: string, guests: number, totalNights: number, totalPrice: number }>, extras: Array<{ __typename: 'CartExtra', id: string, extraId: string, extraTitle: string, extraCategory: ExtraCategory, price: number, quantity: number }> } & { ' $fragmentName'?: 'BasketLines_CartFragment' };

export type BasketCountQueryVariables = Exact<{ [key: string]: never; }>;


export type BasketCountQuery = { cart: { __typename: 'Cart', itemCount: number } };

export type BasketPanelQueryVariables = Exact<{ [key: string]: never; }>;


export type BasketPanelQuery = { cart: (
    { __typename: 'Cart', itemCount: number }
    & { ' $fragmentRefs'?: { 'BasketLines_CartFragment': BasketLines_CartFragment } }
  ) };

export type RemoveCartItemMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCartItemMutation = { removeCartItem: (
    { __typename: 'Cart' }
    & { ' $fragmentRefs'?: { 'BasketLines_CartFragment': BasketLines_CartFragment } }
  ) };

export type RemoveCartExtraMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCartExtraMutation = { removeCartExtra: (
    { __typename: 'Cart' }
    & { ' $fragmentRefs'?: { 'BasketLines_CartFragment': BasketLines_CartFragment } }
  ) };

export type BlogPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogPageQuery = { blogArticles: Array<{ __typename: 'BlogArticle', id: string, title: string, category: string, author: string, publishedOn: string, excerpt: string, image: string }> };

export type ChatButtonQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatButtonQuery = { company: { __typename: 'Company', chatUrl: string } };

export type CheckoutConfirmation_OrderFragment = { __typename: 'Order', id: string, orderNumber: string, createdAt: string, currency: string, staysAmount: number, extrasAmount: number, discountCode: string | null, discountAmount: number, totalAmount: number, paymentOption: PaymentOption, status: OrderStatus, travelDate: string | null, damageDepositAmount: number, damageDepositStatus: DamageDepositStatus, damageDepositClaimedAmount: number | null, damageDepositClaimReason: string | null, leadGuestName: string, leadGuestEmail: string, paymentSchedule: Array<{ __typename: 'Instalment', kind: InstalmentKind, amount: number, currency: string, dueDate: string, status: InstalmentStatus, paidAt: string | null }>, bookings: Array<{ __typename: 'Booking', id: string, checkIn: string, checkOut: string, guests: number, totalNights: number, totalPrice: number, status: BookingStatus, property: { __typename: 'Property', id: string, title: string } }>, extras: Array<{ __typename: 'OrderExtra', id: string, title: string, quantity: number, totalPrice: number }> } & { ' $fragmentName'?: 'CheckoutConfirmation_OrderFragment' };

export type CheckoutConfirmationOrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type CheckoutConfirmationOrderQuery = { myOrder: (
    { __typename: 'Order', id: string }
    & { ' $fragmentRefs'?: { 'CheckoutConfirmation_OrderFragment': CheckoutConfirmation_OrderFragment } }
  ) | null };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutMutation = { checkout: { __typename: 'CheckoutResult', replayed: boolean, testMode: boolean, clientSecret: string | null, payment: { __typename: 'Payment', id: string, paymentIntentId: string | null }, order: (
      { __typename: 'Order', id: string, orderNumber: string }
      & { ' $fragmentRefs'?: { 'CheckoutConfirmation_OrderFragment': CheckoutConfirmation_OrderFragment } }
    ) } };

export type SettleOrderPaymentMutationVariables = Exact<{
  input: SettleOrderPaymentInput;
}>;


export type SettleOrderPaymentMutation = { settleOrderPayment: { __typename: 'OrderPaymentResult', replayed: boolean, order: (
      { __typename: 'Order', id: string, status: OrderStatus }
      & { ' $fragmentRefs'?: { 'CheckoutConfirmation_OrderFragment': CheckoutConfirmation_OrderFragment } }
    ) } };

export type CheckoutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPageQuery = { me: { __typename: 'User', id: string, name: string, email: string, phone: string | null } | null, cart: { __typename: 'Cart', currency: string, itemCount: number, subtotal: number, total: number, items: Array<{ __typename: 'CartItem', id: string, propertyId: string, propertyTitle: string, checkIn: string, checkOut: string, guests: number, pricePerNight: number, totalNights: number, totalPrice: number, currency: string, damageDeposit: number }>, extras: Array<{ __typename: 'CartExtra', id: string, extraId: string, extraTitle: string, extraCategory: ExtraCategory, quantity: number, price: number, currency: string, depositAvailable: boolean }> }, paymentSettings: { __typename: 'PaymentSettings', provider: string, testMode: boolean, currency: string, depositRate: number, depositMinWeeksBeforeCheckIn: number, balanceDueWeeksBeforeCheckIn: number, testCards: Array<string>, publishableKey: string | null, stripeJsUrl: string | null } };

export type CheckoutDiscountQueryVariables = Exact<{
  input?: CheckoutQuoteInput | null | undefined;
}>;


export type CheckoutDiscountQuery = { checkoutQuote: { __typename: 'CheckoutQuote', discountCode: string | null, discountPercent: number } };

export type DestinationsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DestinationsPageQuery = { destinations: Array<{ __typename: 'Country', slug: string, name: string, description: string, image: string, villaCount: number, regions: Array<{ __typename: 'Destination', key: string, name: string }> }> };

export type EnquirePageQueryVariables = Exact<{ [key: string]: never; }>;


export type EnquirePageQuery = { company: { __typename: 'Company', email: string, phone: string, address: string, chatUrl: string } };

export type SubmitEnquiryMutationVariables = Exact<{
  input: EnquiryInput;
}>;


export type SubmitEnquiryMutation = { submitEnquiry: { __typename: 'SubmissionResult', message: string } };

export type AddExtraToCartMutationVariables = Exact<{
  input: AddExtraInput;
}>;


export type AddExtraToCartMutation = { addExtraToCart: (
    { __typename: 'Cart' }
    & { ' $fragmentRefs'?: { 'BasketLines_CartFragment': BasketLines_CartFragment } }
  ) };

export type ExtrasPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtrasPageQuery = { extras: Array<{ __typename: 'Extra', id: string, name: string, category: ExtraCategory, description: string, price: number, currency: string, unit: string | null, depositAvailable: boolean }> };

export type SubmitFlightInquiryMutationVariables = Exact<{
  input: FlightInquiryInput;
}>;


export type SubmitFlightInquiryMutation = { submitFlightInquiry: { __typename: 'SubmissionResult', message: string } };

export type FooterQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterQuery = { company: { __typename: 'Company', name: string, companyNumber: string, socialLinks: Array<{ __typename: 'SocialLink', label: string, url: string }> } };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSubscribeInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { __typename: 'NewsletterSubscription', alreadySubscribed: boolean, message: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type HeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderQuery = { company: { __typename: 'Company', name: string } };

export type HeaderMeQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderMeQuery = { me: { __typename: 'User', id: string, name: string, email: string, isAdmin: boolean, isOwner: boolean } | null };

export type HomeQueryVariables = Exact<{
  offers: number;
}>;


export type HomeQuery = { company: { __typename: 'Company', chatUrl: string }, featuredDestinations: Array<{ __typename: 'Country', slug: string, name: string, image: string, description: string, villaCount: number }>, properties: { __typename: 'PropertyPage', items: Array<(
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'VillaCard_PropertyFragment': VillaCard_PropertyFragment } }
    )> } };

export type HomeReviewsQueryVariables = Exact<{
  limit: number;
  language: Language;
}>;


export type HomeReviewsQuery = { reviews: { __typename: 'ReviewPage', items: Array<(
      { __typename: 'Review', id: string }
      & { ' $fragmentRefs'?: { 'ReviewCard_ReviewFragment': ReviewCard_ReviewFragment } }
    )> } };

export type ReviewsPanelQueryVariables = Exact<{
  sort: ReviewSort;
  filter?: ReviewFilter | null | undefined;
  page?: PageInput | null | undefined;
  language: Language;
}>;


export type ReviewsPanelQuery = { reviewSummary: { __typename: 'ReviewSummary', averageRating: number, totalCount: number, verifiedCount: number }, reviews: { __typename: 'ReviewPage', totalCount: number, items: Array<(
      { __typename: 'Review', id: string }
      & { ' $fragmentRefs'?: { 'ReviewCard_ReviewFragment': ReviewCard_ReviewFragment } }
    )> } };

export type LegalPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalPageQuery = { company: { __typename: 'Company', name: string, legalName: string, companyNumber: string, email: string, phone: string, address: string } };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: { __typename: 'NewsletterConfirmation', alreadyConfirmed: boolean, discountCode: string | null, message: string } };

export type SpecialOffersPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SpecialOffersPageQuery = { festivePackages: Array<{ __typename: 'FestivePackage', id: string, title: string, badge: string, description: string, features: Array<string>, price: number, priceUnit: string, packageType: FestivePackageType, period: { __typename: 'DateRange', start: string, end: string } }>, festiveOffers: Array<{ __typename: 'FestiveOffer', id: string, title: string, badge: string, region: string, location: string, discountPercent: number, originalPrice: number, discountedPrice: number, packageType: FestivePackageType, villaId: string, inclusions: Array<string>, image: { __typename: 'PropertyImage', url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string } | null, bookingPeriod: { __typename: 'DateRange', start: string, end: string } }>, properties: { __typename: 'PropertyPage', totalCount: number, items: Array<(
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'VillaCard_PropertyFragment': VillaCard_PropertyFragment } }
    )> } };

export type OwnerAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerAccessQuery = { me: { __typename: 'User', id: string, name: string, isOwner: boolean, isAdmin: boolean } | null };

export type OwnerVillasQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerVillasQuery = { ownerProperties: Array<{ __typename: 'OwnerProperty', id: string, title: string, location: string, commissionPercent: number }> };

export type OwnerCalendarQueryVariables = Exact<{
  propertyId: string | number;
  range?: OwnerRangeInput | null | undefined;
}>;


export type OwnerCalendarQuery = { ownerBookings: Array<{ __typename: 'OwnerBooking', id: string, checkIn: string, checkOut: string, status: string, guestFirstName: string, guests: number }>, ownerBlocks: Array<{ __typename: 'OwnerBlock', id: string, checkIn: string, checkOut: string, ownerStay: boolean, note: string | null }> };

export type AddOwnerStayMutationVariables = Exact<{
  propertyId: string | number;
  input: OwnerStayInput;
}>;


export type AddOwnerStayMutation = { addOwnerStay: { __typename: 'OwnerBlock', id: string } };

export type DeleteOwnerStayMutationVariables = Exact<{
  propertyId: string | number;
  blockId: string | number;
}>;


export type DeleteOwnerStayMutation = { deleteOwnerStay: { __typename: 'OwnerBlock', id: string } };

export type OwnerStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerStatementsQuery = { ownerStatements: Array<{ __typename: 'OwnerStatementSummary', month: string, draft: boolean, currency: string, net: number, balanceDue: number }> };

export type OwnerStatementQueryVariables = Exact<{
  month: string;
}>;


export type OwnerStatementQuery = { ownerStatement: { __typename: 'OwnerStatement', month: string, draft: boolean, currency: string, balanceCarried: number, balanceDue: number, lines: Array<{ __typename: 'StatementLine', reference: string, propertyTitle: string, kind: string, guestFirstName: string, checkIn: string, checkOut: string, rent: number, refunds: number, commissionPercent: number, commission: number, net: number }>, adjustments: Array<{ __typename: 'StatementAdjustment', reference: string, month: string, description: string, amount: number }>, payouts: Array<{ __typename: 'StatementPayout', id: string, reference: string, paidOn: string, amount: number }>, totals: { __typename: 'StatementTotals', rent: number, refunds: number, commission: number, net: number } } };

export type AddStayToCartMutationVariables = Exact<{
  input: AddStayInput;
}>;


export type AddStayToCartMutation = { addStayToCart: { __typename: 'Cart', itemCount: number } };

export type BookedRangesQueryVariables = Exact<{
  propertyId: string | number;
  from: string;
  to: string;
}>;


export type BookedRangesQuery = { bookedRanges: Array<{ __typename: 'BookedRange', checkIn: string, checkOut: string }> };

export type PropertyPageQueryVariables = Exact<{
  id: string | number;
}>;


export type PropertyPageQuery = { company: { __typename: 'Company', name: string, chatUrl: string }, property: (
    { __typename: 'Property', id: string, title: string, location: string, region: string, description: string, longDescription: string, features: Array<string>, layout: Array<string>, nearbyAttractions: Array<string>, price: number, changeoverDay: number | null, minNights: number, discount: number | null, badge: string | null, bedrooms: number, sleeps: number, bathrooms: number, flightsIncluded: boolean, reviewCount: number, averageRating: number | null, amenities: Array<{ __typename: 'Amenity', icon: string | null, label: string }>, images: Array<{ __typename: 'PropertyImage', url: string, width: number, height: number, alt: string, srcset: string, avifSrcset: string }>, rates: Array<{ __typename: 'PropertyRate', from: string, to: string, weeklyPrice: number }>, country: { __typename: 'Country', slug: string, name: string } | null }
    & { ' $fragmentRefs'?: { 'PropertyReviews_PropertyFragment': PropertyReviews_PropertyFragment } }
  ) | null, similarProperties: Array<(
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'VillaCard_PropertyFragment': VillaCard_PropertyFragment } }
  )> };

export type PropertyReviews_PropertyFragment = { __typename: 'Property', id: string, reviewCount: number, averageRating: number | null, reviews: { __typename: 'ReviewPage', totalCount: number, items: Array<(
      { __typename: 'Review', id: string }
      & { ' $fragmentRefs'?: { 'ReviewCard_ReviewFragment': ReviewCard_ReviewFragment } }
    )> } } & { ' $fragmentName'?: 'PropertyReviews_PropertyFragment' };

export type PriceCalendarQueryVariables = Exact<{
  id: string | number;
}>;


export type PriceCalendarQuery = { property: { __typename: 'Property', id: string, priceCalendar: Array<{ __typename: 'CalendarWeek', checkIn: string, checkOut: string, available: boolean, total: number | null }> } | null };

export type NearestStaysQueryVariables = Exact<{
  id: string | number;
  checkIn: string;
  checkOut: string;
}>;


export type NearestStaysQuery = { bookedRanges: Array<{ __typename: 'BookedRange', checkIn: string }>, property: { __typename: 'Property', id: string, alternativeStays: Array<{ __typename: 'StayOffer', checkIn: string, checkOut: string, total: number }> } | null };

export type ReviewInvitationQueryVariables = Exact<{
  token: string;
}>;


export type ReviewInvitationQuery = { reviewInvitation: { __typename: 'ReviewInvitation', villa: string, checkIn: string, checkOut: string, author: string, validUntil: string } };

export type SubmitReviewMutationVariables = Exact<{
  input: SubmitReviewInput;
}>;


export type SubmitReviewMutation = { submitReview: { __typename: 'SubmittedReview', id: string, status: ReviewStatus, message: string } };

export type SearchMapPinsQueryVariables = Exact<{
  filter?: PropertyFilter | null | undefined;
}>;


export type SearchMapPinsQuery = { propertyPins: { __typename: 'MapPinList', truncated: boolean, items: Array<{ __typename: 'MapPin', id: string, title: string, latitude: number, longitude: number, fromWeeklyPrice: number }> }, mapSettings: { __typename: 'MapSettings', tileUrl: string | null, attribution: string } };

export type SearchQueryVariables = Exact<{
  filter?: PropertyFilter | null | undefined;
  page?: PageInput | null | undefined;
  after?: string | null | undefined;
  flexible?: boolean;
}>;


export type SearchQuery = { properties: { __typename: 'PropertyPage', totalCount: number, totalCountIsEstimate: boolean, hasNextPage: boolean, offset: number, endCursor: string | null, items: Array<(
      { __typename: 'Property', id: string, title: string, stays?: Array<{ __typename: 'StayOffer', checkIn: string, checkOut: string, total: number }> }
      & { ' $fragmentRefs'?: { 'VillaCard_PropertyFragment': VillaCard_PropertyFragment } }
    )> } };

export type ShortlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShortlistPageQuery = { me: { __typename: 'User', id: string } | null };

export type ShortlistVillasQueryVariables = Exact<{ [key: string]: never; }>;


export type ShortlistVillasQuery = { shortlist: Array<(
    { __typename: 'Property', id: string, title: string }
    & { ' $fragmentRefs'?: { 'ShortlistCardFragment': ShortlistCardFragment } }
  )> };

export type WhyUsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WhyUsPageQuery = { whyUsCards: Array<{ __typename: 'WhyUsCard', key: string, kind: string, icon: string, title: string, body: string }> };

export type CurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrenciesQuery = { currencies: Array<{ __typename: 'Currency', code: string, symbol: string, exchangeRate: number }> };

export type HeaderShortlistQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderShortlistQuery = { shortlist: Array<{ __typename: 'Property', id: string }> };

export type ShortlistChangeFragment = { __typename: 'ShortlistStatus', propertyId: string, inShortlist: boolean, count: number, property: { __typename: 'Property', id: string, inShortlist: boolean } } & { ' $fragmentName'?: 'ShortlistChangeFragment' };

export type PropertyAddToShortlistMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type PropertyAddToShortlistMutation = { addToShortlist: (
    { __typename: 'ShortlistStatus' }
    & { ' $fragmentRefs'?: { 'ShortlistChangeFragment': ShortlistChangeFragment } }
  ) };

export type RemoveFromShortlistMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type RemoveFromShortlistMutation = { removeFromShortlist: (
    { __typename: 'ShortlistStatus' }
    & { ' $fragmentRefs'?: { 'ShortlistChangeFragment': ShortlistChangeFragment } }
  ) };

export const ResponsiveImage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}}]} as unknown as DocumentNode<ResponsiveImage_ImageFragment, unknown>;
export const ShortlistCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}}]} as unknown as DocumentNode<ShortlistCardFragment, unknown>;
export const VillaCard_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}}]} as unknown as DocumentNode<VillaCard_PropertyFragment, unknown>;
export const CancellationQuote_TermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CancellationQuote_TermsFragment, unknown>;
export const CancelOrderDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancelOrderDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CancelOrderDialog_OrderFragment, unknown>;
export const PaymentTimeline_InstalmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<PaymentTimeline_InstalmentFragment, unknown>;
export const AccountOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AccountOrderFragment, unknown>;
export const PayBalanceDialog_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayBalanceDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}}]}}]} as unknown as DocumentNode<PayBalanceDialog_OrderFragment, unknown>;
export const AccountProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountProfileFragment, unknown>;
export const OrderTimeline_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTimeline_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"previousCheckOut"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"job"}}]}}]}}]}}]} as unknown as DocumentNode<OrderTimeline_OrderFragment, unknown>;
export const VillaStatusBar_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaStatusBar_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<VillaStatusBar_PropertyFragment, unknown>;
export const VillaPhotos_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaPhotos_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altEn"}},{"kind":"Field","name":{"kind":"Name","value":"altDe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}}]} as unknown as DocumentNode<VillaPhotos_ImageFragment, unknown>;
export const VillaEditor_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaEditor_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"destinationKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"damageDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adminAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"minNights"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<VillaEditor_PropertyFragment, unknown>;
export const SignedInUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]} as unknown as DocumentNode<SignedInUserFragment, unknown>;
export const BasketLines_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasketLines_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<BasketLines_CartFragment, unknown>;
export const CheckoutConfirmation_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"staysAmount"}},{"kind":"Field","name":{"kind":"Name","value":"extrasAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<CheckoutConfirmation_OrderFragment, unknown>;
export const ReviewCard_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCard_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"hasMedia"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<ReviewCard_ReviewFragment, unknown>;
export const PropertyReviews_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyReviews_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCard_review"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCard_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"hasMedia"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<PropertyReviews_PropertyFragment, unknown>;
export const ShortlistChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShortlistStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}}]}}]}}]} as unknown as DocumentNode<ShortlistChangeFragment, unknown>;
export const FavouriteMeDocument = {"__meta__":{"hash":"sha256:fb1a3dd94884f637d4d1e677763b4f0efda49c1a3ddee31c5f9a16a6bac2d2a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavouriteMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FavouriteMeQuery, FavouriteMeQueryVariables>;
export const PageTitleDocument = {"__meta__":{"hash":"sha256:21387d779d06bd27ec6a5b2f463a7050f19e7549269a50b96031a06563ce2683"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageTitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PageTitleQuery, PageTitleQueryVariables>;
export const AboutUsPageDocument = {"__meta__":{"hash":"sha256:9a920f21bd7ebc5aceecf65598eb616f4c479955f0d218b696f7721a650ead0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutUsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AboutUsPageQuery, AboutUsPageQueryVariables>;
export const AbovePageDocument = {"__meta__":{"hash":"sha256:aff29ec8a9602c36935eae1978397742c3653906520e46d37d48deb55a60aad8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbovePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"above"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaCard_property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]} as unknown as DocumentNode<AbovePageQuery, AbovePageQueryVariables>;
export const AccountMeDocument = {"__meta__":{"hash":"sha256:55120e7b9c6ac0bd1491df579de4795ceb96512a6067334d96345e742aa1f66e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountMeQuery, AccountMeQueryVariables>;
export const AccountLogoutDocument = {"__meta__":{"hash":"sha256:44a0ba7f53a6e2aee0a7fd8b7c04f3784f0e3e89c4bd284f7a4014e373e5c877"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AccountLogoutMutation, AccountLogoutMutationVariables>;
export const MyBookingsDocument = {"__meta__":{"hash":"sha256:6c4df6a874f53a584863038d4a5c7f17b99b01884341a58a0d144b771397247b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const AccountCancellationQuoteDocument = {"__meta__":{"hash":"sha256:57ff90df74bfcad897e25125b78d703d6a71057a4dc7d04adf8ff7cc305c55e9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountCancellationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancelOrderDialog_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancelOrderDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<AccountCancellationQuoteQuery, AccountCancellationQuoteQueryVariables>;
export const CancelOrderDocument = {"__meta__":{"hash":"sha256:8dacaf1393daa6bb0df6a821707a38cf753f5c4997940102a189c06aaa7d63e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const ResendEmailVerificationDocument = {"__meta__":{"hash":"sha256:adf2ff286126f56d7a943b1929b98f4a6cc7835bd9d4e646e9a54e49c03de78b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyVerified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendEmailVerificationMutation, ResendEmailVerificationMutationVariables>;
export const InvoiceMeDocument = {"__meta__":{"hash":"sha256:bdee6a1c878cc5e969e5ead505f5cd4c9bad7243693bb4a717ccb49e23dc65ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvoiceMeQuery, InvoiceMeQueryVariables>;
export const InvoiceDocument = {"__meta__":{"hash":"sha256:b1d1d78cbc3349d4b7c5a97fe8742b15d0676e7407e8f4d92159c8faa723af5d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"staysAmount"}},{"kind":"Field","name":{"kind":"Name","value":"extrasAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerNight"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const MyOrdersDocument = {"__meta__":{"hash":"sha256:9eb1411ae21bf0548454109cbe8b3d1dd55f344d53f14a1df8d720355dc7f3db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayBalanceDialog_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancelOrderDialog_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayBalanceDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancelOrderDialog_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:b71997bdb2cee8b9b73900d61cd376d4d1ebc42c845f2e2ffc4970107955c2b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AccountPaymentSettingsDocument = {"__meta__":{"hash":"sha256:df1be2624e958ca82dde31f9463334ef9680144908457de3614ec214827fa086"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"testCards"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"stripeJsUrl"}}]}}]}}]} as unknown as DocumentNode<AccountPaymentSettingsQuery, AccountPaymentSettingsQueryVariables>;
export const PayBalanceDocument = {"__meta__":{"hash":"sha256:318f9e9aad8d026238a110b3b8ad93e01124705064d77017bffde8b9f397d445"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PayBalanceMutation, PayBalanceMutationVariables>;
export const SettleBalancePaymentDocument = {"__meta__":{"hash":"sha256:1c2f22de0da437ce39970035dd18e98f32191bc0ed7a119b84f791f5b07d9a51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleBalancePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleOrderPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleOrderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuote_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuoteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeArrival"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPayBalance"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationQuote_terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<SettleBalancePaymentMutation, SettleBalancePaymentMutationVariables>;
export const MyDataExportDocument = {"__meta__":{"hash":"sha256:9326736d620afcbe4540755d8d6f64c66a185f48964f66358318ddeab937524e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MyDataExportQuery, MyDataExportQueryVariables>;
export const DeleteMyAccountDocument = {"__meta__":{"hash":"sha256:ce70e88b0cc40fa43c98f864b94776a62342611ec4809b7689648c16ce02c7df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const AccountShortlistDocument = {"__meta__":{"hash":"sha256:7ff76860f0616fba66a40595c3011655a556519a832c13e6834dcb04400479dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountShortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShortlistCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<AccountShortlistQuery, AccountShortlistQueryVariables>;
export const TripMeDocument = {"__meta__":{"hash":"sha256:eb15fbdd3acda53f72fc94ef4d3cbb5039b6032f2de453577534d5ae33a9fb0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TripMeQuery, TripMeQueryVariables>;
export const TripDocument = {"__meta__":{"hash":"sha256:e647b4bcadd68a9c7a248333afcfb025f78c83f0a0e6302d9935721927242ba4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"villa"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guideAvailableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hostPhone"}},{"kind":"Field","name":{"kind":"Name","value":"wifiName"}},{"kind":"Field","name":{"kind":"Name","value":"wifiPassword"}},{"kind":"Field","name":{"kind":"Name","value":"keyCollection"}},{"kind":"Field","name":{"kind":"Name","value":"houseRules"}}]}}]}}]}}]} as unknown as DocumentNode<TripQuery, TripQueryVariables>;
export const AdminAccessDocument = {"__meta__":{"hash":"sha256:ac6c4526ab36c18f2b1e0b1c18e8d882ba17749748f09ca2e04d9e4ea42067d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminAccessQuery, AdminAccessQueryVariables>;
export const AdminCancelOrderDocument = {"__meta__":{"hash":"sha256:f7afa04af2e844aaf1e6e108ff4a6d0dca9fc3ef82c7cc93060e7e0f7a751410"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const ChangeBookingDatesDocument = {"__meta__":{"hash":"sha256:feb46375e9bf6830af7324b25764a934b456e2692b4aecbcd9b77243c4b1a58e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeBookingDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeBookingDatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeBookingDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}}]}}]}}]} as unknown as DocumentNode<ChangeBookingDatesMutation, ChangeBookingDatesMutationVariables>;
export const ClaimDamageDepositDocument = {"__meta__":{"hash":"sha256:58d7ab629a20fdd9d54861bf7c9886152e804d3d5931b3432190f310f1b91550"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimDamageDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimDamageDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimDamageDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}}]}}]}}]} as unknown as DocumentNode<ClaimDamageDepositMutation, ClaimDamageDepositMutationVariables>;
export const InsightsDocument = {"__meta__":{"hash":"sha256:7a0cda497e55de8b422bdd2898d15319711f0cb45666b7d9ee50478906c44025"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Insights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsightsRange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"destination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destination"}}},{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"villas"}},{"kind":"Field","name":{"kind":"Name","value":"availableNights"}},{"kind":"Field","name":{"kind":"Name","value":"blockedNights"}},{"kind":"Field","name":{"kind":"Name","value":"bookedNights"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"revPan"}},{"kind":"Field","name":{"kind":"Name","value":"revenueByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"bookedLastYear"}},{"kind":"Field","name":{"kind":"Name","value":"earnedLastYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"nightsOnBooks"}},{"kind":"Field","name":{"kind":"Name","value":"nightsLastYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stayLength"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"villaView"}},{"kind":"Field","name":{"kind":"Name","value":"basketAdd"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStart"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]}}]} as unknown as DocumentNode<InsightsQuery, InsightsQueryVariables>;
export const AdminAuditDocument = {"__meta__":{"hash":"sha256:f6afdd615fef3aaad3c9391a0156681296034084a26fa9c7c1a1154412179d19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmail"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminBookingsDocument = {"__meta__":{"hash":"sha256:cacea8efc64859b4975cfabb42935ee43f4d8e880851ec688fab176b11b00c2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBookingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const AdminMailTemplatesDocument = {"__meta__":{"hash":"sha256:89cfadd6db01cf44e5787a88ffa50cb6f73140813fcb50bb1e55b2f5adbd6a98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]}}]} as unknown as DocumentNode<AdminMailTemplatesQuery, AdminMailTemplatesQueryVariables>;
export const AdminMailPreviewDocument = {"__meta__":{"hash":"sha256:d0d4f976d0332ad326742c856d262b3ab93821c505e31a054633f86c9c5db73f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMailPreviewQuery, AdminMailPreviewQueryVariables>;
export const AdminEnquiriesDocument = {"__meta__":{"hash":"sha256:38969025393c24d33cbc247e401f1f7b96dd5063245970f2c703204403b95f11"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEnquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEnquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEnquiriesQuery, AdminEnquiriesQueryVariables>;
export const AdminFlightInquiriesDocument = {"__meta__":{"hash":"sha256:d119c3ea5df040e640b561b6300e63e5eee3a8eb55a0a47f49d9c4da39812248"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFlightInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFlightInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}},{"kind":"Field","name":{"kind":"Name","value":"departureCountry"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCity"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFlightInquiriesQuery, AdminFlightInquiriesQueryVariables>;
export const AdminSetEnquiryStatusDocument = {"__meta__":{"hash":"sha256:0c1f789497fbcf04181fc664ba0f596aa8e55265538eef67eb3fd76138027fb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetEnquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEnquiryStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEnquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSetEnquiryStatusMutation, AdminSetEnquiryStatusMutationVariables>;
export const AdminSetFlightInquiryStatusDocument = {"__meta__":{"hash":"sha256:a4c8c80002030bdd4b288537d248d0b2a865456ffe3d91ffe3051a6dd791201d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetFlightInquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEnquiryStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlightInquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSetFlightInquiryStatusMutation, AdminSetFlightInquiryStatusMutationVariables>;
export const AdminNewsletterDocument = {"__meta__":{"hash":"sha256:4cbfe9aa29ccfcca49a19cc16660dd65cd1cc841753e65aa17133e9c9d66524f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterQuery, AdminNewsletterQueryVariables>;
export const AdminOrdersDocument = {"__meta__":{"hash":"sha256:5fe4a01ca46453cb9c799ee4498bf0e4ad0133769f52e4766ad272e9257960ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTimeline_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTimeline_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"previousCheckOut"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"job"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminDashboardDocument = {"__meta__":{"hash":"sha256:628000ec02d4c71909f6541b99319c96b97774d16978c65ddbb49eca412d9d35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"adminCount"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedPaymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundCount"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"newFlightInquiries"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminPaymentsDocument = {"__meta__":{"hash":"sha256:76d79d4cf22768204ef9905a7c6667315f14394d2562befc6c516ff6c3c86399"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminReviewQueueDocument = {"__meta__":{"hash":"sha256:cc3a7a47d38919364eac1f11075c01ec2cd4845947d41bafad475ceedd07e12c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewQueueFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"Field","name":{"kind":"Name","value":"villa"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminReviewQueueQuery, AdminReviewQueueQueryVariables>;
export const AdminApproveReviewDocument = {"__meta__":{"hash":"sha256:b48ed022e15c8cee6b345f6ba2c9d4c62607c8efb6bea6b7ddabf8c6a7c7f6ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminApproveReviewMutation, AdminApproveReviewMutationVariables>;
export const AdminRejectReviewDocument = {"__meta__":{"hash":"sha256:97b05bc05cf0d1474d670d1d362e9f04098a41505bd14757ec3fbf0de1c68d93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminRejectReviewMutation, AdminRejectReviewMutationVariables>;
export const AdminReplyToReviewDocument = {"__meta__":{"hash":"sha256:2477deafaaa12a219c8c8d98812c36589687ad0a71ba93df1f4bea7e49044f56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReplyToReviewMutation, AdminReplyToReviewMutationVariables>;
export const AdminUsersDocument = {"__meta__":{"hash":"sha256:28949c9f137c388ffee293a8363e9c2f050a0e8ff1795d1a525a60a8fb1c942f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminSuspendUserDocument = {"__meta__":{"hash":"sha256:b32ac1c3e9cb08b731833bc095f08bfd60c095ec8c9755cfc9fa387acd78b252"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]}}]} as unknown as DocumentNode<AdminSuspendUserMutation, AdminSuspendUserMutationVariables>;
export const AdminSetUserAdminDocument = {"__meta__":{"hash":"sha256:ddb42eb6659f13ff3e5a84258af1beedfb1c0aa623cbb275a1adf0f60848e3e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdmin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserAdminMutation, AdminSetUserAdminMutationVariables>;
export const AdminDeleteUserDocument = {"__meta__":{"hash":"sha256:4b84591261fdda7c279a6807a419b41109a579d66d285ae1c88344aef428e822"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminOwnersDocument = {"__meta__":{"hash":"sha256:9b661bf13ea2bf04adac29ff8ef0fa64f840cfe6e6c31fcbd78b7d8971fa6cc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"villaCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnersQuery, AdminOwnersQueryVariables>;
export const AdminOwnerPayoutsDocument = {"__meta__":{"hash":"sha256:fbdd743a04062b001ad07f87bca6da22c19491513a5562e760d5e4d8e991d753"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwnerPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnerPayoutsQuery, AdminOwnerPayoutsQueryVariables>;
export const RecordOwnerPayoutDocument = {"__meta__":{"hash":"sha256:25976e790c5826b0636759b61b87500b2b2c26c95da5d65310e671ef7106b2a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOwnerPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOwnerPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOwnerPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordOwnerPayoutMutation, RecordOwnerPayoutMutationVariables>;
export const CloseOwnerStatementsDocument = {"__meta__":{"hash":"sha256:dcfb685fee82af688740623755c6eecdfe1030bb0d6a59aa6ea3d447da57dd3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseOwnerStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseOwnerStatementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeOwnerStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"statements"}}]}}]}}]} as unknown as DocumentNode<CloseOwnerStatementsMutation, CloseOwnerStatementsMutationVariables>;
export const AdminOwnerStatementDocument = {"__meta__":{"hash":"sha256:331e16b8e4aea36799bd5348727379a5cb332a15d404ed519112cfc884a159ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwnerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceCarried"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnerStatementQuery, AdminOwnerStatementQueryVariables>;
export const AdminArrivalGuideDocument = {"__meta__":{"hash":"sha256:c0874971016d01ec5d1686e3f3e03d551217dd967b77df557496f561c1cb4933"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArrivalGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrivalGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hostPhone"}},{"kind":"Field","name":{"kind":"Name","value":"wifiName"}},{"kind":"Field","name":{"kind":"Name","value":"wifiPassword"}},{"kind":"Field","name":{"kind":"Name","value":"keyCollectionEn"}},{"kind":"Field","name":{"kind":"Name","value":"keyCollectionDe"}},{"kind":"Field","name":{"kind":"Name","value":"houseRulesEn"}},{"kind":"Field","name":{"kind":"Name","value":"houseRulesDe"}}]}}]}}]} as unknown as DocumentNode<AdminArrivalGuideQuery, AdminArrivalGuideQueryVariables>;
export const AdminSetArrivalGuideDocument = {"__meta__":{"hash":"sha256:aca7689ca4dff31eacd4474a9c305833e82238d985a9049d40684d00622a7630"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArrivalGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalGuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArrivalGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hostPhone"}},{"kind":"Field","name":{"kind":"Name","value":"wifiName"}},{"kind":"Field","name":{"kind":"Name","value":"wifiPassword"}},{"kind":"Field","name":{"kind":"Name","value":"keyCollectionEn"}},{"kind":"Field","name":{"kind":"Name","value":"keyCollectionDe"}},{"kind":"Field","name":{"kind":"Name","value":"houseRulesEn"}},{"kind":"Field","name":{"kind":"Name","value":"houseRulesDe"}}]}}]}}]} as unknown as DocumentNode<AdminSetArrivalGuideMutation, AdminSetArrivalGuideMutationVariables>;
export const AdminSetChangeoverDayDocument = {"__meta__":{"hash":"sha256:d04b18122cd07d1bc050c54d7e32ceb041158cad79636050874a08d32381b1aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetChangeoverDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeoverDay"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"changeoverDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeoverDay"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeoverDay"}}]}}]}}]} as unknown as DocumentNode<AdminSetChangeoverDayMutation, AdminSetChangeoverDayMutationVariables>;
export const AdminSetMapPointDocument = {"__meta__":{"hash":"sha256:f3825daa1853902258a9100a005a18e5beef21e19393254254e921d74868641b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetMapPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<AdminSetMapPointMutation, AdminSetMapPointMutationVariables>;
export const AdminSetPropertyRatesDocument = {"__meta__":{"hash":"sha256:a2db44ce190d23b04e1a4f0e37e71d202435d7ebf54771dce7fc5a1af564bda7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetPropertyRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPropertyRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetPropertyRatesMutation, AdminSetPropertyRatesMutationVariables>;
export const AdminVillaRatesDocument = {"__meta__":{"hash":"sha256:a60b52cff69022b4c622cc30918e9a3cbf6bd1af86881db4f1de75b904dec376"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVillaRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"changeoverDay"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<AdminVillaRatesQuery, AdminVillaRatesQueryVariables>;
export const AdminPropertyPhotosDocument = {"__meta__":{"hash":"sha256:3fee699b583c55cc50a3d6b14479b6061135ed73aa1748a6729f4e63132c5542"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPropertyPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaPhotos_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaPhotos_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altEn"}},{"kind":"Field","name":{"kind":"Name","value":"altDe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]} as unknown as DocumentNode<AdminPropertyPhotosQuery, AdminPropertyPhotosQueryVariables>;
export const AdminReorderPropertyImagesDocument = {"__meta__":{"hash":"sha256:bace5a798dc1e7fa8003754830479801f9b9ac38ac25182a45208672dd21f2f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReorderPropertyImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderPropertyImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPropertyImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaPhotos_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaPhotos_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altEn"}},{"kind":"Field","name":{"kind":"Name","value":"altDe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]} as unknown as DocumentNode<AdminReorderPropertyImagesMutation, AdminReorderPropertyImagesMutationVariables>;
export const AdminUpdatePropertyImageAltDocument = {"__meta__":{"hash":"sha256:3b16fcdb6d4ae3d4fc9a37d35e432275e6c3d88da2c284f9aa3c04190d3561f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePropertyImageAlt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImageAltInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePropertyImageAlt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaPhotos_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaPhotos_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altEn"}},{"kind":"Field","name":{"kind":"Name","value":"altDe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]} as unknown as DocumentNode<AdminUpdatePropertyImageAltMutation, AdminUpdatePropertyImageAltMutationVariables>;
export const AdminDeletePropertyImageDocument = {"__meta__":{"hash":"sha256:24220926173160dd8d738a70c66e5e5404d761e69ab6264e8911b723a1e1984f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeletePropertyImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePropertyImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaPhotos_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaPhotos_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altEn"}},{"kind":"Field","name":{"kind":"Name","value":"altDe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]} as unknown as DocumentNode<AdminDeletePropertyImageMutation, AdminDeletePropertyImageMutationVariables>;
export const VillaCalendarDocument = {"__meta__":{"hash":"sha256:7cc334cdaad4e980cf5d10e858bec3fb97d41e86fe37496988da9171814c039d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VillaCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCalendarBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerStay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminIcalExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminIcalImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"blockCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]} as unknown as DocumentNode<VillaCalendarQuery, VillaCalendarQueryVariables>;
export const AddCalendarBlockDocument = {"__meta__":{"hash":"sha256:70d1e043cd4bf6f73090c9cd2f698176588c6fed8de6955e0c40a216dad9a042"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCalendarBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCalendarBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddCalendarBlockMutation, AddCalendarBlockMutationVariables>;
export const DeleteCalendarBlockDocument = {"__meta__":{"hash":"sha256:27c598cf959c0fa8b12a7ebc213b394548406af7aa2c57afdf73bea0030b7f2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCalendarBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalendarBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"blockId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCalendarBlockMutation, DeleteCalendarBlockMutationVariables>;
export const RotateIcalExportDocument = {"__meta__":{"hash":"sha256:a1fc865f3f01d788fd7db11353f72b9966c30013f46a7b7fa20831756240c43d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateIcalExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateIcalExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}}]}}]}}]} as unknown as DocumentNode<RotateIcalExportMutation, RotateIcalExportMutationVariables>;
export const AddIcalImportDocument = {"__meta__":{"hash":"sha256:eab69f5269352b247db803838c045014dda05a87ccf3b93e92fe0621dcd0d783"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddIcalImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IcalImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addIcalImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddIcalImportMutation, AddIcalImportMutationVariables>;
export const DeleteIcalImportDocument = {"__meta__":{"hash":"sha256:567d5ef27fe176e077f63809bab05fd63be54ae811299c75356c10f24df2f9ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIcalImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIcalImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteIcalImportMutation, DeleteIcalImportMutationVariables>;
export const SyncIcalImportsDocument = {"__meta__":{"hash":"sha256:d85c584d15bff0bae92fcdb95b555da8dd80bdffa460420a5bc4f4d70bf01274"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncIcalImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncIcalImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"blockCount"}}]}}]}}]} as unknown as DocumentNode<SyncIcalImportsMutation, SyncIcalImportsMutationVariables>;
export const VillaOwnerDocument = {"__meta__":{"hash":"sha256:61dcb3cce110b072fd9122d9fa6b4fe62f239eaf5a757254ae783a5ff811d87c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VillaOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}}]}}]}}]} as unknown as DocumentNode<VillaOwnerQuery, VillaOwnerQueryVariables>;
export const SetPropertyOwnerDocument = {"__meta__":{"hash":"sha256:2dbaa596a3c2847a1f6ed6c59210e3817c77a1b072405d98cbd43793a01e99e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPropertyOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPropertyOwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}}]}}]}}]} as unknown as DocumentNode<SetPropertyOwnerMutation, SetPropertyOwnerMutationVariables>;
export const AdminPropertiesDocument = {"__meta__":{"hash":"sha256:76f84c031456f0952a6a0f75173cf42cae6b9deae72f6a57b1059bcdd85f4cab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPropertyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPropertiesQuery, AdminPropertiesQueryVariables>;
export const AdminPropertyDocument = {"__meta__":{"hash":"sha256:e3d362ac367a3b0b281f1f355118edcd65e77dbf43ba110e745e459c149725a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaStatusBar_property"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaEditor_property"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaStatusBar_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaEditor_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"destinationKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"damageDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adminAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"minNights"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPropertyQuery, AdminPropertyQueryVariables>;
export const AdminVillaChoicesDocument = {"__meta__":{"hash":"sha256:fcc7aa6f826372592a928442aee656de95ccee97f8daea2a8923ad2d6aab1ccd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVillaChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]} as unknown as DocumentNode<AdminVillaChoicesQuery, AdminVillaChoicesQueryVariables>;
export const AdminCreatePropertyDocument = {"__meta__":{"hash":"sha256:d794e6ade94e41bdd00d50bf517769ffaad7b4460f7c690acf48f87545b12bf9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaEditor_property"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaEditor_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"destinationKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"damageDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adminAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"minNights"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreatePropertyMutation, AdminCreatePropertyMutationVariables>;
export const AdminUpdatePropertyDocument = {"__meta__":{"hash":"sha256:8b3a2847dcf04f4cb5e5b7d30b4f29318f71c2810eef3c2a53f99958b7e3b80c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaEditor_property"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaEditor_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"destinationKey"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"damageDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adminAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"minNights"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePropertyMutation, AdminUpdatePropertyMutationVariables>;
export const AdminSetPropertyPublishedDocument = {"__meta__":{"hash":"sha256:5ea6f9cb07d85721ca002620281d72ce913b5c43843e596fb4deadbe15da243a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetPropertyPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSetPropertyPublishedMutation, AdminSetPropertyPublishedMutationVariables>;
export const ForgotPasswordDocument = {"__meta__":{"hash":"sha256:c0e0ce2252b33ca54270ef01527dd0dccb85fa4c10c42cd809de00e696131345"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginPageMeDocument = {"__meta__":{"hash":"sha256:38f17978a5532f60d931d34c473d55d998f7cca054b425b0966541d8c6120ab5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPageMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<LoginPageMeQuery, LoginPageMeQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:12caee21e915a9db798f82e6c738928fc11375fd24ea3247299904da777413a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"sha256:d129d658ac8a4d8f05c1fe1c83b7bc607c502de2dca9a5a8ebc8e78fa4ed7fdd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:5c8ccf52fa6849e6130938f2b7f0898c8a9872b780ff44f891c84b38dd96fc24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyEmailDocument = {"__meta__":{"hash":"sha256:60ac19f1c052664b3f5f48823034ee2824eb2b3bd54f12b4af6d0727251dbca7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyVerified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const BasketCountDocument = {"__meta__":{"hash":"sha256:d757e0c8e59042b95bbaceda6a3de414510468d413ea7df627708b58ea563747"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BasketCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]} as unknown as DocumentNode<BasketCountQuery, BasketCountQueryVariables>;
export const BasketPanelDocument = {"__meta__":{"hash":"sha256:56e9bf7d22b00b7a4f562a03ae6f4b2fca00d5ca83745f1bc517fa7bee7cb6de"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BasketPanel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasketLines_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasketLines_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<BasketPanelQuery, BasketPanelQueryVariables>;
export const RemoveCartItemDocument = {"__meta__":{"hash":"sha256:2ace95203cfd85f7084f9bc757faddca78ebcb1df69e439f01a0be224931f923"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasketLines_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasketLines_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const RemoveCartExtraDocument = {"__meta__":{"hash":"sha256:879333bdadf9f3b8f0b9d83c6bc54cee668da0df73634013f4d3a77a6f269644"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartExtra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartExtra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasketLines_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasketLines_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<RemoveCartExtraMutation, RemoveCartExtraMutationVariables>;
export const BlogPageDocument = {"__meta__":{"hash":"sha256:4fe947c16af22da08d73d87b015e41fe45f6333b7424cdf710a3cedc9daf246f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<BlogPageQuery, BlogPageQueryVariables>;
export const ChatButtonDocument = {"__meta__":{"hash":"sha256:c16d6318fe49fad964a968da7bf51f5dedc927ad36cef5587b959bd6b905e7da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatButton"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatUrl"}}]}}]}}]} as unknown as DocumentNode<ChatButtonQuery, ChatButtonQueryVariables>;
export const CheckoutConfirmationOrderDocument = {"__meta__":{"hash":"sha256:1d0135ba8242d89a8a821a54e7c07a212284d303ee0313d0ecb5f77739053589"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutConfirmationOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutConfirmation_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"staysAmount"}},{"kind":"Field","name":{"kind":"Name","value":"extrasAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<CheckoutConfirmationOrderQuery, CheckoutConfirmationOrderQueryVariables>;
export const CheckoutDocument = {"__meta__":{"hash":"sha256:5500da7040096f16cb3441f2b5b7b9df1a500c47c79b03cc963a1f5aab060897"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutConfirmation_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"staysAmount"}},{"kind":"Field","name":{"kind":"Name","value":"extrasAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const SettleOrderPaymentDocument = {"__meta__":{"hash":"sha256:e40c7b5a94abe7865a897eb7899432bbef6d35e9ef93c3016c2160f720f333c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleOrderPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleOrderPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleOrderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutConfirmation_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instalment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"staysAmount"}},{"kind":"Field","name":{"kind":"Name","value":"extrasAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"damageDepositClaimReason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentTimeline_instalment"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestName"}},{"kind":"Field","name":{"kind":"Name","value":"leadGuestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<SettleOrderPaymentMutation, SettleOrderPaymentMutationVariables>;
export const CheckoutPageDocument = {"__meta__":{"hash":"sha256:eb2ed6fe79fd0d51d7fdaef98be86ee4887587be544dd8803df304b5bdf7b7b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerNight"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"damageDeposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"depositAvailable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"depositRate"}},{"kind":"Field","name":{"kind":"Name","value":"depositMinWeeksBeforeCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueWeeksBeforeCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"testCards"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"stripeJsUrl"}}]}}]}}]} as unknown as DocumentNode<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const CheckoutDiscountDocument = {"__meta__":{"hash":"sha256:3142624adb26e1578559dc7854ccac361a0dceb7f0c1fd66d84e4f9c7e8dfb2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutDiscount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutQuoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}}]}}]}}]} as unknown as DocumentNode<CheckoutDiscountQuery, CheckoutDiscountQueryVariables>;
export const DestinationsPageDocument = {"__meta__":{"hash":"sha256:9420339dd5361ad40545340d07b1c81e52651db7e7415b497a295b50a313824f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestinationsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"villaCount"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DestinationsPageQuery, DestinationsPageQueryVariables>;
export const EnquirePageDocument = {"__meta__":{"hash":"sha256:723c8c5cb9b9e51d3eccb2404974732fde59e6f4d71fe062846730d9f2f6b29c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnquirePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chatUrl"}}]}}]}}]} as unknown as DocumentNode<EnquirePageQuery, EnquirePageQueryVariables>;
export const SubmitEnquiryDocument = {"__meta__":{"hash":"sha256:b9420807c89d3b4187e5a79ababc8dc533766396ca924f917122242740d495f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitEnquiryMutation, SubmitEnquiryMutationVariables>;
export const AddExtraToCartDocument = {"__meta__":{"hash":"sha256:9ecf3748d9f8cbcccba8375b0b200f6b724367f7a179e4211b108d8c9a039e96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddExtraToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddExtraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExtraToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasketLines_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasketLines_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"totalNights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extraId"}},{"kind":"Field","name":{"kind":"Name","value":"extraTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<AddExtraToCartMutation, AddExtraToCartMutationVariables>;
export const ExtrasPageDocument = {"__meta__":{"hash":"sha256:2442c38bab1c05bd9c059a98004ea56e84e34a9a23195bb4aa43851bfed675af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtrasPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"depositAvailable"}}]}}]}}]} as unknown as DocumentNode<ExtrasPageQuery, ExtrasPageQueryVariables>;
export const SubmitFlightInquiryDocument = {"__meta__":{"hash":"sha256:8ed4a7c530f17eede88f6e2b95af701b5de366881dbaa028c65de8a66380df0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFlightInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFlightInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitFlightInquiryMutation, SubmitFlightInquiryMutationVariables>;
export const FooterDocument = {"__meta__":{"hash":"sha256:98c847f5bf5438645b3c0a83633a3c2992a1dbdb0d7b62a9587ebe628b3fb5e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<FooterQuery, FooterQueryVariables>;
export const SubscribeNewsletterDocument = {"__meta__":{"hash":"sha256:ede1214e82f32ba05210e41c29bdbb8cc597eb732910071d3e3075007d0d9edb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadySubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const HeaderDocument = {"__meta__":{"hash":"sha256:045d1f186dc9e974d5ab73cbaaa333712fb1abe646acd6ec2250749e1a5ef9c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeaderQuery, HeaderQueryVariables>;
export const HeaderMeDocument = {"__meta__":{"hash":"sha256:dffe4d16214a256768f8adc172cc25eb3fb796ee3ef5e3f057a6a715d0c76aeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}}]}}]}}]} as unknown as DocumentNode<HeaderMeQuery, HeaderMeQueryVariables>;
export const HomeDocument = {"__meta__":{"hash":"sha256:2535397ab2907522143b39f708dea04e76c548bde8d28994a7646552a11a5897"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredDestinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"villaCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"discounted"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offers"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaCard_property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const HomeReviewsDocument = {"__meta__":{"hash":"sha256:89513a6a74fc638b2d446355c068db7a2c1280ea716e579146b14ae9aebe3466"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"languageFirst"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCard_review"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCard_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"hasMedia"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<HomeReviewsQuery, HomeReviewsQueryVariables>;
export const ReviewsPanelDocument = {"__meta__":{"hash":"sha256:fd5b0383fef8e5c0ef6fc2ee43689d7c58867680485203dc268f08c6e44463eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewsPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"languageFirst"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCard_review"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCard_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"hasMedia"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<ReviewsPanelQuery, ReviewsPanelQueryVariables>;
export const LegalPageDocument = {"__meta__":{"hash":"sha256:0cc85554f21629efcf38d91d16fca51fc403fd0049c632ed80c8eb690135d012"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<LegalPageQuery, LegalPageQueryVariables>;
export const ConfirmNewsletterDocument = {"__meta__":{"hash":"sha256:7427c421d224c8f4266009d81267cc090676ec7e73a0834c3ccb361303cc66e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const SpecialOffersPageDocument = {"__meta__":{"hash":"sha256:ac56a0beac2d80b91f486d3b8657874351e17e7e11a0ea591d9041f3dc3c7299"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpecialOffersPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"festivePackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceUnit"}},{"kind":"Field","name":{"kind":"Name","value":"packageType"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"festiveOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packageType"}},{"kind":"Field","name":{"kind":"Name","value":"villaId"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"bookingPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"discounted"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaCard_property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]} as unknown as DocumentNode<SpecialOffersPageQuery, SpecialOffersPageQueryVariables>;
export const OwnerAccessDocument = {"__meta__":{"hash":"sha256:91c70cd4c5db066d546664b9e58d24c0a8391446c6a57b7bdb27020308b18ef2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<OwnerAccessQuery, OwnerAccessQueryVariables>;
export const OwnerVillasDocument = {"__meta__":{"hash":"sha256:b7964302a51a6baff6b952016d0ff42cb54a85198b958c4dd6e3353d59db35e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerVillas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}}]}}]}}]} as unknown as DocumentNode<OwnerVillasQuery, OwnerVillasQueryVariables>;
export const OwnerCalendarDocument = {"__meta__":{"hash":"sha256:a1c09f95bb6a9197d368953e4d6b43452d91a038e16400f2bb176004ee867495"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guestFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"ownerStay"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<OwnerCalendarQuery, OwnerCalendarQueryVariables>;
export const AddOwnerStayDocument = {"__meta__":{"hash":"sha256:d3f91fcb3d4242e917d65205fafb3595d1464a1d6deda9d285d73c68b622c462"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOwnerStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerStayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOwnerStay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddOwnerStayMutation, AddOwnerStayMutationVariables>;
export const DeleteOwnerStayDocument = {"__meta__":{"hash":"sha256:1ca13aa088801b62fe917d6b2768242e2e237e880e1cf06550b774534a913892"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOwnerStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOwnerStay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"blockId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteOwnerStayMutation, DeleteOwnerStayMutationVariables>;
export const OwnerStatementsDocument = {"__meta__":{"hash":"sha256:2331421f0a8f52a2755740abbb912e5355e423b49d09c9f71b8c73ce711d0224"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]}}]} as unknown as DocumentNode<OwnerStatementsQuery, OwnerStatementsQueryVariables>;
export const OwnerStatementDocument = {"__meta__":{"hash":"sha256:fa03eadadafa152a93c512ce9f284e39e03933fcce2042b11c51764a325be6b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"guestFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceCarried"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerStatementQuery, OwnerStatementQueryVariables>;
export const AddStayToCartDocument = {"__meta__":{"hash":"sha256:4bca8e218ec8694ee108cf6375357a00ada32a2a837c5370f0ce254dbd8d99ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStayToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStayToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]} as unknown as DocumentNode<AddStayToCartMutation, AddStayToCartMutationVariables>;
export const BookedRangesDocument = {"__meta__":{"hash":"sha256:1a2fc44e15387878419e3ff3b6edb616c8f7ecad732ea6f7f3fd0a828d468147"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookedRanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookedRanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}}]}}]}}]} as unknown as DocumentNode<BookedRangesQuery, BookedRangesQueryVariables>;
export const PropertyPageDocument = {"__meta__":{"hash":"sha256:04beb172e4b195f72b31acd7ebc9f986f98aee703ce383fef0164d8388d98e6f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chatUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAttractions"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"changeoverDay"}},{"kind":"Field","name":{"kind":"Name","value":"minNights"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"upcoming"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyReviews_property"}}]}},{"kind":"Field","name":{"kind":"Name","value":"similarProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaCard_property"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCard_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"cleanliness"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"hasMedia"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyReviews_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCard_review"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]} as unknown as DocumentNode<PropertyPageQuery, PropertyPageQueryVariables>;
export const PriceCalendarDocument = {"__meta__":{"hash":"sha256:4f1ded7a988f511ee9f124f7247a52e2d760821deb63a8aa36af0bfb10a6899c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCalendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<PriceCalendarQuery, PriceCalendarQueryVariables>;
export const NearestStaysDocument = {"__meta__":{"hash":"sha256:bf25a129875bde638c9ba0fce653a29bf280b5847ba19486d9d67b45666db48f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearestStays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookedRanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeStays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<NearestStaysQuery, NearestStaysQueryVariables>;
export const ReviewInvitationDocument = {"__meta__":{"hash":"sha256:a7f9303369fc5a70ccdef0a10c5fa4f649e5ac5ef5b95d0713acc5a74da44389"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"villa"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]} as unknown as DocumentNode<ReviewInvitationQuery, ReviewInvitationQueryVariables>;
export const SubmitReviewDocument = {"__meta__":{"hash":"sha256:ff808d1aa3f8ef5b48dcf7787aef5eaca10d9d716c92fcbb606ab830e812ce0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitReviewMutation, SubmitReviewMutationVariables>;
export const SearchMapPinsDocument = {"__meta__":{"hash":"sha256:7821a98fb2f4d17cb970fb20a46c4d0354e2ec303a96deb3bc97493c3cf53249"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMapPins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyPins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]} as unknown as DocumentNode<SearchMapPinsQuery, SearchMapPinsQueryVariables>;
export const SearchDocument = {"__meta__":{"hash":"sha256:887ff694e82779342104d2a086c0f6c5af2b71e300502473da58d98ddcf0a132"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flexible"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VillaCard_property"}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flexible"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VillaCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fromWeeklyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"flightsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const ShortlistPageDocument = {"__meta__":{"hash":"sha256:2626f3eb9a57e11e833ed00eb329a10e2d6bf7f6df960177e0ba9eda29652e4c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShortlistPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShortlistPageQuery, ShortlistPageQueryVariables>;
export const ShortlistVillasDocument = {"__meta__":{"hash":"sha256:d9733aa1b36f33e39c00a019de060831d3d5a3e365ddf7d0e97c7224abd606d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShortlistVillas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShortlistCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<ShortlistVillasQuery, ShortlistVillasQueryVariables>;
export const WhyUsPageDocument = {"__meta__":{"hash":"sha256:a771440e77afca2ce52284e926192c178dca948e6f2fa2766e5c0ebe3191d259"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhyUsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whyUsCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<WhyUsPageQuery, WhyUsPageQueryVariables>;
export const CurrenciesDocument = {"__meta__":{"hash":"sha256:495c62fd926dfc1d59b7e90ec4b4851053d5fe445134e4ba900bf43ff1ad61b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}}]}}]}}]} as unknown as DocumentNode<CurrenciesQuery, CurrenciesQueryVariables>;
export const HeaderShortlistDocument = {"__meta__":{"hash":"sha256:0775b47eb9fd0fd53312f9d288051beea14df19142e06e396a861b1eac55c7af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderShortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HeaderShortlistQuery, HeaderShortlistQueryVariables>;
export const PropertyAddToShortlistDocument = {"__meta__":{"hash":"sha256:aa2197cc7b7d8fe73d0de18c8353c7ccde4b730d2b8f562cf95fe5326db5b99a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PropertyAddToShortlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToShortlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShortlistChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShortlistStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}}]}}]}}]} as unknown as DocumentNode<PropertyAddToShortlistMutation, PropertyAddToShortlistMutationVariables>;
export const RemoveFromShortlistDocument = {"__meta__":{"hash":"sha256:2ea4a3d42b1783868ca754f355e664d7a973bd0737054b2f9fd9974004160e86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromShortlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromShortlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShortlistChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShortlistChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShortlistStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inShortlist"}}]}}]}}]} as unknown as DocumentNode<RemoveFromShortlistMutation, RemoveFromShortlistMutationVariables>;