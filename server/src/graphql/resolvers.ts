import type { NonEmptyArray } from 'type-graphql';
import { UserResolver } from '../modules/users/user.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CurrencyResolver } from '../modules/currencies/currency.resolver';
import { CompanyResolver } from '../modules/company/company.resolver';
import { EnquiryResolver } from '../modules/enquiries/enquiry.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { PropertyShortlistResolver, ShortlistResolver } from '../modules/shortlist/shortlist.resolver';
import { AdminBookingFieldsResolver, AdminOrderFieldsResolver, AdminPaymentFieldsResolver, AdminResolver, AdminUserRelationsResolver, SubscriberStatusResolver } from '../modules/admin/admin.resolver';
import { CountryResolver, DestinationResolver } from '../modules/destinations/destination.resolver';
import { PropertyResolver } from '../modules/properties/property.resolver';
import { ReviewResolver } from '../modules/reviews/review.resolver';
import { ExtraResolver } from '../modules/extras/extra.resolver';
import { FestiveOfferResolver } from '../modules/offers/offer.resolver';
import { ContentResolver } from '../modules/content/content.resolver';
import { CartResolver } from '../modules/cart/cart.resolver';
import { BookingResolver } from '../modules/bookings/booking.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { CheckoutResolver } from '../modules/checkout/checkout.resolver';
import { GeoResolver } from '../modules/geo/geo.resolver';

/** Every resolver class of the graph. A feature adds its resolvers here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [GeoResolver, CompanyResolver, CurrencyResolver, PropertyResolver, CountryResolver, DestinationResolver, EnquiryResolver, ReviewResolver, ExtraResolver, FestiveOfferResolver, ContentResolver, AuthResolver, UserResolver, NewsletterResolver, ShortlistResolver, PropertyShortlistResolver, CartResolver, BookingResolver, OrderResolver, CheckoutResolver, AdminResolver, AdminUserRelationsResolver, AdminBookingFieldsResolver, AdminOrderFieldsResolver, AdminPaymentFieldsResolver, SubscriberStatusResolver];
