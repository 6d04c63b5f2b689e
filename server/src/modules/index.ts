import { installMessages } from '../i18n/messages';
import type { FeatureModule } from './feature-module';
import { authModule } from './auth/auth.module';
import { usersModule } from './users/users.module';
import { currenciesModule } from './currencies/currencies.module';
import { geoModule } from './geo/geo.module';
import { propertiesModule } from './properties/properties.module';
import { reviewsModule } from './reviews/reviews.module';
import { extrasModule } from './extras/extras.module';
import { enquiriesModule } from './enquiries/enquiries.module';
import { newsletterModule } from './newsletter/newsletter.module';
import { shortlistModule } from './shortlist/shortlist.module';
import { adminModule } from './admin/admin.module';
import { cartModule } from './cart/cart.module';
import { bookingsModule } from './bookings/bookings.module';
import { ordersModule } from './orders/orders.module';
import { checkoutModule } from './checkout/checkout.module';
import { paymentsModule } from './payments/payments.module';
import { companyModule } from './company/company.module';
import { destinationsModule } from './destinations/destinations.module';
import { offersModule } from './offers/offers.module';
import { contentModule } from './content/content.module';
import { mailModule } from './mail/mail.module';
import { auditModule } from './audit/audit.module';
import { mediaModule } from './media/media.module';
import { calendarModule } from './calendar/calendar.module';
import { privacyModule } from './privacy/privacy.module';

/**
 * Every server module, in the order their /api routes are tried. A new feature adds its
 * `<name>.module.ts` and one line here; resolvers, entities, routes and server messages are
 * derived from this list (`MessageKey` from its type, so the list keeps each module's own type).
 */
export const modules = [
  authModule,
  usersModule,
  currenciesModule,
  geoModule,
  propertiesModule,
  reviewsModule,
  extrasModule,
  enquiriesModule,
  newsletterModule,
  shortlistModule,
  adminModule,
  cartModule,
  bookingsModule,
  ordersModule,
  checkoutModule,
  paymentsModule,
  companyModule,
  destinationsModule,
  offersModule,
  contentModule,
  mailModule,
  auditModule,
  mediaModule,
  calendarModule,
  privacyModule,
] as const satisfies readonly FeatureModule[];

// The messages join the catalogue here, where the list is complete: i18n/messages.ts cannot import
// this list at run time, because nearly every module imports it. Throws when two modules share a key.
installMessages(modules);
