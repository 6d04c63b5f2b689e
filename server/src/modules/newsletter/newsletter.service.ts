import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from '../../../../common/constants';
import { isLocale, type Locale } from '../../../../common/locale';
import { clientAddress, consumeAttempt } from '../../rate-limits';
import { AppError } from '../../errors';
import { clientIpHash, inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { sessionSecrets } from '../auth/session';
import { enqueueMail } from '../mail/mail.service';
import { renderMail, type MailTemplate } from '../mail/mail-template';
import { newsletterConfirmationMail, newsletterWelcomeMail, type NewsletterParams } from './newsletter.mails';
import { NewsletterConfirmationToken, NewsletterSubscriber } from './newsletter.entity';
import type { NewsletterConfirmation, NewsletterSubscribeInput, NewsletterSubscription } from './newsletter.types';
import { sql } from '../../db/sql';

/** Confirmation tokens are 32 random bytes, base64url: exactly 43 characters. */
const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The client page that confirms an address: the link of the confirmation e-mail. */
export function confirmationUrl(ctx: RequestContext, token: string): string {
  return `${ctx.config.publicUrl}/newsletter/confirm/${token}`;
}

let generatedSecrets: string[] | undefined;

/**
 * Unsubscribe links are signed with the session secrets (SESSION_SECRET, required in
 * production): the first signs, every one verifies, so old e-mails' links keep working while their secret stays listed.
 */
function signingSecrets(ctx: RequestContext): string[] {
  return ctx.config.session.secrets ?? (generatedSecrets ??= sessionSecrets(ctx.config));
}

function sign(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');
}

/** `<subscriber id>.<HMAC>`: works without logging in, cannot be forged for another address, never expires. */
export function unsubscribeToken(ctx: RequestContext, subscriberId: string): string {
  return `${subscriberId}.${sign(signingSecrets(ctx)[0], subscriberId)}`;
}

export function unsubscribeUrl(ctx: RequestContext, subscriberId: string): string {
  return `${ctx.config.publicUrl}/api/newsletter/unsubscribe/${unsubscribeToken(ctx, subscriberId)}`;
}

function verifyUnsubscribeToken(ctx: RequestContext, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2]);
  const valid = signingSecrets(ctx).some((secret) => {
    const expected = Buffer.from(sign(secret, match[1]));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? match[1] : null;
}

function mailLocale(subscriber: NewsletterSubscriber): Locale {
  return isLocale(subscriber.locale) ? subscriber.locale : 'en';
}

/**
 * Every newsletter e-mail goes through here, so each one carries the subscriber's own
 * unsubscribe link in its footer.
 */
async function enqueueNewsletterMail(tx: RequestContext, subscriber: NewsletterSubscriber, template: MailTemplate<NewsletterParams>, extra: Record<string, string | number> = {}) {
  const params = { company: tx.config.company.name, unsubscribeLink: unsubscribeUrl(tx, subscriber.id), ...extra };
  await enqueueMail(tx, await renderMail(template, { locale: mailLocale(subscriber), config: tx.config }, subscriber.email, params));
}

async function issueConfirmation(tx: RequestContext, subscriber: NewsletterSubscriber): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokens = tx.manager.getRepository(NewsletterConfirmationToken);
  // A new request replaces older links: only the latest consent counts.
  await tokens.delete({ subscriberId: subscriber.id });
  await tokens.insert({ subscriberId: subscriber.id, tokenHash: hashToken(token), usedAt: null, ipHash: clientIpHash(tx) });
  await enqueueNewsletterMail(tx, subscriber, newsletterConfirmationMail, { link: confirmationUrl(tx, token) });
}

/**
 * A new address is stored subscribed but unconfirmed and gets a confirmation link. An address
 * still waiting for confirmation gets a new link (the old one stops working), so a lost mail can
 * be recovered. A confirmed address (any letter case) answers alreadySubscribed and sends
 * nothing. An address that had unsubscribed subscribes again and must confirm again.
 */
