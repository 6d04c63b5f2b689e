/** Server messages of the privacy module. Closing one's own account. */
const en = {
  'privacy.deleteFutureStay': 'Your account cannot be deleted while a stay is still to come. Please cancel the booking or wait until after your stay, or contact us.',
  'privacy.deleteOpenBalance': 'Your account cannot be deleted while a balance is still open. Please pay or settle the balance first, or contact us.',
  'privacy.accountDeleted': 'Your account has been deleted.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'privacy.deleteFutureStay': 'Ihr Konto kann nicht gelöscht werden, solange ein Aufenthalt noch bevorsteht. Bitte stornieren Sie die Buchung oder warten Sie bis nach Ihrem Aufenthalt, oder kontaktieren Sie uns.',
  'privacy.deleteOpenBalance': 'Ihr Konto kann nicht gelöscht werden, solange ein Restbetrag offen ist. Bitte begleichen Sie zuerst den Restbetrag oder kontaktieren Sie uns.',
  'privacy.accountDeleted': 'Ihr Konto wurde gelöscht.',
};

export const privacyMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    privacy: typeof en;
  }
}
