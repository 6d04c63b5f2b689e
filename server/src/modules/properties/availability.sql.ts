/**
 * SQL condition: villa `property` has an active (not cancelled) booking overlapping the stay
 * [from, to), leaving out the booking `except` (a stay being moved, which may overlap its own old
 * dates) when given. The arguments are SQL expressions or parameter placeholders. Used by the
 * villa search here and by the bookings' availability check, which sits above the villas.
 */
export const activeBookingOverlaps = (property: string, from: string, to: string, except?: string) =>
  `EXISTS (SELECT 1 FROM bookings b WHERE b.property_id = ${property} AND b.status <> 'cancelled' AND b.stay && daterange(CAST(${from} AS date), CAST(${to} AS date), '[)')${except ? ` AND b.id <> CAST(${except} AS uuid)` : ''})`;
