/** Server messages of the newsletter module. Subscribing to the newsletter, confirming and leaving it, and its e-mails. */
const en = {
  'newsletter.email': 'Please enter a valid email address',
  'newsletter.subscribed': 'Thank you for subscribing. Please check your inbox and confirm your email address.',
  'newsletter.alreadySubscribed': "You're already receiving our newsletter",
  'newsletter.confirmed': 'Your email address is confirmed. Welcome! Your discount code is {code}.',
  'newsletter.alreadyConfirmed': 'Your email address was already confirmed.',
  'newsletter.tokenInvalid': 'Invalid confirmation link',
  'newsletter.unsubscribed': 'You have been unsubscribed from our newsletter.',
  'newsletter.unsubscribeInvalid': 'This unsubscribe link is not valid.',
  'mail.newsletter.footer': 'You receive this e-mail because this address subscribed to the {company} newsletter. Unsubscribe at any time, no login needed:\n{unsubscribeLink}',
  'mail.newsletterConfirm.subject': 'Please confirm your subscription to the {company} newsletter',
  'mail.newsletterConfirm.text': 'Hello,\n\nthank you for subscribing to the {company} newsletter. Please confirm your email address by opening this link:\n\n{link}\n\nThe link works once. If you did not subscribe, ignore this e-mail and you will not hear from us again.\n\n{company}',
  'mail.newsletterConfirm.action': 'Confirm my subscription',
  'mail.newsletterWelcome.subject': 'Welcome to the {company} newsletter: {percent}% off your first booking',
  'mail.newsletterWelcome.text': 'Hello,\n\nyour subscription is confirmed. Welcome!\n\nAs a thank-you, here is your discount code: {code}\n\nIt gives you {percent}% off your first booking with {company}. Enter it when you book; it applies to a first booking only, once per customer.\n\n{company}',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'newsletter.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'newsletter.subscribed': 'Vielen Dank für Ihre Anmeldung. Bitte prüfen Sie Ihren Posteingang und bestätigen Sie Ihre E-Mail-Adresse.',
  'newsletter.alreadySubscribed': 'Sie erhalten unseren Newsletter bereits',
  'newsletter.confirmed': 'Ihre E-Mail-Adresse ist bestätigt. Willkommen! Ihr Rabattcode lautet {code}.',
  'newsletter.alreadyConfirmed': 'Ihre E-Mail-Adresse wurde bereits bestätigt.',
  'newsletter.tokenInvalid': 'Ungültiger Bestätigungslink',
  'newsletter.unsubscribed': 'Sie wurden von unserem Newsletter abgemeldet.',
  'newsletter.unsubscribeInvalid': 'Dieser Abmeldelink ist ungültig.',
  'mail.newsletter.footer': 'Sie erhalten diese E-Mail, weil diese Adresse den Newsletter von {company} abonniert hat. Abmelden jederzeit, ohne Anmeldung:\n{unsubscribeLink}',
  'mail.newsletterConfirm.subject': 'Bitte bestätigen Sie Ihr Abonnement des Newsletters von {company}',
  'mail.newsletterConfirm.text': 'Hallo,\n\nvielen Dank für Ihr Interesse am Newsletter von {company}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n\n{link}\n\nDer Link funktioniert nur einmal. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; Sie hören dann nicht wieder von uns.\n\n{company}',
  'mail.newsletterConfirm.action': 'Abonnement bestätigen',
  'mail.newsletterWelcome.subject': 'Willkommen beim Newsletter von {company}: {percent} % Rabatt auf Ihre erste Buchung',
  'mail.newsletterWelcome.text': 'Hallo,\n\nIhr Abonnement ist bestätigt. Willkommen!\n\nAls Dankeschön erhalten Sie diesen Rabattcode: {code}\n\nEr gibt Ihnen {percent} % Rabatt auf Ihre erste Buchung bei {company}. Geben Sie ihn bei der Buchung ein; er gilt nur für eine erste Buchung, einmal pro Kunde.\n\n{company}',
};

export const newsletterMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    newsletter: typeof en;
  }
}
