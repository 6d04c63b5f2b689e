/**
 * Every operation that needs a signed-in user or an admin, in GraphQL and REST. The security
 * test (test/server/security.test.ts) calls each one anonymously (expects 401 /
 * UNAUTHENTICATED, also with an ended access token), and as a customer and an admin, each with
 * the session cookie and with an access token (admin-only: 403 / FORBIDDEN for the customer),
 * and checks that every GraphQL field marked @Authorized(Role.Admin) appears here. Token sign-in,
 * refresh and revoke are not listed: they take credentials in the body, not a signed-in caller.
 *
 * A feature that adds a protected field or route adds it to these lists. Variables and bodies
 * only need to pass validation; the call must be refused before it does anything.
 */
export interface ProtectedGraphQL {
  /** The Query or Mutation field, e.g. `users`. */
  field: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface ProtectedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: Record<string, unknown> | unknown[];
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A valid villa in a destination that does not exist: passes validation, then creates nothing. */
const VILLA_BODY = { title: 'Villa Nowhere', location: 'Nowhere', destinationKey: 'nowhere', price: 5000, description: 'A villa.', longDescription: 'A villa.', bedrooms: 2, bathrooms: 1, sleeps: 4 };

export const adminGraphQL: ProtectedGraphQL[] = [
  { field: 'users', query: 'query { users { totalCount items { id email } } }' },
  { field: 'adminBookings', query: '{ adminBookings { totalCount items { id } } }' },
  { field: 'newsletterSubscribers', query: '{ newsletterSubscribers { totalCount items { id status } } }' },
  { field: 'adminPayments', query: '{ adminPayments { totalCount items { id } } }' },
  { field: 'adminDashboard', query: '{ adminDashboard { userCount } }' },
  { field: 'insights', query: '{ insights(range: { from: "2027-01-01", to: "2027-01-31" }) { rent } }' },
  { field: 'auditLog', query: '{ auditLog { totalCount items { id } } }' },
  { field: 'mailTemplates', query: '{ mailTemplates { kind } }' },
  { field: 'arrivalGuide', query: `{ arrivalGuide(propertyId: "${SOME_ID}") { propertyId } }` },
  {
    field: 'setArrivalGuide',
    query: 'mutation($id: ID!, $input: ArrivalGuideInput!) { setArrivalGuide(propertyId: $id, input: $input) { propertyId } }',
    variables: {
      id: SOME_ID,
      input: { checkInTime: '16:00', checkOutTime: '10:00', address: 'Somewhere 1', mapUrl: '', hostPhone: '+44 20 7946 0000', wifiName: '', wifiPassword: '', keyCollectionEn: 'At the door.', keyCollectionDe: 'An der Tür.', houseRulesEn: '', houseRulesDe: '' },
    },
  },
  { field: 'mailPreview', query: '{ mailPreview(kind: "password-reset", language: en) { subject } }' },
  { field: 'suspendUser', query: `mutation { suspendUser(userId: "${SOME_ID}", suspend: true) { id } }` },
  { field: 'setUserAdmin', query: `mutation { setUserAdmin(userId: "${SOME_ID}", isAdmin: true) { id } }` },
  { field: 'deleteUser', query: `mutation { deleteUser(userId: "${SOME_ID}") { id } }` },
  { field: 'adminOrders', query: '{ adminOrders(filter: { status: OVERDUE }) { totalCount items { id status } } }' },
  {
    field: 'adminCancelOrder',
    query: 'mutation($input: AdminCancelOrderInput!) { adminCancelOrder(input: $input) { replayed } }',
    variables: { input: { orderId: SOME_ID, refundAmount: 0, reason: 'protected-ops check' } },
  },
  {
    field: 'claimDamageDeposit',
    query: 'mutation($input: ClaimDamageDepositInput!) { claimDamageDeposit(input: $input) { id } }',
    variables: { input: { orderId: SOME_ID, amount: 0, reason: 'protected-ops check' } },
  },
  {
    field: 'changeBookingDates',
    query: 'mutation($input: ChangeBookingDatesInput!) { changeBookingDates(input: $input) { id } }',
    variables: { input: { bookingId: SOME_ID, checkIn: '2030-06-01', checkOut: '2030-06-08' } },
  },
  // Admin-only relation fields, reached through an admin list (their own guard is tested in admin.test.ts).
  { field: 'bookings', query: '{ users { items { bookings { id } } } }' },
  { field: 'orders', query: '{ users { items { orders { id } } } }' },
  { field: 'payments', query: '{ users { items { payments { id } } } }' },
  { field: 'user', query: '{ adminBookings { items { user { id } } } }' },
  { field: 'name', query: '{ adminBookings { items { name } } }' },
  { field: 'email', query: '{ adminBookings { items { email } } }' },
  { field: 'order', query: '{ adminPayments { items { order { id } } } }' },
  { field: 'events', query: '{ adminOrders { items { events { id } } } }' },
  { field: 'adminEnquiries', query: '{ adminEnquiries { totalCount items { id } } }' },
  { field: 'adminFlightInquiries', query: '{ adminFlightInquiries { totalCount items { id } } }' },
  { field: 'setEnquiryStatus', query: `mutation { setEnquiryStatus(input: { id: "${SOME_ID}", status: CLOSED }) { id } }` },
  { field: 'setFlightInquiryStatus', query: `mutation { setFlightInquiryStatus(input: { id: "${SOME_ID}", status: CLOSED }) { id } }` },
  { field: 'inbox', query: '{ adminDashboard { inbox { newEnquiries } } }' },
  // Villas. The create names no existing destination, so even an admin's call changes nothing.
  { field: 'adminProperties', query: '{ adminProperties(filter: { published: false }) { totalCount items { id published } } }' },
  { field: 'adminProperty', query: `{ adminProperty(id: "${SOME_ID}") { id } }` },
  {
    field: 'createProperty',
    query: 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }',
    variables: { input: { ...VILLA_BODY } },
  },
  { field: 'updateProperty', query: `mutation { updateProperty(id: "${SOME_ID}", input: { price: 5000 }) { id } }` },
  { field: 'setPropertyPublished', query: `mutation { setPropertyPublished(id: "${SOME_ID}", published: true) { id } }` },
  { field: 'translations', query: '{ adminProperties { items { translations { de { title } } } } }' },
  { field: 'adminAmenities', query: '{ adminProperties { items { adminAmenities { icon label labelDe } } } }' },
  // Seasonal prices.
  {
    field: 'setPropertyRates',
    query: 'mutation($input: SetPropertyRatesInput!) { setPropertyRates(input: $input) { id } }',
    variables: { input: { propertyId: SOME_ID, rates: [{ from: '2031-06-07', to: '2031-09-06', weeklyPrice: 9000 }] } },
  },
  // Villa photos; uploading is REST only.
  {
    field: 'reorderPropertyImages',
    query: 'mutation($input: ReorderPropertyImagesInput!) { reorderPropertyImages(input: $input) { id } }',
    variables: { input: { propertyId: SOME_ID, ids: [SOME_ID] } },
  },
  {
    field: 'updatePropertyImageAlt',
    query: 'mutation($input: PropertyImageAltInput!) { updatePropertyImageAlt(input: $input) { id } }',
    variables: { input: { propertyId: SOME_ID, imageId: SOME_ID, alt: 'Terrace' } },
  },
  { field: 'deletePropertyImage', query: `mutation { deletePropertyImage(propertyId: "${SOME_ID}", imageId: "${SOME_ID}") { id } }` },
  // Staff-only fields of a picture, reached through an admin mutation (their own guard is tested in media.test.ts).
  { field: 'altEn', query: `mutation { deletePropertyImage(propertyId: "${SOME_ID}", imageId: "${SOME_ID}") { altEn } }` },
  { field: 'altDe', query: `mutation { deletePropertyImage(propertyId: "${SOME_ID}", imageId: "${SOME_ID}") { altDe } }` },
  // Villa calendars: blocked dates, the export feed, imported feeds.
  { field: 'adminCalendarBlocks', query: `{ adminCalendarBlocks(propertyId: "${SOME_ID}") { id } }` },
  {
    field: 'addCalendarBlock',
    query: 'mutation($input: CalendarBlockInput!) { addCalendarBlock(propertyId: "00000000-0000-4000-8000-000000000000", input: $input) { id } }',
    variables: { input: { checkIn: '2030-06-01', checkOut: '2030-06-08', reason: 'Owner stay' } },
  },
  { field: 'deleteCalendarBlock', query: `mutation { deleteCalendarBlock(propertyId: "${SOME_ID}", blockId: "${SOME_ID}") { id } }` },
  { field: 'adminIcalExport', query: `{ adminIcalExport(propertyId: "${SOME_ID}") { exportUrl } }` },
  { field: 'rotateIcalExport', query: `mutation { rotateIcalExport(propertyId: "${SOME_ID}") { exportUrl } }` },
  { field: 'adminIcalImports', query: `{ adminIcalImports(propertyId: "${SOME_ID}") { id } }` },
  { field: 'addIcalImport', query: `mutation { addIcalImport(propertyId: "${SOME_ID}", input: { url: "https://example.com/cal.ics" }) { id } }` },
  { field: 'deleteIcalImport', query: `mutation { deleteIcalImport(propertyId: "${SOME_ID}", importId: "${SOME_ID}") { id } }` },
  { field: 'syncIcalImports', query: `mutation { syncIcalImports(propertyId: "${SOME_ID}") { id } }` },
  // Villa owners: linking, closing statements, payouts. The admin's calls name nothing that exists or fail validation.
  { field: 'setPropertyOwner', query: `mutation { setPropertyOwner(propertyId: "${SOME_ID}", input: { ownerEmail: "owner@example.com", commissionPercent: 20 }) { ownerId } }` },
  { field: 'propertyOwner', query: `{ propertyOwner(propertyId: "${SOME_ID}") { ownerId } }` },
  { field: 'closeOwnerStatements', query: 'mutation { closeOwnerStatements(input: { month: "2020-13" }) { months } }' },
  { field: 'owners', query: '{ owners { totalCount items { id balanceDue } } }' },
  { field: 'recordOwnerPayout', query: `mutation { recordOwnerPayout(input: { ownerId: "${SOME_ID}", amount: 100, currency: "GBP", reference: "protected-ops", paidOn: "2020-01-01" }) { id } }` },
  { field: 'ownerPayouts', query: '{ ownerPayouts { totalCount items { id } } }' },
  // Review moderation: the queue, decisions and replies.
  { field: 'reviewQueue', query: '{ reviewQueue { totalCount items { id status } } }' },
  { field: 'approveReview', query: `mutation { approveReview(id: "${SOME_ID}") { id } }` },
  { field: 'rejectReview', query: `mutation { rejectReview(id: "${SOME_ID}", input: { reason: ABUSIVE }) { id } }` },
  { field: 'replyToReview', query: `mutation { replyToReview(id: "${SOME_ID}", input: { reply: "Thank you!" }) { id } }` },
];

