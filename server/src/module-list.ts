import type { commonMessages, DuplicateKeys, KeysOf, MessageKey } from './i18n/messages';
import { jobsCleanup } from './jobs/jobs.cleanup';
import type { JobDefinition } from './jobs/jobs.service';
import { entitiesOf, resolversOf, type FeatureModule } from './modules/feature-module';
import { authModule } from './modules/auth/auth.module';
import { usersModule } from './modules/users/users.module';
import { currenciesModule } from './modules/currencies/currencies.module';
import { geoModule } from './modules/geo/geo.module';
import { propertiesModule } from './modules/properties/properties.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { extrasModule } from './modules/extras/extras.module';
import { enquiriesModule } from './modules/enquiries/enquiries.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { shortlistModule } from './modules/shortlist/shortlist.module';
import { adminModule } from './modules/admin/admin.module';
import { insightsModule } from './modules/insights/insights.module';
import { basketModule } from './modules/basket/basket.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { ordersModule } from './modules/orders/orders.module';
import { checkoutModule } from './modules/checkout/checkout.module';
import { stayChangesModule } from './modules/stay-changes/stay-changes.module';
import { paymentsModule } from './modules/payments/payments.module';
import { companyModule } from './modules/company/company.module';
import { destinationsModule } from './modules/destinations/destinations.module';
import { offersModule } from './modules/offers/offers.module';
import { contentModule } from './modules/content/content.module';
import { mailModule } from './modules/mail/mail.module';
import { mailPreviewsModule } from './modules/mail-previews/mail-previews.module';
import { tripsModule } from './modules/trips/trips.module';
import { auditModule } from './modules/audit/audit.module';
import { mediaModule } from './modules/media/media.module';
import { calendarModule } from './modules/calendar/calendar.module';
import { privacyModule } from './modules/privacy/privacy.module';
import { ownersModule } from './modules/owners/owners.module';
import { imagesModule } from './modules/images/images.module';
import { seoModule } from './modules/seo/seo.module';
import { ssrModule } from './modules/ssr/ssr.module';

/**
 * Every server module, in the order their /api and site routes are tried. A new feature adds its
 * `<name>.module.ts` and one line here. Only the entry points import this list (main.ts, the
 * command-line tools, the test set-up); they hand it, or what is derived from it, down to what
 * builds the data source, the schema, the routers, the job workers and the message catalogue.
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
  insightsModule,
  basketModule,
  bookingsModule,
  ordersModule,
  checkoutModule,
  stayChangesModule,
  paymentsModule,
  companyModule,
  destinationsModule,
  offersModule,
  contentModule,
  mailModule,
  mailPreviewsModule,
  tripsModule,
  auditModule,
  mediaModule,
  calendarModule,
  ownersModule,
  privacyModule,
  imagesModule,
  seoModule,
  ssrModule,
] as const satisfies readonly FeatureModule[];

/** Every TypeORM entity, for the data source; tables come from migrations. */
export const entities = entitiesOf(modules);

/** Every resolver class of the graph, for the schema (createApp derives the same from `modules`). */
export const resolvers = resolversOf(modules);

/** Every job the workers run: the job table's own clean-up and each module's jobs (its manifest's `jobs`). */
export const jobList: JobDefinition[] = [jobsCleanup, ...modules.flatMap((module): readonly JobDefinition[] => module.jobs ?? [])];

type MessageSources = readonly [typeof commonMessages, ...typeof modules];

/** Fails typecheck, naming the key, when two modules (or a module and i18n/messages.ts) declare the same key; start-up would stop on it. */
type EachKeyHasOneOwner<Duplicates extends never> = Duplicates;
type _EachKeyHasOneOwner = EachKeyHasOneOwner<DuplicateKeys<MessageSources>>;

/** Fails typecheck, naming the key, when a module declares keys (ServerMessages) but is missing from this list: translating them would fail. */
type EveryKeyIsInstalled<Missing extends never> = Missing;
type _EveryKeyIsInstalled = EveryKeyIsInstalled<Exclude<MessageKey, KeysOf<MessageSources[number]>>>;
