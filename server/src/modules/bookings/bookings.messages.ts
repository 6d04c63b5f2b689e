/** Server messages of the bookings module. The rules of a stay, shown when one is chosen or booked. */
const en = {
  'booking.checkInRequired': 'Please select a check-in date',
  'booking.checkOutRequired': 'Please select a check-out date',
  'booking.guestsMin': 'Please enter at least 1 guest',
  'booking.checkOutAfterCheckIn': 'Check-out date must be after check-in date',
  'booking.leadTime': 'Check-in must be at least {days, plural, one {# day} other {# days}} from today.',
  'booking.beyondHorizon': 'Stays can be booked at most {months, plural, one {# month} other {# months}} ahead. Please choose an earlier arrival date.',
  'booking.tooManyGuests': 'This villa sleeps at most {sleeps, plural, one {# guest} other {# guests}}.',
  'booking.minNights': 'This villa has a minimum stay of {minNights, plural, one {# night} other {# nights}}.',
  'booking.maxNights': 'A stay can be at most {max} nights. Please contact us for longer stays.',
  'booking.unavailable': 'These dates are already booked for this villa. Please choose other dates.',
  'booking.changeover': '{field}: this villa changes over on {weekday}s only. Please arrive and leave on a {weekday}.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'booking.checkInRequired': 'Bitte wählen Sie ein Anreisedatum',
  'booking.checkOutRequired': 'Bitte wählen Sie ein Abreisedatum',
  'booking.guestsMin': 'Bitte geben Sie mindestens 1 Gast an',
  'booking.checkOutAfterCheckIn': 'Das Abreisedatum muss nach dem Anreisedatum liegen',
  'booking.leadTime': 'Die Anreise muss mindestens {days, plural, one {# Tag} other {# Tage}} in der Zukunft liegen.',
  'booking.beyondHorizon': 'Aufenthalte können höchstens {months, plural, one {# Monat} other {# Monate}} im Voraus gebucht werden. Bitte wählen Sie ein früheres Anreisedatum.',
  'booking.tooManyGuests': 'Diese Villa bietet Platz für höchstens {sleeps, plural, one {# Gast} other {# Gäste}}.',
  'booking.minNights': 'Diese Villa hat einen Mindestaufenthalt von {minNights, plural, one {# Nacht} other {# Nächten}}.',
  'booking.maxNights': 'Ein Aufenthalt kann höchstens {max} Nächte dauern. Für längere Aufenthalte kontaktieren Sie uns bitte.',
  'booking.unavailable': 'Diese Villa ist an diesen Daten bereits gebucht. Bitte wählen Sie andere Daten.',
  'booking.changeover': '{field}: Bei dieser Villa ist der Wechseltag {weekday}. Bitte reisen Sie an einem {weekday} an und ab.',
};

export const bookingsMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    bookings: typeof en;
  }
}