export const adminRoutes: ProtectedRoute[] = [
  { method: 'get', path: '/api/admin/users' },
  // Any path under /api/admin is guarded, even one no router defines yet.
  { method: 'delete', path: `/api/admin/users/${SOME_ID}` },
  { method: 'get', path: '/api/admin/mail-templates' },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/arrival-guide` },
  { method: 'put', path: `/api/admin/properties/${SOME_ID}/arrival-guide`, body: {} },
  { method: 'get', path: '/api/admin/mail-templates/password-reset/preview' },
  { method: 'get', path: '/api/admin/mail-templates/password-reset/preview.html' },
  { method: 'get', path: '/api/admin/bookings' },
  { method: 'get', path: '/api/admin/newsletters' },
  { method: 'get', path: '/api/admin/payments' },
  { method: 'get', path: '/api/admin/orders' },
  { method: 'post', path: `/api/admin/orders/${SOME_ID}/cancel`, body: { refundAmount: 0 } },
  { method: 'post', path: `/api/admin/orders/${SOME_ID}/damage-deposit/claim`, body: { amount: 0, reason: 'protected-ops check' } },
  { method: 'post', path: `/api/admin/bookings/${SOME_ID}/dates`, body: { checkIn: '2030-06-01', checkOut: '2030-06-08' } },
  { method: 'get', path: '/api/admin/invoices' },
  { method: 'get', path: '/api/admin/insights' },
  { method: 'get', path: '/api/admin/invoices.csv' },
  { method: 'get', path: '/api/admin/dashboard' },
  { method: 'get', path: '/api/admin/audit' },
  { method: 'post', path: `/api/admin/users/${SOME_ID}/suspend`, body: { suspend: true } },
  { method: 'post', path: `/api/admin/users/${SOME_ID}/admin`, body: { isAdmin: true } },
  { method: 'get', path: '/api/admin/enquiries' },
  { method: 'get', path: '/api/admin/flight-inquiries' },
  { method: 'patch', path: `/api/admin/enquiries/${SOME_ID}`, body: { status: 'closed' } },
  { method: 'patch', path: `/api/admin/flight-inquiries/${SOME_ID}`, body: { status: 'closed' } },
  { method: 'get', path: '/api/admin/properties' },
  { method: 'post', path: '/api/admin/properties', body: { ...VILLA_BODY } },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}` },
  { method: 'patch', path: `/api/admin/properties/${SOME_ID}`, body: { price: 5000 } },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/publish`, body: { published: true } },
  { method: 'put', path: `/api/admin/properties/${SOME_ID}/rates`, body: [{ from: '2031-06-07', to: '2031-09-06', weeklyPrice: 9000 }] },
  { method: 'post', path: `/api/admin/orders/${SOME_ID}/cancel`, body: { refundAmount: 0 } },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/images` },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/images` },
  { method: 'put', path: `/api/admin/properties/${SOME_ID}/images/order`, body: { ids: [SOME_ID] } },
  { method: 'patch', path: `/api/admin/properties/${SOME_ID}/images/${SOME_ID}`, body: { alt: 'Terrace' } },
  { method: 'delete', path: `/api/admin/properties/${SOME_ID}/images/${SOME_ID}` },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/blocks` },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/blocks`, body: { checkIn: '2030-06-01', checkOut: '2030-06-08', reason: 'Owner stay' } },
  { method: 'delete', path: `/api/admin/properties/${SOME_ID}/blocks/${SOME_ID}` },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/ical` },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/ical/rotate` },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/ical-imports` },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/ical-imports`, body: { url: 'https://example.com/cal.ics' } },
  { method: 'post', path: `/api/admin/properties/${SOME_ID}/ical-imports/sync` },
  { method: 'delete', path: `/api/admin/properties/${SOME_ID}/ical-imports/${SOME_ID}` },
  { method: 'get', path: `/api/admin/properties/${SOME_ID}/owner` },
  { method: 'put', path: `/api/admin/properties/${SOME_ID}/owner`, body: { ownerEmail: 'owner@example.com', commissionPercent: 20 } },
  { method: 'post', path: '/api/admin/owner-statements/close', body: { month: '2020-13' } },
  { method: 'get', path: '/api/admin/owners' },
  { method: 'post', path: '/api/admin/owner-payouts', body: { ownerId: SOME_ID, amount: 100, currency: 'GBP', reference: 'protected-ops', paidOn: '2020-01-01' } },
  { method: 'get', path: '/api/admin/owner-payouts' },
  { method: 'get', path: '/api/admin/owner-payouts.csv' },
  { method: 'get', path: '/api/admin/reviews' },
  { method: 'post', path: `/api/admin/reviews/${SOME_ID}/approve` },
  { method: 'post', path: `/api/admin/reviews/${SOME_ID}/reject`, body: { reason: 'abusive' } },
  { method: 'put', path: `/api/admin/reviews/${SOME_ID}/reply`, body: { reply: 'Thank you!' } },
];

/**
 * Villa owners' operations: anonymous callers get 401, customers (neither owner nor staff) 403,
 * owners and staff an answer (test/server/owners.test.ts walks them). Ids name nothing.
 */
export const ownerGraphQL: ProtectedGraphQL[] = [
  { field: 'ownerProperties', query: '{ ownerProperties { id } }' },
  { field: 'ownerProperty', query: `{ ownerProperty(id: "${SOME_ID}") { id } }` },
  { field: 'ownerBookings', query: `{ ownerBookings(propertyId: "${SOME_ID}") { id } }` },
  { field: 'ownerBlocks', query: `{ ownerBlocks(propertyId: "${SOME_ID}") { id } }` },
  { field: 'addOwnerStay', query: `mutation { addOwnerStay(propertyId: "${SOME_ID}", input: { from: "2030-06-01", to: "2030-06-08" }) { id } }` },
  { field: 'deleteOwnerStay', query: `mutation { deleteOwnerStay(propertyId: "${SOME_ID}", blockId: "${SOME_ID}") { id } }` },
  { field: 'ownerStatements', query: '{ ownerStatements { month } }' },
  { field: 'ownerStatement', query: '{ ownerStatement(month: "2020-01") { month draft } }' },
];

export const ownerRoutes: ProtectedRoute[] = [
  { method: 'get', path: '/api/owner/properties' },
  { method: 'get', path: `/api/owner/properties/${SOME_ID}` },
  { method: 'get', path: `/api/owner/properties/${SOME_ID}/bookings` },
  { method: 'get', path: `/api/owner/properties/${SOME_ID}/blocks` },
  { method: 'post', path: `/api/owner/properties/${SOME_ID}/blocks`, body: { from: '2030-06-01', to: '2030-06-08', note: 'Family week' } },
  { method: 'delete', path: `/api/owner/properties/${SOME_ID}/blocks/${SOME_ID}` },
  { method: 'get', path: '/api/owner/statements' },
  { method: 'get', path: '/api/owner/statements/2020-01' },
  { method: 'get', path: '/api/owner/statements/2020-01.csv' },
  { method: 'get', path: '/api/owner/statements/2020-01.pdf' },
];

/** Signed-in only (customers may call them): anonymous callers get 401. */
export const userGraphQL: ProtectedGraphQL[] = [
  { field: 'resendEmailVerification', query: 'mutation { resendEmailVerification { emailVerified message } }' },
  { field: 'changePassword', query: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', variables: { input: { currentPassword: 'secret-1', newPassword: 'secret-2' } } },
  { field: 'shortlist', query: '{ shortlist { id } }' },
  { field: 'inShortlist', query: `{ inShortlist(propertyId: "${SOME_ID}") }` },
  { field: 'addToShortlist', query: `mutation { addToShortlist(propertyId: "${SOME_ID}") { propertyId } }` },
  { field: 'removeFromShortlist', query: `mutation { removeFromShortlist(propertyId: "${SOME_ID}") { propertyId } }` },
  { field: 'myBookings', query: '{ myBookings { totalCount } }' },
  { field: 'trip', query: `{ trip(bookingId: "${SOME_ID}") { bookingId } }` },
  { field: 'myOrders', query: '{ myOrders { totalCount } }' },
  { field: 'myOrder', query: `{ myOrder(id: "${SOME_ID}") { id } }` },
  { field: 'checkoutQuote', query: '{ checkoutQuote { totalAmount } }' },
  {
    field: 'settleOrderPayment',
    query: 'mutation($input: SettleOrderPaymentInput!) { settleOrderPayment(input: $input) { replayed } }',
    variables: { input: { orderId: SOME_ID, paymentIntentId: 'pi_protected_ops_check' } },
  },
  {
    field: 'payBalance',
    query: 'mutation($input: PayBalanceInput!) { payBalance(input: $input) { replayed } }',
    variables: { input: { orderId: SOME_ID, paymentMethod: '4242424242424242', idempotencyKey: 'protected-ops-check' } },
  },
  { field: 'cancelOrder', query: 'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { replayed } }', variables: { input: { orderId: SOME_ID } } },
  {
    field: 'checkout',
    query: 'mutation($input: CheckoutInput!) { checkout(input: $input) { order { id } } }',
    variables: { input: { leadGuestName: 'Ann Guest', leadGuestEmail: 'ann@example.com', leadGuestPhone: '+44 20 7946 0000', paymentMethod: '4242424242424242', idempotencyKey: 'protected-ops-check' } },
  },  // The guest's own data: export and account deletion.
  { field: 'myDataExport', query: '{ myDataExport { fileName data } }' },
  { field: 'deleteMyAccount', query: 'mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }', variables: { input: { password: 'not-the-password' } } },
];

export const userRoutes: ProtectedRoute[] = [
  { method: 'get', path: '/api/auth/me' },
  { method: 'post', path: '/api/auth/change-password', body: { currentPassword: 'secret-1', newPassword: 'secret-2' } },
  { method: 'post', path: '/api/auth/verify-email/resend' },
  { method: 'get', path: '/api/user/shortlist' },
  { method: 'get', path: `/api/user/shortlist/check/${SOME_ID}` },
  { method: 'post', path: '/api/user/shortlist', body: { propertyId: SOME_ID } },
  { method: 'delete', path: `/api/user/shortlist/${SOME_ID}` },
  { method: 'get', path: '/api/user/bookings' },
  { method: 'get', path: `/api/trips/${SOME_ID}` },
  { method: 'get', path: '/api/user/orders' },
  { method: 'post', path: '/api/checkout/quote', body: {} },
  { method: 'post', path: `/api/orders/${SOME_ID}/pay-balance`, body: { paymentMethod: '4242424242424242', idempotencyKey: 'protected-ops-check' } },
  { method: 'post', path: `/api/orders/${SOME_ID}/payment-status`, body: { paymentIntentId: 'pi_protected_ops_check' } },
  { method: 'get', path: `/api/orders/${SOME_ID}/cancellation` },
  { method: 'post', path: `/api/orders/${SOME_ID}/cancel`, body: {} },
  { method: 'get', path: `/api/orders/${SOME_ID}` },
  { method: 'get', path: `/api/orders/${SOME_ID}/invoice.pdf` },
  { method: 'get', path: `/api/orders/${SOME_ID}/credit-notes/CN-2027-000001.pdf` },
  { method: 'post', path: '/api/checkout', body: { leadGuestName: 'Ann Guest', leadGuestEmail: 'ann@example.com', leadGuestPhone: '+44 20 7946 0000', paymentMethod: '4242424242424242', idempotencyKey: 'protected-ops-check' } },  { method: 'get', path: '/api/user/data-export' },
  { method: 'post', path: '/api/user/delete-account', body: { password: 'not-the-password' } },
];
