import type { Locale } from '../../../common/locale';

/**
 * Every message the server can show a person, in English and German. Keys are stable;
 * `{name}` placeholders are filled from the error's params. Features add their keys here.
 */
const en = {
  'error.internal': 'Something went wrong on our side. Please try again. (Reference {errorId})',
  'error.routeNotFound': 'Not found',
  'error.badRequest': 'The request could not be understood.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.rateLimited': 'Too many attempts. Please wait a little and try again.',
  'error.queryTooComplex': 'This query is too expensive ({cost} of at most {max}). Ask for fewer items or fields.',
  'error.queryTooDeep': 'This query is nested too deeply ({depth} of at most {max}).',
  'error.tooManyAliases': 'This query uses too many aliases ({count} of at most {max}).',
  'auth.notAuthenticated': 'Not authenticated',
  'auth.forbidden': 'You do not have permission to do this.',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'An account with this email already exists.',
  'auth.suspended': 'This account has been suspended. Please contact us if you think this is a mistake.',
  'auth.tooManyAttempts': 'Too many failed login attempts. Please try again in {minutes} minutes.',
  'auth.currentPasswordWrong': 'Current password is incorrect',
  'auth.passwordChanged': 'Password changed successfully',
  'auth.resetRequested': 'If an account exists with this email, you will receive password reset instructions.',
  'auth.resetTokenInvalid': 'This password reset link is invalid or has expired. Please request a new one.',
  'auth.passwordReset': 'Your password has been reset. You can now log in with your new password.',
  'auth.loggedOut': 'You have been logged out.',
  'auth.name': 'Name must be at least 2 characters',
  'auth.email': 'Please enter a valid email',
  'auth.password': 'Password must be at least 6 characters',
  'auth.currentPassword': 'Current password is required',
  'mail.passwordReset.subject': 'Reset your {company} password',
  'mail.passwordReset.text': 'Hello {name},\n\nwe received a request to reset the password of your {company} account. Open this link within {minutes} minutes to choose a new password:\n\n{link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays unchanged.\n\n{company}',
  'property.notFound': "Property not found. The property you're looking for doesn't exist.",
  'validation.invalid': 'The value of {field} is not valid.',
  'validation.integer': '{field} must be a whole number.',
  'validation.min': '{field} must be at least {min}.',
  'validation.max': '{field} must be at most {max}.',
  'validation.enum': '{field} must be one of: {values}.',
  'validation.date': '{field} must be a date (YYYY-MM-DD).',
  'validation.uuid': '{field} is not a valid id.',
  'validation.tooLong': '{field} must be at most {max} characters.',
  'enquiry.name': 'Name must be at least 2 characters',
  'enquiry.email': 'Please enter a valid email',
  'enquiry.phone': 'Please enter a valid phone number',
  'enquiry.subject': 'Subject must be at least 5 characters',
  'enquiry.message': 'Message must be at least 20 characters',
  'enquiry.sent': 'Thank you for your enquiry. We will get back to you within 24 hours.',
  'flight.passengers': 'Please enter at least 1 passenger',
  'flight.passengersMax': 'Please enter at most {max} passengers',
  'flight.departureCountry': 'Please enter the departure country',
  'flight.departureCity': 'Please enter the departure city',
  'flight.destinationCountry': 'Please enter the destination country',
  'flight.destinationCity': 'Please enter the destination city',
  'flight.departureDate': 'Please select a departure date',
  'flight.returnDate': 'Please select a return date',
  'flight.departureInPast': 'The departure date must be in the future',
  'flight.returnBeforeDeparture': 'The return date must be on or after the departure date',
  'flight.sent': 'Thank you! Your flight inquiry has been received. Our travel team will contact you within 24 hours.',
  'validation.maxLength': '{field} must be at most {max} characters long.',
  'validation.boolean': '{field} must be true or false.',
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut. (Referenz {errorId})',
  'error.routeNotFound': 'Nicht gefunden',
  'error.badRequest': 'Die Anfrage konnte nicht verstanden werden.',
  'error.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'error.rateLimited': 'Zu viele Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.',
  'error.queryTooComplex': 'Diese Abfrage ist zu aufwendig ({cost} von höchstens {max}). Fragen Sie weniger Einträge oder Felder ab.',
  'error.queryTooDeep': 'Diese Abfrage ist zu tief verschachtelt ({depth} von höchstens {max}).',
  'error.tooManyAliases': 'Diese Abfrage verwendet zu viele Aliase ({count} von höchstens {max}).',
  'auth.notAuthenticated': 'Nicht angemeldet',
  'auth.forbidden': 'Sie haben keine Berechtigung für diese Aktion.',
  'auth.invalidCredentials': 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
  'auth.emailTaken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'auth.suspended': 'Dieses Konto wurde gesperrt. Bitte kontaktieren Sie uns, falls Sie das für einen Irrtum halten.',
  'auth.tooManyAttempts': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'auth.currentPasswordWrong': 'Das aktuelle Passwort ist falsch',
  'auth.passwordChanged': 'Passwort erfolgreich geändert',
  'auth.resetRequested': 'Falls ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie eine Anleitung zum Zurücksetzen Ihres Passworts.',
  'auth.resetTokenInvalid': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'auth.passwordReset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  'auth.loggedOut': 'Sie wurden abgemeldet.',
  'auth.name': 'Der Name muss mindestens 2 Zeichen lang sein',
  'auth.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'auth.password': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'auth.currentPassword': 'Das aktuelle Passwort ist erforderlich',
  'mail.passwordReset.subject': 'Ihr Passwort bei {company} zurücksetzen',
  'mail.passwordReset.text': 'Hallo {name},\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {company} zurückzusetzen. Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:\n\n{link}\n\nDer Link funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n{company}',
  'property.notFound': 'Unterkunft nicht gefunden. Die gesuchte Unterkunft existiert nicht.',
  'validation.invalid': 'Der Wert von {field} ist ungültig.',
  'validation.integer': '{field} muss eine ganze Zahl sein.',
  'validation.min': '{field} muss mindestens {min} sein.',
  'validation.max': '{field} darf höchstens {max} sein.',
  'validation.enum': '{field} muss einer dieser Werte sein: {values}.',
  'validation.date': '{field} muss ein Datum sein (JJJJ-MM-TT).',
  'validation.uuid': '{field} ist keine gültige Kennung.',
  'validation.tooLong': '{field} darf höchstens {max} Zeichen lang sein.',
  'enquiry.name': 'Der Name muss mindestens 2 Zeichen lang sein',
  'enquiry.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'enquiry.phone': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'enquiry.subject': 'Der Betreff muss mindestens 5 Zeichen lang sein',
  'enquiry.message': 'Die Nachricht muss mindestens 20 Zeichen lang sein',
  'enquiry.sent': 'Vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
  'flight.passengers': 'Bitte geben Sie mindestens 1 Passagier an',
  'flight.passengersMax': 'Bitte geben Sie höchstens {max} Passagiere an',
  'flight.departureCountry': 'Bitte geben Sie das Abflugland ein',
  'flight.departureCity': 'Bitte geben Sie die Abflugstadt ein',
  'flight.destinationCountry': 'Bitte geben Sie das Zielland ein',
  'flight.destinationCity': 'Bitte geben Sie die Zielstadt ein',
  'flight.departureDate': 'Bitte wählen Sie ein Abflugdatum',
  'flight.returnDate': 'Bitte wählen Sie ein Rückflugdatum',
  'flight.departureInPast': 'Das Abflugdatum muss in der Zukunft liegen',
  'flight.returnBeforeDeparture': 'Das Rückflugdatum darf nicht vor dem Abflugdatum liegen',
  'flight.sent': 'Vielen Dank! Ihre Fluganfrage ist eingegangen. Unser Reiseteam meldet sich innerhalb von 24 Stunden bei Ihnen.',
  'validation.maxLength': '{field} darf höchstens {max} Zeichen lang sein.',
  'validation.boolean': '{field} muss true oder false sein.',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, de };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Both catalogues, for the test that keeps their keys identical. */
export const serverCatalogues = catalogues;
