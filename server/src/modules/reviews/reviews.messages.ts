/** Server messages of the reviews module: the review link, its e-mail, submitting and moderating reviews. */
const en = {
  'reviews.rating': '{field} must be a whole number of stars from 1 to 5.',
  'reviews.tokenInvalid': 'This review link is not valid. Please use the link from your e-mail.',
  'reviews.tokenExpired': 'This review link expired on {date, date, day}: links work for {days} days after they are sent.',
  'reviews.alreadyReviewed': 'This stay has already been reviewed: each booking can be reviewed once.',
  'reviews.stayNotCompleted': 'You can review this stay from {checkOut, date, day}, the day it ends.',
  'reviews.stayCancelled': 'This booking was cancelled: only a completed stay can be reviewed.',
  'reviews.submitted': 'Thank you for your review! We publish it once our team has checked it, usually within two working days.',
  'reviews.notFound': 'There is no review with this id.',
  'reviews.noteRequired': 'note is required when the reason is "other": say why the review is rejected.',
  'reviews.alreadyDecided': 'This review is already {status}.',
  'reviews.status.approved': 'approved',
  'reviews.status.rejected': 'rejected',
  'reviews.status.pending': 'waiting for moderation',
  'mail.reviewRequest.subject': 'How was your stay at {villa}?',
  'mail.reviewRequest.text':
    'Dear {name},\n\nthank you for staying at {villa} until {checkOut, date, day}. We would love to hear how it was: your review helps other guests choose, and us improve.\n\nRate the villa and tell us about your stay here: {link}\n\nThe link is yours alone, works once and for {days} days. We publish every review our team has checked, good or bad, marked as a verified stay.\n\n{company}',
  'mail.reviewRequest.action': 'Review your stay',
};

const de: Record<keyof typeof en, string> = {
  'reviews.rating': '{field} muss eine ganze Zahl von 1 bis 5 Sternen sein.',
  'reviews.tokenInvalid': 'Dieser Bewertungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  'reviews.tokenExpired': 'Dieser Bewertungslink ist am {date, date, day} abgelaufen: Links gelten {days} Tage ab dem Versand.',
  'reviews.alreadyReviewed': 'Dieser Aufenthalt wurde bereits bewertet: Jede Buchung kann einmal bewertet werden.',
  'reviews.stayNotCompleted': 'Sie können diesen Aufenthalt ab dem {checkOut, date, day} bewerten, dem Tag Ihrer Abreise.',
  'reviews.stayCancelled': 'Diese Buchung wurde storniert: Nur ein abgeschlossener Aufenthalt kann bewertet werden.',
  'reviews.submitted': 'Vielen Dank für Ihre Bewertung! Wir veröffentlichen sie, sobald unser Team sie geprüft hat, meist innerhalb von zwei Werktagen.',
  'reviews.notFound': 'Es gibt keine Bewertung mit dieser ID.',
  'reviews.noteRequired': 'note ist erforderlich, wenn der Grund „other“ (Sonstiges) ist: Begründen Sie die Ablehnung.',
  'reviews.alreadyDecided': 'Diese Bewertung ist bereits {status}.',
  'reviews.status.approved': 'freigegeben',
  'reviews.status.rejected': 'abgelehnt',
  'reviews.status.pending': 'in Prüfung',
  'mail.reviewRequest.subject': 'Wie war Ihr Aufenthalt in der {villa}?',
  'mail.reviewRequest.text':
    'Guten Tag {name},\n\nvielen Dank für Ihren Aufenthalt in der {villa} bis zum {checkOut, date, day}. Wir würden gern hören, wie es Ihnen gefallen hat: Ihre Bewertung hilft anderen Gästen bei der Wahl und uns, besser zu werden.\n\nBewerten Sie die Villa und erzählen Sie von Ihrem Aufenthalt: {link}\n\nDer Link gilt nur für Sie, einmal und {days} Tage lang. Wir veröffentlichen jede Bewertung nach der Prüfung durch unser Team, ob gut oder schlecht, gekennzeichnet als verifizierter Aufenthalt.\n\n{company}',
  'mail.reviewRequest.action': 'Aufenthalt bewerten',
};

export const reviewsMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    reviews: typeof en;
  }
}
