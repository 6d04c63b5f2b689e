/** Server messages of the mail module: what the layout around every e-mail says, and the staff preview. */
const en = {
  'mail.layout.phone': 'Phone',
  'mail.preview.unknownTemplate': 'There is no e-mail template "{kind}".',
};

const de: Record<keyof typeof en, string> = {
  'mail.layout.phone': 'Telefon',
  'mail.preview.unknownTemplate': 'Es gibt keine E-Mail-Vorlage „{kind}“.',
};

export const mailMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    mail: typeof en;
  }
}
