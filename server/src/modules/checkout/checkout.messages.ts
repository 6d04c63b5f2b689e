/** Server messages of the checkout module. Checkout, its confirmation e-mail and discount codes. */
const en = {
  'checkout.unpublished': '{property} can no longer be booked online. Please remove it from your basket or contact us. Nothing was charged.',
  'checkout.emptyBasket': 'Your basket is empty.',
  'checkout.idempotencyMismatch': 'This payment request was already used for a different basket or amount. Please reload the checkout page and try again; nothing has been charged.',
  'checkout.unavailable': 'Sorry, {property} is no longer available from {checkIn, date, day} to {checkOut, date, day}: someone else has just booked it. Nothing was charged and your basket is unchanged.',
  'checkout.leadTime': 'The stay at {property} now starts in less than {days, plural, one {# day} other {# days}} and can no longer be booked online. Please remove it or contact us. Nothing was charged.',
  'checkout.tooManyGuests': '{property} now sleeps at most {sleeps, plural, one {# guest} other {# guests}}. Please remove the stay and add it again with fewer guests. Nothing was charged.',
  'checkout.minNights': '{property} now has a minimum stay of {minNights, plural, one {# night} other {# nights}}. Please remove the stay and add a longer one. Nothing was charged.',
  'checkout.depositNotAllowed': 'A deposit is only possible when check-in is more than {weeks, plural, one {# week} other {# weeks}} away. Please pay in full.',
  'checkout.totalChanged': 'Your basket total has changed to {total}. Please review your basket and confirm again. Nothing was charged.',
  'checkout.leadGuestName': "Please enter the lead guest's full name",
  'checkout.leadGuestEmail': 'Please enter a valid email',
  'checkout.leadGuestPhone': 'Please enter a valid phone number',
  'checkout.idempotencyKey': 'idempotencyKey must be 8 to 100 letters, digits, hyphens or underscores.',
  'checkout.paymentMethod': 'Please enter your card details',
  'checkout.confirmationSubject': 'Your booking {orderNumber} is confirmed',
  'checkout.mailStay': '- {property}: {checkIn, date, day} to {checkOut, date, day}, {guests, plural, one {# guest} other {# guests}}',
  'checkout.mailBalance': 'Balance of {balance} due by {dueDate, date, day}.',
  'checkout.mailDamageDeposit': 'Paid with the balance (or now, when paying in full): a refundable damage deposit of {deposit}, not part of the total, given back after your stay.',
  'checkout.mailText': 'Dear {name},\n\nThank you for booking with {company}. Your order {orderNumber} is confirmed.\n\n{stays}\n\nTotal: {total}. Paid: {paid}. {balance}\n\nWe look forward to welcoming you.\n{company}',
  'checkout.travelDate': "Please enter the travel date as a day at least {days, plural, one {# day} other {# days}} from today.",
  'checkout.travelDateForDeposit': "To pay extras with a deposit, please give the travel date they are for.",
  'checkout.holdExpired': "This checkout took too long and the dates were released. Nothing was charged; please start checkout again.",
  'discount.unknown': "This discount code is not valid.",
  'discount.notYours': "{code} is for confirmed newsletter subscribers: subscribe with the e-mail address of this account and confirm it first.",
  'discount.used': "{code} has already been used on this account.",
  'discount.firstOrderOnly': "{code} is only valid on the first order of an account.",
  'discount.noStays': '{code} takes money off villa stays, and this basket has none. Add a stay or remove the code.',
  'checkout.changeover': '{property} changes over on {weekday}s only: please change the dates of this stay so that it starts and ends on a {weekday}.',
  'checkout.saveCardConsent': 'I agree that my card is saved securely with Stripe and that the balance of this booking is charged to it on its due date. I will be told by e-mail if my bank needs me to confirm it.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'checkout.unpublished': '{property} kann nicht mehr online gebucht werden. Bitte entfernen Sie die Unterkunft aus Ihrem Warenkorb oder kontaktieren Sie uns. Es wurde nichts abgebucht.',
  'checkout.emptyBasket': 'Ihr Warenkorb ist leer.',
  'checkout.idempotencyMismatch': 'Diese Zahlungsanfrage wurde bereits für einen anderen Warenkorb oder Betrag verwendet. Bitte laden Sie die Kassenseite neu und versuchen Sie es erneut; es wurde nichts abgebucht.',
  'checkout.unavailable': 'Leider ist {property} vom {checkIn, date, day} bis {checkOut, date, day} nicht mehr verfügbar: Jemand anderes hat gerade gebucht. Es wurde nichts abgebucht, und Ihr Warenkorb ist unverändert.',
  'checkout.leadTime': 'Der Aufenthalt in {property} beginnt jetzt in weniger als {days, plural, one {# Tag} other {# Tagen}} und kann nicht mehr online gebucht werden. Bitte entfernen Sie ihn oder kontaktieren Sie uns. Es wurde nichts abgebucht.',
  'checkout.tooManyGuests': '{property} bietet jetzt Platz für höchstens {sleeps, plural, one {# Gast} other {# Gäste}}. Bitte entfernen Sie den Aufenthalt und fügen Sie ihn mit weniger Gästen erneut hinzu. Es wurde nichts abgebucht.',
  'checkout.minNights': '{property} hat jetzt einen Mindestaufenthalt von {minNights, plural, one {# Nacht} other {# Nächten}}. Bitte entfernen Sie den Aufenthalt und fügen Sie einen längeren hinzu. Es wurde nichts abgebucht.',
  'checkout.depositNotAllowed': 'Eine Anzahlung ist nur möglich, wenn die Anreise mehr als {weeks, plural, one {# Woche} other {# Wochen}} entfernt ist. Bitte zahlen Sie den vollen Betrag.',
  'checkout.totalChanged': 'Die Summe Ihres Warenkorbs hat sich auf {total} geändert. Bitte prüfen Sie Ihren Warenkorb und bestätigen Sie erneut. Es wurde nichts abgebucht.',
  'checkout.leadGuestName': 'Bitte geben Sie den vollständigen Namen des Hauptgastes ein',
  'checkout.leadGuestEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'checkout.leadGuestPhone': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'checkout.idempotencyKey': 'idempotencyKey muss aus 8 bis 100 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
  'checkout.paymentMethod': 'Bitte geben Sie Ihre Kartendaten ein',
  'checkout.confirmationSubject': 'Ihre Buchung {orderNumber} ist bestätigt',
  'checkout.mailStay': '- {property}: {checkIn, date, day} bis {checkOut, date, day}, {guests, plural, one {# Gast} other {# Gäste}}',
  'checkout.mailBalance': 'Restbetrag von {balance} fällig bis {dueDate, date, day}.',
  'checkout.mailDamageDeposit': 'Mit dem Restbetrag (oder jetzt, bei Zahlung des Gesamtbetrags) zu zahlen: eine erstattungsfähige Schadenskaution von {deposit}, nicht im Gesamtbetrag enthalten und nach Ihrem Aufenthalt zurückerstattet.',
  'checkout.mailText': 'Guten Tag {name},\n\nvielen Dank für Ihre Buchung bei {company}. Ihre Bestellung {orderNumber} ist bestätigt.\n\n{stays}\n\nGesamt: {total}. Bezahlt: {paid}. {balance}\n\nWir freuen uns auf Ihren Besuch.\n{company}',
  'checkout.travelDate': "Bitte geben Sie als Reisedatum einen Tag an, der mindestens {days, plural, one {# Tag} other {# Tage}} in der Zukunft liegt.",
  'checkout.travelDateForDeposit': "Um Extras mit einer Anzahlung zu bezahlen, geben Sie bitte das Reisedatum an, für das sie gelten.",
  'checkout.holdExpired': "Der Bezahlvorgang hat zu lange gedauert, und die Termine wurden freigegeben. Es wurde nichts abgebucht; bitte starten Sie die Kasse erneut.",
  'discount.unknown': "Dieser Rabattcode ist ungültig.",
  'discount.notYours': "{code} gilt für bestätigte Newsletter-Abonnenten: Abonnieren Sie den Newsletter mit der E-Mail-Adresse dieses Kontos und bestätigen Sie ihn zuerst.",
  'discount.used': "{code} wurde für dieses Konto bereits verwendet.",
  'discount.firstOrderOnly': "{code} gilt nur für die erste Bestellung eines Kontos.",
  'discount.noStays': '{code} gilt für Villenaufenthalte, und dieser Warenkorb enthält keinen. Fügen Sie einen Aufenthalt hinzu oder entfernen Sie den Code.',
  'checkout.changeover': '{property} hat den Wechseltag {weekday}: Bitte ändern Sie die Daten dieses Aufenthalts, sodass er an einem {weekday} beginnt und endet.',
  'checkout.saveCardConsent': 'Ich bin damit einverstanden, dass meine Karte sicher bei Stripe gespeichert und der Restbetrag dieser Buchung an seinem Fälligkeitstag davon abgebucht wird. Wenn meine Bank eine Bestätigung verlangt, werde ich per E-Mail informiert.',
};

export const checkoutMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    checkout: typeof en;
  }
}
