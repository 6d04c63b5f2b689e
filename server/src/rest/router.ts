import express, { Router } from 'express';
import { authRoutes } from '../modules/auth/auth.rest';
import { requireAdmin } from '../modules/auth/authorization';
import { currencyRoutes } from '../modules/currencies/currency.rest';
import { userAdminRoutes } from '../modules/users/user.rest';
import { enquiryRoutes } from '../modules/enquiries/enquiry.rest';
import { newsletterRoutes } from '../modules/newsletter/newsletter.rest';
import { shortlistRoutes } from '../modules/shortlist/shortlist.rest';
import { adminRoutes } from '../modules/admin/admin.rest';
import { propertyRoutes } from '../modules/properties/property.rest';
import { reviewRoutes } from '../modules/reviews/review.rest';
import { extraRoutes } from '../modules/extras/extra.rest';
import { cartRoutes } from '../modules/cart/cart.rest';
import { bookingRoutes } from '../modules/bookings/booking.rest';
import { orderRoutes } from '../modules/orders/order.rest';
import { checkoutRoutes } from '../modules/checkout/checkout.rest';
import { paymentWebhookRoutes } from '../modules/payments/payment.rest';
import { geoRoutes } from '../modules/geo/geo.rest';
import { apiNotFound } from './errors';

/**
 * The /api shim of spec section 7: thin routers over the same services the resolvers call.
 * A feature adds its router here.
 */
export function createRestRouter(): Router {
  const api = Router();
  // Before the JSON parser: webhook signatures are checked over the raw body.
  api.use(paymentWebhookRoutes());
  api.use(express.json({ limit: '100kb' }));
  // Every /api/admin/* route is admin-only, whichever router defines it (each also says so itself).
  api.use('/admin', requireAdmin);
  api.use(authRoutes());
  api.use(userAdminRoutes());
  api.use(currencyRoutes());
  api.use(geoRoutes());
  api.use(propertyRoutes());
  api.use(reviewRoutes());
  api.use(extraRoutes());
  api.use(enquiryRoutes());
  api.use(newsletterRoutes());
  api.use(shortlistRoutes());
  api.use(adminRoutes());
  api.use(cartRoutes());
  api.use(bookingRoutes());
  api.use(orderRoutes());
  api.use(checkoutRoutes());
  api.use(apiNotFound);
  return api;
}
