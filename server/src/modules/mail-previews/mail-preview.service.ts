import { isLocale, type Locale } from '../../../../common/locale';
import type { RequestContext } from '../../graphql/context';
import { badInput, notFound } from '../../errors';
import { authMailTemplates } from '../auth/auth.mails';
import { bookingConfirmationMail } from '../orders/confirmation-mail';
import { enquiryMail, flightInquiryMail } from '../enquiries/enquiries.mails';
import { renderMail, type MailTemplate } from '../mail/mail-template';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../newsletter/newsletter.mails';
import { arrivalGuideMail } from '../trips/trips.mails';
import { bookingDatesChangedMail } from '../stay-changes/stay-change.mails';
import { reviewRequestMail } from '../reviews/reviews.mails';
import { balanceActionRequiredMail, balancePaidMail, balanceReminderMail, damageDepositClaimedMail, orderCancelledMail } from '../orders/orders.mails';
import type { MailPreview, MailTemplateInfo } from './mail-preview.types';

/** Every e-mail template the site sends, in the order staff see them in the preview. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own data type; the preview only hands it its own sample
const templates: readonly MailTemplate<any>[] = [
  bookingConfirmationMail,
  balanceReminderMail,
  bookingDatesChangedMail,
  arrivalGuideMail,
  reviewRequestMail,
  balancePaidMail,
  balanceActionRequiredMail,
  orderCancelledMail,
  damageDepositClaimedMail,
  ...authMailTemplates,
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  enquiryMail,
  flightInquiryMail,
];

export function listMailTemplates(): MailTemplateInfo[] {
  return templates.map((template) => ({ kind: template.kind, audience: template.audience }));
}

/** One template filled with its sample data, in `language`, exactly as the outbox would send it. */
export async function previewMail(ctx: RequestContext, kind: string, language: string): Promise<MailPreview> {
  if (!isLocale(language)) throw badInput('validation.enum', 'language', { values: 'en, de' });
  const template = templates.find((t) => t.kind === kind);
  if (!template) throw notFound('mail.preview.unknownTemplate', { kind });
  const locale: Locale = language;
  const mail = await renderMail(template, { locale, config: ctx.config }, template.audience === 'staff' ? ctx.config.company.email : 'ada@example.com', template.sample(ctx.config));
  return { kind, language: locale, to: mail.to, subject: mail.subject, html: mail.html ?? '', text: mail.text, attachments: mail.attachments ?? [] };
}
