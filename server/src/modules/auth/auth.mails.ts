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

/** The link that confirms the address of a new account, in the language of the sign-up. */
export const emailVerificationMail = messageTemplate({
  kind: 'email-verification',
  audience: 'guest',
  subject: 'mail.emailVerification.subject',
  text: 'mail.emailVerification.text',
  action: { label: 'mail.emailVerification.action', url: 'link' },
  sample: (config) => ({ name: 'Ada Lovelace', company: config.company.name, link: `${config.publicUrl}/verify-email/sample-token`, days: 7 }),
});

export const authMailTemplates = [passwordResetMail, emailVerificationMail];
