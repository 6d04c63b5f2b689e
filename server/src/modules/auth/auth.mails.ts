import { messageTemplate } from '../mail/mail-template';

/** The link to choose a new password. */
export const passwordResetMail = messageTemplate({
  kind: 'password-reset',
  audience: 'guest',
  subject: 'mail.passwordReset.subject',
  text: 'mail.passwordReset.text',
  action: { label: 'mail.passwordReset.action', url: 'link' },
  sample: (config) => ({ name: 'Ada Lovelace', company: config.company.name, link: `${config.publicUrl}/reset-password/sample-token`, minutes: 60 }),
});

export const authMailTemplates = [passwordResetMail];
