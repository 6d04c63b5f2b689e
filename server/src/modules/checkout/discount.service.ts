import { findDiscountCode, type DiscountCode } from '../../../../common/discount';
import { pgErrorCode, PG_UNIQUE_VIOLATION, sql } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import type { User } from '../users/user.entity';

/**
 * The discount code a user may apply to their next order, or null without a code. Refused on
 * the `discountCode` field with a translated message: an unknown code, one for newsletter
 * subscribers used by another account, or one already used (each account once, first order only).
 */
export async function usableDiscount(ctx: RequestContext, user: User, code: string | null | undefined): Promise<DiscountCode | null> {
  if (!code?.trim()) return null;
  const discount = findDiscountCode(code);
  if (!discount) throw badInput('discount.unknown', 'discountCode');
  if (discount.newsletterSubscribersOnly) {
    const { count } = await sql(ctx, `SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1) AND subscribed AND confirmed`, [user.email]);
    if (!count) throw badInput('discount.notYours', 'discountCode', { code: discount.code });
  }
  const { count: used } = await sql(ctx, `SELECT 1 FROM discount_redemptions WHERE code = $1 AND user_id = $2`, [discount.code, user.id]);
  if (used) throw badInput('discount.used', 'discountCode', { code: discount.code });
  if (discount.firstOrderOnly) {
    const { count: earlier } = await sql(ctx, `SELECT 1 FROM orders WHERE user_id = $1 AND status IN ('confirmed', 'overdue', 'cancelled') LIMIT 1`, [user.id]);
    if (earlier) throw badInput('discount.firstOrderOnly', 'discountCode', { code: discount.code });
  }
  return discount;
}

/** Claims the code for the order in the checkout's transaction; a second claim by the same account fails the unique key. */
export async function redeemDiscount(tx: RequestContext, discount: DiscountCode, userId: string, orderId: string, amount: number): Promise<void> {
  try {
    await sql(tx, `INSERT INTO discount_redemptions (code, user_id, order_id, amount) VALUES ($1, $2, $3, $4)`, [discount.code, userId, orderId, amount]);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('BAD_USER_INPUT', 'discount.used', { field: 'discountCode', code: discount.code }, 'discountCode');
    throw error;
  }
}
