import { createHash } from 'node:crypto';
import type { CheckoutInput } from '../checkout.types';

/**
 * What an idempotency key pays for, stored with the order it claimed: a retry with the same key
 * must be the same purchase (the same choice of payment and the same basket, or an emptied one),
 * else it is refused rather than answered with the first purchase's result.
 */

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What the guest chose to pay: the option, the total they were shown and the discount code (in any case). */
export function paymentFingerprint(input: Pick<CheckoutInput, 'paymentOption' | 'expectedTotal' | 'discountCode'>): string {
  const code = input.discountCode?.trim().toUpperCase() || null;
  return sha256(code ? [input.paymentOption, input.expectedTotal ?? null, code] : [input.paymentOption, input.expectedTotal ?? null]);
}

/** What the key pays for: every stay and extra line of the basket, whatever their order. */
export function basketFingerprint(items: { propertyId: string; checkIn: string; checkOut: string; guests: number }[], extras: { line: { extraId: string; quantity: number } }[]): string {
  const stays = items.map((item) => [item.propertyId, item.checkIn, item.checkOut, item.guests].join('|')).sort();
  const lines = extras.map(({ line }) => [line.extraId, line.quantity].join('|')).sort();
  return sha256([stays, lines]);
}
