import type { DataSource } from 'typeorm';
import { BALANCE_OVERDUE_AFTER_DAYS, BALANCE_REMINDER_DAYS_BEFORE } from '../../../../common/constants';
import { addDays, businessToday, daysBetween } from '../../../../common/dates';
import type { Config } from '../../config';
import { sql, sqlParams } from '../../db/sql';
import { jobContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import type { Locale } from '../../../../common/locale';
import { enqueueMail } from '../mail/mail.service';
import { orderMail } from './order-mail';
import { balanceReminderMail } from './orders.mails';
import { moveOrder } from './order-status';

export const BALANCE_REMINDERS_JOB = 'orders.balanceReminders';
export const MARK_OVERDUE_JOB = 'orders.markOverdue';

/**
 * Balance reminders: 14 days and 3 days before the due date and on it (BALANCE_REMINDER_DAYS_BEFORE),
 * each once per order (balance_reminders' key). A run that missed a day sends only the latest
 * reminder due, not every one it missed. Each reminder sent is written to the order's history
 * with the balance it asks for. Returns the reminders queued.
 */
export async function sendBalanceReminders(db: DataSource, config: Config, today: string = businessToday()): Promise<number> {
  const stages = [...BALANCE_REMINDER_DAYS_BEFORE].sort((a, b) => b - a);
  const { rows } = await sql<{ id: string; dueDate: string }>(
    db,
    `SELECT id, to_char(balance_due_date, 'YYYY-MM-DD') AS "dueDate" FROM orders
      WHERE status IN ('confirmed', 'overdue') AND balance_amount > 0 AND balance_due_date <= $1::date`,
    [addDays(today, stages[0])],
  );
  let queued = 0;
  for (const order of rows) {
    const daysLeft = daysBetween(today, order.dueDate);
    const stage = stages.filter((days) => days >= daysLeft).at(-1);
    if (stage === undefined) continue;
    const sent = await db.transaction(async (manager) => {
      const tx = jobContext(manager, BALANCE_REMINDERS_JOB);
      const reminder = sqlParams();
      const param = reminder.param;
      const { rows: fresh } = await sql(
        tx,
        `WITH fresh AS (
           INSERT INTO balance_reminders (order_id, days_before) VALUES (${param(order.id)}, ${param(stage)}) ON CONFLICT DO NOTHING RETURNING order_id, days_before
         ), history AS (
           INSERT INTO order_events (order_id, kind, amount, currency, actor_job, detail)
           SELECT o.id, 'reminder', o.balance_amount, o.currency, ${param(tx.job)}::text, jsonb_build_object('daysBefore', f.days_before) FROM fresh f JOIN orders o ON o.id = f.order_id
         )
         SELECT order_id FROM fresh`,
        reminder.values,
      );
      if (!fresh.length) return false;
      // Earlier stages a late run skipped count as sent: the guest gets one reminder, the latest.
      await sql(tx, `INSERT INTO balance_reminders (order_id, days_before) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [order.id, stages.filter((days) => days > stage)]);
      const { rows: [o] } = await sql<{ orderNumber: string; name: string; email: string; balance: number; currency: string; locale: Locale }>(
        tx,
        `SELECT order_number AS "orderNumber", lead_guest_name AS name, lead_guest_email AS email, balance_amount AS balance, currency, locale FROM orders WHERE id = $1`,
        [order.id],
      );
      const values = { amount: formatMoney(o, o.balance, o.currency), dueDate: order.dueDate, url: `${config.publicUrl}/account?tab=orders` };
      await enqueueMail(tx, await orderMail({ locale: o.locale, config }, { orderNumber: o.orderNumber, leadGuestName: o.name, leadGuestEmail: o.email, locale: o.locale }, balanceReminderMail, values));
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Confirmed orders whose balance is still unpaid BALANCE_OVERDUE_AFTER_DAYS after its due date become overdue (for staff; nothing is cancelled). */
export async function markOverdueOrders(db: DataSource, today: string = businessToday()): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    db,
    `SELECT id FROM orders WHERE status = 'confirmed' AND balance_amount > 0 AND balance_due_date < $1::date`,
    [addDays(today, -BALANCE_OVERDUE_AFTER_DAYS)],
  );
  for (const { id } of rows) {
    await db.transaction((manager) => moveOrder(jobContext(manager, MARK_OVERDUE_JOB), id, 'overdue', { from: ['confirmed'] }));
  }
  return rows.length;
}
