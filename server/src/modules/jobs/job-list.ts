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

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A job one instance runs once per `every` milliseconds. */
function recurring(name: string, every: number, run: JobDefinition['run']): JobDefinition {
  return { name, every, run };
}

const senders = new WeakMap<Config, MailSender>();

/** One nodemailer transport per process (it pools SMTP connections), made on first use. */
function senderFor(config: Config, transport?: Transporter): MailSender {
  let sender = senders.get(config);
  if (!sender) senders.set(config, (sender = createMailSender(config, transport)));
  return sender;
}

/** Sends due outbox mail; the outbox rows themselves are claimed with SKIP LOCKED too. */
export const mailDelivery = recurring('mail.deliver', 5 * SECOND, ({ db, config }) => deliverPendingMail(db, senderFor(config), config.mail.from));

export const basketCleanup = recurring('baskets.cleanup', HOUR, ({ db }) => removeAbandonedBaskets(db));

/** What the privacy section of the README promises: old sessions, links, sent mail and rate-limit counters go. */
export const retention = recurring('privacy.retention', HOUR, ({ db, config }) => applyRetention(db, config));

/** Refresh tokens and token families that can no longer be used. */
export const tokenCleanup = recurring('tokens.cleanup', HOUR, ({ db }) => deleteStaleTokens(db));

/** Finished jobs are kept a month for inspection, then removed. */
export const jobsCleanup = recurring('jobs.cleanup', DAY, ({ db }) => sql(db, `DELETE FROM jobs WHERE coalesce(done_at, failed_at) < now() - interval '30 days'`));

/** Checkout holds that ran out unpaid free their dates (checkout and calendars also expire a villa's holds before checking it). */
export const holdExpiry = recurring('orders.expireHolds', MINUTE, ({ db }) => expireHolds({ manager: db.manager, locale: 'en' }));

export const balanceReminders = recurring('orders.balanceReminders', HOUR, ({ db, config }) => sendBalanceReminders(db, config));

export const overdueBalances = recurring('orders.markOverdue', HOUR, ({ db }) => markOverdueOrders(db));

/** Refunds the provider could not make at once are tried again. */
export const pendingRefunds = recurring('payments.settleRefunds', 5 * MINUTE, ({ db, config }) => settlePendingRefunds(db, config));

/** Every job the workers run. A feature adds its job here (one line) and enqueues it with enqueueJob. */
export const jobList: JobDefinition[] = [mailDelivery, basketCleanup, retention, tokenCleanup, jobsCleanup, holdExpiry, balanceReminders, overdueBalances, pendingRefunds, calendarFeedSync, calendarFeedFirstSync as JobDefinition];