export async function subscribe(ctx: RequestContext, input: NewsletterSubscribeInput): Promise<NewsletterSubscription> {
  // Per client address (RATE_LIMIT_NEWSLETTER), so nobody can use the form to mail many strangers.
  await consumeAttempt(ctx, [{ limit: 'newsletter', subject: clientAddress(ctx) }]);
  const email = input.email.trim();
  const name = input.name?.trim() || null;
  return inTransaction(ctx, async (tx) => {
    // ON CONFLICT makes two simultaneous requests for one address safe: one inserts, the other sees it.
    const { rows: inserted } = await sql<{ id: string }>(
      tx,
      `INSERT INTO newsletter_subscribers (email, name, locale) VALUES ($1, $2, $3) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [email, name, tx.locale],
    );
    const repository = tx.manager.getRepository(NewsletterSubscriber);
    let subscriber: NewsletterSubscriber | null = null;
    if (inserted.length) {
      subscriber = await repository.findOneByOrFail({ id: inserted[0].id });
    } else {
      const { rows } = await sql<{ id: string }>(
        tx,
        `UPDATE newsletter_subscribers SET subscribed = true, confirmed = false, confirmed_at = NULL, unsubscribed_at = NULL, subscribed_at = now(), locale = $2, name = coalesce($3, name)
         WHERE lower(email) = lower($1) AND NOT subscribed RETURNING id`,
        [email, tx.locale, name],
      );
      if (rows.length) subscriber = await repository.findOneByOrFail({ id: rows[0].id });
    }
    if (!subscriber) {
      // Still unconfirmed: the first mail may be lost, so a new link replaces it (the per-address limit above applies).
      const pending = await repository.createQueryBuilder('s').where('lower(s.email) = lower(:email)', { email }).andWhere('s.subscribed AND NOT s.confirmed').getOne();
      if (pending) {
        await issueConfirmation(tx, pending);
        return { alreadySubscribed: false, message: translate(tx.locale, 'newsletter.subscribed') };
      }
      return { alreadySubscribed: true, message: translate(tx.locale, 'newsletter.alreadySubscribed') };
    }
    await issueConfirmation(tx, subscriber);
    return { alreadySubscribed: false, message: translate(tx.locale, 'newsletter.subscribed') };
  });
}

/**
 * Opens a confirmation link. First time: confirms, answers the discount code and mails the
 * welcome with the code and its terms. The same link again: alreadyConfirmed. A malformed
 * token is bad input; an unknown (or replaced, or unsubscribed) one is not found.
 */
export async function confirm(ctx: RequestContext, token: string): Promise<NewsletterConfirmation> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) throw new AppError('BAD_USER_INPUT', 'newsletter.tokenInvalid', { field: 'token' }, 'token');
  return inTransaction(ctx, async (tx) => {
    const row = await tx.manager
      .getRepository(NewsletterConfirmationToken)
      .createQueryBuilder('token')
      .where('token.tokenHash = :hash', { hash: hashToken(token) })
      .setLock('pessimistic_write')
      .getOne();
    if (!row) throw new AppError('NOT_FOUND', 'newsletter.tokenInvalid');
    if (row.usedAt) return { alreadyConfirmed: true, message: translate(tx.locale, 'newsletter.alreadyConfirmed'), discountCode: null };
    await tx.manager.getRepository(NewsletterConfirmationToken).update({ id: row.id }, { usedAt: () => 'now()' });
    await tx.manager.getRepository(NewsletterSubscriber).update({ id: row.subscriberId }, { confirmed: true, confirmedAt: () => 'now()' });
    const subscriber = await tx.manager.getRepository(NewsletterSubscriber).findOneByOrFail({ id: row.subscriberId });
    await enqueueNewsletterMail(tx, subscriber, newsletterWelcomeMail, {
      code: NEWSLETTER_DISCOUNT_CODE,
      percent: NEWSLETTER_DISCOUNT_PERCENT,
    });
    return { alreadyConfirmed: false, message: translate(tx.locale, 'newsletter.confirmed', { code: NEWSLETTER_DISCOUNT_CODE }), discountCode: NEWSLETTER_DISCOUNT_CODE };
  });
}

/** The signed link of every newsletter e-mail: no login needed; repeating it is harmless. */
export async function unsubscribe(ctx: RequestContext, token: string): Promise<{ message: string }> {
  const subscriberId = verifyUnsubscribeToken(ctx, token);
  if (!subscriberId) throw new AppError('BAD_USER_INPUT', 'newsletter.unsubscribeInvalid', { field: 'token' }, 'token');
  await inTransaction(ctx, async (tx) => {
    await sql(tx, `UPDATE newsletter_subscribers SET subscribed = false, unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE id = $1 AND subscribed`, [subscriberId]);
    // Pending confirmation links die with the subscription.
    await sql(tx, `DELETE FROM newsletter_confirmation_tokens WHERE subscriber_id = $1 AND used_at IS NULL`, [subscriberId]);
  });
  return { message: translate(ctx.locale, 'newsletter.unsubscribed') };
}

/** The subscription under this address in any letter case, or null (the guest's data export). */
export function subscriptionOf(ctx: Pick<RequestContext, 'manager'>, email: string): Promise<NewsletterSubscriber | null> {
  return ctx.manager.getRepository(NewsletterSubscriber).createQueryBuilder('s').where('lower(s.email) = lower(:email)', { email }).getOne();
}
