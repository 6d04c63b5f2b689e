import type { DataSource } from 'typeorm';
import { businessToday } from '../../../../common/dates';
import { isLocale } from '../../../../common/locale';
import type { Config } from '../../config';
import { sql } from '../../db/sql';
import { jobContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import { log } from '../../logger';
import { enqueueMail } from '../mail/mail.service';
import { paymentProviderFor } from '../payments/payment-provider';
import { recordChargeTaken } from './order-payments';
import { orderMail } from './order-mail';
import { balanceActionRequiredMail, balancePaidMail } from './orders.mails';
import { Order } from './order.entity';

export const CHARGE_BALANCES_JOB = 'orders.chargeBalances';

/**
 * Balances due today (or before) of orders whose guest agreed at checkout to have the card saved:
 * each is charged off-session once (the order's off_session_attempted_at is claimed first, so a
 * second run or instance never charges again). Paid: the balance is recorded as any payment is,
 * with its history row and the "balance received" e-mail. The bank asks for authentication, or
 * the card is declined: nothing is charged and the guest gets an e-mail with the link to pay in
 * the browser (3-D Secure works there); the reminders and the overdue rule carry on as before.
 * Returns the balances charged.
 */
export async function chargeDueBalances(db: DataSource, config: Config, today: string = businessToday()): Promise<number> {
  const provider = paymentProviderFor(config);
  if (!provider.chargeOffSession) return 0;
  const { rows } = await sql<{ id: string; customer: string; paidWith: string; locale: string | null }>(
    db,
    `WITH due AS (
       SELECT o.id FROM orders o
        WHERE o.status IN ('confirmed', 'overdue') AND o.balance_amount > 0 AND o.balance_due_date <= $1::date
          AND o.card_consent_at IS NOT NULL AND o.stripe_customer_id IS NOT NULL AND o.off_session_attempted_at IS NULL
        LIMIT 100
     )
     UPDATE orders o SET off_session_attempted_at = now() FROM due WHERE o.id = due.id AND o.off_session_attempted_at IS NULL
     RETURNING o.id, o.stripe_customer_id AS customer, o.locale,
               (SELECT p.payment_intent_id FROM payments p WHERE p.order_id = o.id AND p.kind = 'charge' AND p.status = 'completed' AND p.payment_intent_id IS NOT NULL ORDER BY p.created_at LIMIT 1) AS "paidWith"`,
    [today],
  );
  let charged = 0;
  for (const claimed of rows) {
    const order = await db.getRepository(Order).findOneByOrFail({ id: claimed.id });
    const { rows: [payment] } = await sql<{ id: string }>(
      db,
      `INSERT INTO payments (order_id, user_id, provider, amount, currency, status, kind, instalment, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, 'pending', 'charge', 'balance', $6) ON CONFLICT DO NOTHING RETURNING id`,
      [order.id, order.userId, provider.name, order.balanceAmount, order.currency, `off-session-${order.id}`],
    );
    if (!payment) continue;
    const result = claimed.paidWith
      ? await provider
          .chargeOffSession({
            amount: order.balanceAmount,
            currency: order.currency,
            customer: claimed.customer,
            paidWith: claimed.paidWith,
            idempotencyKey: `balance-${payment.id}`,
            description: `Balance of order ${order.orderNumber}`,
            metadata: { orderId: order.id, orderNumber: order.orderNumber, ...(order.userId ? { userId: order.userId } : {}) },
          })
          .catch((error: unknown) => (log().error({ err: error, orderId: order.id }, 'off-session balance charge failed'), { outcome: 'declined' as const }))
      : { outcome: 'declined' as const };
    await db.transaction(async (manager) => {
      // The guest's e-mails in the language of their checkout.
      const tx = { ...jobContext(manager, CHARGE_BALANCES_JOB), locale: isLocale(claimed.locale) ? claimed.locale : ('en' as const), config };
      if (result.outcome === 'completed') {
        await recordChargeTaken(tx, payment.id, result.paymentIntentId);
        await enqueueMail(tx, await orderMail(tx, order, balancePaidMail, { amount: formatMoney(tx, order.balanceAmount, order.currency) }, { dedupeKey: `order:${order.id}:balance-paid` }));
        return;
      }
      // Nothing was charged: the pending row goes, and the guest is asked to pay in the browser.
      await sql(tx, `DELETE FROM payments WHERE id = $1 AND status = 'pending'`, [payment.id]);
      await enqueueMail(
        tx,
        await orderMail(tx, order, balanceActionRequiredMail, {
          amount: formatMoney(tx, order.balanceAmount, order.currency),
          url: `${config.publicUrl}/account?tab=orders&pay=${order.id}`,
        }, { dedupeKey: `order:${order.id}:balance-action-required` }),
      );
    });
    if (result.outcome === 'completed') charged += 1;
  }
  return charged;
}
