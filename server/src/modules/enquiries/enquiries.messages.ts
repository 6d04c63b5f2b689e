/** Server messages of the enquiries module. Enquiries and flight inquiries, and the e-mails that bring them to the team. */
const en = {
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
  'mail.enquiry.subject': 'New enquiry from {name}: {subject}',
  'mail.enquiry.text': 'A new enquiry arrived through the website.\n\nName: {name}\nEmail: {email}\nPhone: {phone}\nLanguage: {language}\nSubject: {subject}\n\n{message}\n\nPlease reply within 24 hours.',
  'mail.flightInquiry.subject': 'New flight inquiry from {name}: {departureCity} to {destinationCity}',
  'mail.flightInquiry.text': 'A new flight inquiry arrived through the website.\n\nName: {name}\nEmail: {email}\nPhone: {phone}\nLanguage: {language}\nPassengers: {passengers}\nFrom: {departureCity}, {departureCountry}\nTo: {destinationCity}, {destinationCountry}\nDeparture: {departureDate}\nReturn: {returnDate}\n\nMessage: {message}\n\nPlease reply within 24 hours.',
  'enquiry.notFound': 'Enquiry not found.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
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
  'mail.enquiry.subject': 'Neue Anfrage von {name}: {subject}',
  'mail.enquiry.text': 'Über die Website ist eine neue Anfrage eingegangen.\n\nName: {name}\nE-Mail: {email}\nTelefon: {phone}\nSprache: {language}\nBetreff: {subject}\n\n{message}\n\nBitte innerhalb von 24 Stunden antworten.',
  'mail.flightInquiry.subject': 'Neue Fluganfrage von {name}: {departureCity} nach {destinationCity}',
  'mail.flightInquiry.text': 'Über die Website ist eine neue Fluganfrage eingegangen.\n\nName: {name}\nE-Mail: {email}\nTelefon: {phone}\nSprache: {language}\nPassagiere: {passengers}\nVon: {departureCity}, {departureCountry}\nNach: {destinationCity}, {destinationCountry}\nAbflug: {departureDate}\nRückflug: {returnDate}\n\nNachricht: {message}\n\nBitte innerhalb von 24 Stunden antworten.',
  'enquiry.notFound': 'Anfrage nicht gefunden.',
};

export const enquiriesMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    enquiries: typeof en;
  }
}
