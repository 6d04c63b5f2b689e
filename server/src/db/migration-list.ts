import { Catalogue1763700000000 } from './migrations/1763700000000-catalogue';
import { Enquiries1795259027313 } from './migrations/1795259027313-enquiries';
import { Accounts1795259058831 } from './migrations/1795259058831-accounts';
import { Checkout1795259071399 } from './migrations/1795259071399-checkout';
import { Newsletter1795259326246 } from './migrations/1795259326246-newsletter';
import { Shortlist1795259596861 } from './migrations/1795259596861-shortlist';
import { AdminAudit1795259836513 } from './migrations/1795259836513-admin-audit';
import { NewsletterSignupLimit1795266000000 } from './migrations/1795266000000-newsletter-signup-limit';
import { Jobs1795300000000 } from './migrations/1795300000000-jobs';
import { RateLimits1795300000001 } from './migrations/1795300000001-rate-limits';
import { OrderFingerprint1795300000002 } from './migrations/1795300000002-order-fingerprint';
import { BookingMoney1795400000000 } from './migrations/1795400000000-booking-money';
import { CartNoOverlap1795400000001 } from './migrations/1795400000001-cart-no-overlap';
import { AuditChanges1795400000002 } from './migrations/1795400000002-audit-changes';
import { EnquiryStatus1795400000003 } from './migrations/1795400000003-enquiry-status';
import { PropertyImages1795400000010 } from './migrations/1795400000010-property-images';
import { PropertyPublishing1795400000020 } from './migrations/1795400000020-property-publishing';
import { SeasonalRates1795500000000 } from './migrations/1795500000000-seasonal-rates';
import { Calendar1795500000010 } from './migrations/1795500000010-calendar';
import { SearchIndexes1795500000020 } from './migrations/1795500000020-search-indexes';
import { ReviewLanguagePhotos1795500000030 } from './migrations/1795500000030-review-language-photos';
import { ApiTokens1795600000100 } from './migrations/1795600000100-api-tokens';
import { RateLimitsUnlogged1795600000101 } from './migrations/1795600000101-rate-limits-unlogged';
import { OrderEvents1795700000000 } from './migrations/1795700000000-order-events';
import { BrowserPayments1795800000001 } from './migrations/1795800000001-browser-payments';
import { SavedCards1795800000002 } from './migrations/1795800000002-saved-cards';

/** Every migration, oldest first. Listed explicitly so source (tests) and compiled code agree. */
export const migrations = [Catalogue1763700000000, Enquiries1795259027313, Accounts1795259058831, Checkout1795259071399, Newsletter1795259326246, Shortlist1795259596861, AdminAudit1795259836513, NewsletterSignupLimit1795266000000, Jobs1795300000000, RateLimits1795300000001, OrderFingerprint1795300000002, BookingMoney1795400000000, CartNoOverlap1795400000001, AuditChanges1795400000002, EnquiryStatus1795400000003, PropertyImages1795400000010, PropertyPublishing1795400000020, SeasonalRates1795500000000, Calendar1795500000010, SearchIndexes1795500000020, ReviewLanguagePhotos1795500000030, ApiTokens1795600000100, RateLimitsUnlogged1795600000101, OrderEvents1795700000000, BrowserPayments1795800000001, SavedCards1795800000002];
