/** Server messages of the trips module: the arrival guide, its e-mail and the trip page. */
const en = {
  'trips.time': '{field} must be a time of day as HH:MM, for example 16:00.',
  'trips.mapUrl': '{field} must be a link starting with https://, or empty.',
  'trips.phone': '{field} must be a phone number (digits, spaces, +, brackets and hyphens).',
  'trips.notFound': 'There is no such trip in your account.',
  'trips.villaNotFound': 'There is no villa with this id.',
  'mail.arrivalGuide.subject': 'Your arrival at {villa} on {checkIn, date, day}',
  'mail.arrivalGuide.text':
    'Dear {name},\n\nyour stay at {villa} begins on {checkIn, date, day}. Here is everything you need to arrive.\n\nYou can read this guide at any time on your trip page: {url}\n\n{company}',
  'mail.arrivalGuide.action': 'Open your trip page',
  'mail.arrivalGuide.checkIn': 'Check-in',
  'mail.arrivalGuide.checkOut': 'Check-out',
  'mail.arrivalGuide.time': '{date, date, day} from {time}',
  'mail.arrivalGuide.timeUntil': '{date, date, day} by {time}',
  'mail.arrivalGuide.address': 'Address',
  'mail.arrivalGuide.map': 'Map',
  'mail.arrivalGuide.keys': 'Keys',
  'mail.arrivalGuide.phone': 'Host',
  'mail.arrivalGuide.wifi': 'Wi-Fi',
  'mail.arrivalGuide.wifiValue': '{name} (password: {password})',
  'mail.arrivalGuide.rules': 'House rules',
};

const de: Record<keyof typeof en, string> = {
  'trips.time': '{field} muss eine Uhrzeit im Format HH:MM sein, zum Beispiel 16:00.',
  'trips.mapUrl': '{field} muss ein Link sein, der mit https:// beginnt, oder leer bleiben.',
  'trips.phone': '{field} muss eine Telefonnummer sein (Ziffern, Leerzeichen, +, Klammern und Bindestriche).',
  'trips.notFound': 'Diese Reise gibt es in Ihrem Konto nicht.',
  'trips.villaNotFound': 'Es gibt keine Villa mit dieser ID.',
  'mail.arrivalGuide.subject': 'Ihre Anreise in der {villa} am {checkIn, date, day}',
  'mail.arrivalGuide.text':
    'Guten Tag {name},\n\nIhr Aufenthalt in der {villa} beginnt am {checkIn, date, day}. Hier finden Sie alles für Ihre Anreise.\n\nSie können diesen Leitfaden jederzeit auf Ihrer Reiseseite lesen: {url}\n\n{company}',
  'mail.arrivalGuide.action': 'Reiseseite öffnen',
  'mail.arrivalGuide.checkIn': 'Anreise',
  'mail.arrivalGuide.checkOut': 'Abreise',
  'mail.arrivalGuide.time': '{date, date, day} ab {time} Uhr',
  'mail.arrivalGuide.timeUntil': '{date, date, day} bis {time} Uhr',
  'mail.arrivalGuide.address': 'Adresse',
  'mail.arrivalGuide.map': 'Karte',
  'mail.arrivalGuide.keys': 'Schlüssel',
  'mail.arrivalGuide.phone': 'Gastgeber',
  'mail.arrivalGuide.wifi': 'WLAN',
  'mail.arrivalGuide.wifiValue': '{name} (Passwort: {password})',
  'mail.arrivalGuide.rules': 'Hausregeln',
};

export const tripsMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    trips: typeof en;
  }
}
