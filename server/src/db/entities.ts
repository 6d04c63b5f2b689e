import { BlogArticle } from '../modules/content/blog-article.entity';
import { TeamMember } from '../modules/content/team-member.entity';
import { WhyUsCard } from '../modules/content/why-us-card.entity';
import { Currency } from '../modules/currencies/currency.entity';
import { Country } from '../modules/destinations/country.entity';
import { Destination } from '../modules/destinations/destination.entity';
import { Enquiry, FlightInquiry } from '../modules/enquiries/enquiry.entity';
import { NewsletterConfirmationToken, NewsletterSubscriber } from '../modules/newsletter/newsletter.entity';
import { ShortlistItem } from '../modules/shortlist/shortlist.entity';
import { AuditEntry } from '../modules/audit/audit.entity';
import { Extra } from '../modules/extras/extra.entity';
import { FestiveOffer } from '../modules/offers/festive-offer.entity';
import { FestivePackage } from '../modules/offers/festive-package.entity';
import { FestivePeriod } from '../modules/offers/festive-period.entity';
import { Property } from '../modules/properties/property.entity';
import { Review } from '../modules/reviews/review.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { User } from '../modules/users/user.entity';
import { Basket } from '../modules/cart/basket.entity';
import { CartItem } from '../modules/cart/cart-item.entity';
import { CartExtra } from '../modules/cart/cart-extra.entity';
import { Booking } from '../modules/bookings/booking.entity';
import { Order } from '../modules/orders/order.entity';
import { OrderExtra } from '../modules/orders/order-extra.entity';
import { Payment } from '../modules/payments/payment.entity';

/** Every TypeORM entity. A feature adds its entities here and its tables in a migration. */
export const entities = [
  Currency,
  Country,
  Destination,
  Property,
  Review,
  Extra,
  FestivePeriod,
  FestiveOffer,
  FestivePackage,
  TeamMember,
  BlogArticle,
  WhyUsCard,
  User,
  PasswordResetToken,
  OutboxMail,
  Enquiry,
  FlightInquiry,
  NewsletterSubscriber,
  NewsletterConfirmationToken,
  Basket,
  CartItem,
  CartExtra,
  Order,
  OrderExtra,
  Booking,
  Payment,
  ShortlistItem,
  AuditEntry,
];
