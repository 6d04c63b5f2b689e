/** Server messages of the auth module. Signing in and out, registration, password change and reset, and refresh tokens. */
const en = {
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'An account with this email already exists.',
  'auth.suspended': 'This account has been suspended. Please contact us if you think this is a mistake.',
  'auth.tooManyAttempts': 'Too many sign-in attempts. Please try again in {minutes} min.',
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
  'auth.refreshToken': 'Refresh token is missing or malformed',
  'auth.refreshTokenInvalid': 'This sign-in has ended. Please sign in again.',
  'mail.passwordReset.subject': 'Reset your {company} password',
  'mail.passwordReset.text': 'Hello {name},\n\nwe received a request to reset the password of your {company} account. Open this link within {minutes} minutes to choose a new password:\n\n{link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays unchanged.\n\n{company}',
  'mail.passwordReset.action': 'Choose a new password',
  'auth.verifyTokenInvalid': 'This confirmation link is not valid. Please use the link from your newest e-mail.',
  'auth.verifyTokenExpired': 'This confirmation link has expired: links work for {days} days.',
  'auth.emailVerified': 'Thank you: your e-mail address is confirmed.',
  'auth.emailAlreadyVerified': 'Your e-mail address was already confirmed.',
  'auth.verificationResent': 'We have sent a new confirmation link to {email}. Please open it within 7 days.',
  'mail.emailVerification.subject': 'Please confirm your e-mail address for {company}',
  'mail.emailVerification.text':
    'Hello {name},\n\nwelcome to {company}! Your account is ready to use. Please confirm that this address is yours by opening this link within {days} days:\n\n{link}\n\nIf you did not create an account, ignore this e-mail.\n\n{company}',
  'mail.emailVerification.action': 'Confirm my e-mail address',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'auth.invalidCredentials': 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
  'auth.emailTaken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'auth.suspended': 'Dieses Konto wurde gesperrt. Bitte kontaktieren Sie uns, falls Sie das für einen Irrtum halten.',
  'auth.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
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
  'auth.refreshToken': 'Das Aktualisierungstoken fehlt oder ist ungültig',
  'auth.refreshTokenInvalid': 'Diese Anmeldung ist beendet. Bitte melden Sie sich erneut an.',
  'mail.passwordReset.subject': 'Ihr Passwort bei {company} zurücksetzen',
  'mail.passwordReset.text': 'Hallo {name},\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {company} zurückzusetzen. Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:\n\n{link}\n\nDer Link funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n{company}',
  'mail.passwordReset.action': 'Neues Passwort wählen',
  'auth.verifyTokenInvalid': 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer neuesten E-Mail.',
  'auth.verifyTokenExpired': 'Dieser Bestätigungslink ist abgelaufen: Links gelten {days} Tage.',
  'auth.emailVerified': 'Vielen Dank: Ihre E-Mail-Adresse ist bestätigt.',
  'auth.emailAlreadyVerified': 'Ihre E-Mail-Adresse war bereits bestätigt.',
  'auth.verificationResent': 'Wir haben einen neuen Bestätigungslink an {email} gesendet. Bitte öffnen Sie ihn innerhalb von 7 Tagen.',
  'mail.emailVerification.subject': 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei {company}',
  'mail.emailVerification.text':
    'Hallo {name},\n\nwillkommen bei {company}! Ihr Konto ist sofort nutzbar. Bitte bestätigen Sie, dass diese Adresse Ihnen gehört, indem Sie innerhalb von {days} Tagen diesen Link öffnen:\n\n{link}\n\nFalls Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.\n\n{company}',
  'mail.emailVerification.action': 'E-Mail-Adresse bestätigen',
};

export const authMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    auth: typeof en;
  }
}
