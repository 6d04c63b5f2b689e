import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { recurring, SECOND } from '../../jobs/jobs.service';
import { createMailSender, deliverPendingMail, type MailSender } from './mail.worker';

const senders = new WeakMap<Config, MailSender>();

/** One nodemailer transport per process (it pools SMTP connections), made on first use. */
function senderFor(config: Config, transport?: Transporter): MailSender {
  let sender = senders.get(config);
  if (!sender) senders.set(config, (sender = createMailSender(config, transport)));
  return sender;
}

/** Sends due outbox mail; the outbox rows themselves are claimed with SKIP LOCKED too. */
export const mailDelivery = recurring('mail.deliver', 5 * SECOND, ({ db, config }) => deliverPendingMail(db, senderFor(config), config.mail.from));
