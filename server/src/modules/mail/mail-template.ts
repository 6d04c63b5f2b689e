import type { Locale } from '../../../../common/locale';
import type { Config } from '../../config';
import { translate, type MessageKey } from '../../i18n/messages';
import { mailHtml, mailText, type MailContent } from './mail-layout';
import type { MailAttachment, MailMessage } from './mail.service';

/** What a template is written with: the recipient's language and the configuration (company, site address). */
export interface MailTemplateContext {
  locale: Locale;
  config: Config;
}

/**
 * One kind of e-mail. Every e-mail the site sends is one of these: the template says what it
 * says in the recipient's language (`compose`), the one layout (mail-layout.ts) makes its HTML and
 * text parts, and `sample` gives made-up data for the staff's preview in the back office.
 */
export interface MailTemplate<D> {
  /** The outbox's `kind`, e.g. `booking-confirmation`. */
  readonly kind: string;
  /** Who gets it, for the preview list. */
  readonly audience: 'guest' | 'staff' | 'subscriber';
  sample(config: Config): D;
  compose(ctx: MailTemplateContext, data: D): MailContent;
  /** Files that go with it (the booking's calendar entry). */
  attachments?(ctx: MailTemplateContext, data: D): MailAttachment[];
}

/** Declares a template, keeping the type of its data. */
export function mailTemplate<D>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}

/** A template's mail in both parts, ready for the outbox. */
export async function renderMail<D>(
  template: MailTemplate<D>,
  ctx: MailTemplateContext,
  to: string,
  data: D,
  options: { dedupeKey?: string; attachments?: MailAttachment[] } = {},
): Promise<MailMessage> {
  const content = template.compose(ctx, data);
  const attachments = [...(template.attachments?.(ctx, data) ?? []), ...(options.attachments ?? [])];
  return {
    kind: template.kind,
    to,
    subject: content.subject,
    text: mailText(content, ctx.config.company, ctx.locale),
    html: await mailHtml(content, ctx.config.company, ctx.locale),
    ...(attachments.length ? { attachments } : {}),
    ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
  };
}

type Params = Record<string, string | number>;

/**
 * A template whose subject and text are two server messages filled with the same values, and
 * whose button, if any, is a third message linking to one of the values.
 */
export function messageTemplate<P extends Params>(definition: {
  kind: string;
  audience: MailTemplate<P>['audience'];
  subject: MessageKey;
  text: MessageKey;
  action?: { label: MessageKey; url: keyof P & string };
  sample(config: Config): P;
}): MailTemplate<P> {
  return {
    kind: definition.kind,
    audience: definition.audience,
    sample: definition.sample,
    compose: ({ locale }, params) => ({
      subject: translate(locale, definition.subject, params),
      text: translate(locale, definition.text, params),
      ...(definition.action ? { action: { label: translate(locale, definition.action.label, params), url: String(params[definition.action.url]) } } : {}),
    }),
  };
}
