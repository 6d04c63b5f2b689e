import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from '../../../../common/constants';
import { translate, type MessageKey } from '../../i18n/messages';
import { mailTemplate, type MailTemplate } from '../mail/mail-template';

export type NewsletterParams = { company: string; unsubscribeLink: string } & Record<string, string | number>;

/** A newsletter mail: its text, then the subscriber's own unsubscribe link. */
function newsletterTemplate(kind: string, subject: MessageKey, text: MessageKey, sample: Record<string, string | number>, action?: { label: MessageKey; url: string }): MailTemplate<NewsletterParams> {
  return mailTemplate<NewsletterParams>({
    kind,
    audience: 'subscriber',
    sample: (config) => ({ company: config.company.name, unsubscribeLink: `${config.publicUrl}/newsletter/unsubscribe/sample-token`, ...sample }),
    compose: ({ locale }, params) => ({
      subject: translate(locale, subject, params),
      text: `${translate(locale, text, params)}\n\n--\n${translate(locale, 'mail.newsletter.footer', params)}`,
      ...(action ? { action: { label: translate(locale, action.label, params), url: String(params[action.url]) } } : {}),
    }),
  });
}

export const newsletterConfirmationMail = newsletterTemplate(
  'newsletter-confirmation',
  'mail.newsletterConfirm.subject',
  'mail.newsletterConfirm.text',
  { link: 'https://villas.example/newsletter/confirm/sample-token' },
  { label: 'mail.newsletterConfirm.action', url: 'link' },
);

export const newsletterWelcomeMail = newsletterTemplate('newsletter-welcome', 'mail.newsletterWelcome.subject', 'mail.newsletterWelcome.text', {
  code: NEWSLETTER_DISCOUNT_CODE,
  percent: NEWSLETTER_DISCOUNT_PERCENT,
});
