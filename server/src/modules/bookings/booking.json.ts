import type { Booking } from './booking.entity';

// REST shapes, used by this module's /api routes and by others'.

/** REST shape: the guest's view (id, checkIn, checkOut, guests, status) plus what the villa and price are. */
export function bookingJson(booking: Booking, propertyTitle: string) {
  return {
    id: booking.id,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    status: booking.status,
    propertyId: booking.propertyId,
    propertyTitle,
    orderId: booking.orderId,
    totalNights: booking.totalNights,
    totalPrice: booking.totalPrice,
    createdAt: booking.createdAt,
  };
}
