import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { deleteStaleTokens } from '../auth/token-family';
import { removeAbandonedBaskets } from '../cart/basket.cleanup';
import { createMailSender, deliverPendingMail, type MailSender } from '../mail/mail.worker';
import { markOverdueOrders, sendBalanceReminders } from '../orders/order-jobs';
import { expireHolds, settlePendingRefunds } from '../orders/order-payments';
import type { JobDefinition } from './jobs.service';
import { sql } from '../../db/sql';
import { calendarFeedFirstSync, calendarFeedSync } from '../calendar/calendar.jobs';
import { applyRetention } from '../privacy/retention.service';

const senders = new WeakMap<Config, MailSender>();

/** One nodemailer transport per process (it pools SMTP connections), made on first use. */
function senderFor(config: Config, transport?: Transporter): MailSender {
  let sender = senders.get(config);
  if (!sender) senders.set(config, (sender = createMailSender(config, transport)));
  return sender;
}

/** Sends due outbox mail; the outbox rows themselves are claimed with SKIP LOCKED too. */
export const mailDelivery: JobDefinition = {
  name: 'mail.deliver',
  every: 5_000,
  run: ({ db, config }) => deliverPendingMail(db, senderFor(config), config.mail.from),
};

export const basketCleanup: JobDefinition = {
  name: 'baskets.cleanup',
  every: 3_600_000,
  run: ({ db }) => removeAbandonedBaskets(db),
};

/** What the privacy section of the README promises: old sessions, links, sent mail and rate-limit counters go. */
export const retention: JobDefinition = {
  name: 'privacy.retention',
  every: 3_600_000,
  run: ({ db, config }) => applyRetention(db, config),
};

/** Refresh tokens and token families that can no longer be used. */
export const tokenCleanup: JobDefinition = {
  name: 'tokens.cleanup',
  every: 3_600_000,
  run: ({ db }) => deleteStaleTokens(db),
};

/** Finished jobs are kept a month for inspection, then removed. */
export const jobsCleanup: JobDefinition = {
  name: 'jobs.cleanup',
  every: 86_400_000,
  run: ({ db }) => sql(db, `DELETE FROM jobs WHERE coalesce(done_at, failed_at) < now() - interval '30 days'`),
};

/** Checkout holds that ran out unpaid free their dates (checkout and calendars also expire a villa's holds before checking it). */
export const holdExpiry: JobDefinition = {
  name: 'orders.expireHolds',
  every: 60_000,
  run: ({ db }) => expireHolds({ manager: db.manager, locale: 'en' }),
};

export const balanceReminders: JobDefinition = {
  name: 'orders.balanceReminders',
  every: 3_600_000,
  run: ({ db, config }) => sendBalanceReminders(db, config),
};

export const overdueBalances: JobDefinition = {
  name: 'orders.markOverdue',
  every: 3_600_000,
  run: ({ db }) => markOverdueOrders(db),
};

/** Refunds the provider could not make at once are tried again. */
export const pendingRefunds: JobDefinition = {
  name: 'payments.settleRefunds',
  every: 300_000,
  run: ({ db, config }) => settlePendingRefunds(db, config),
};

/** Every job the workers run. A feature adds its job here (one line) and enqueues it with enqueueJob. */
export const jobList: JobDefinition[] = [mailDelivery, basketCleanup, retention, tokenCleanup, jobsCleanup, holdExpiry, balanceReminders, overdueBalances, pendingRefunds, calendarFeedSync, calendarFeedFirstSync as JobDefinition];
