/** Server messages of moving a booked stay to other dates: the refusals staff see, and the guest's e-mail. */
const en = {
  'stayChange.notFound': 'This booking does not exist.',
  'stayChange.notConfirmed': 'Only a confirmed booking of an order that is not cancelled can be moved to other dates.',
  'stayChange.started': 'This stay has already begun and can no longer be moved to other dates.',
  'stayChange.sameDates': '{field}: these are the dates already booked. Please choose other dates.',
  'stayChange.priceDiffers':
    '{field}: the new dates cost {newPrice} at the villa’s current rates, the booked dates {oldPrice}. Dates can only be changed to a stay of the same price; to change the price, cancel the order and book again.',
  'stayChange.mailSubject': 'Your dates have changed: booking {orderNumber}',
  'stayChange.mailText':
    'Dear {name},\n\nthe dates of your stay at {villa} (order {orderNumber}) have changed.\n\nNew dates: {checkIn, date, day} to {checkOut, date, day}.\nPreviously: {previousCheckIn, date, day} to {previousCheckOut, date, day}.\n\nThe price of your booking stays the same. The calendar file attached replaces the entry in your calendar.\n\n{company}',
  'stayChange.mailAction': 'View your trip',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'stayChange.notFound': 'Diese Buchung gibt es nicht.',
  'stayChange.notConfirmed': 'Nur eine bestätigte Buchung einer nicht stornierten Bestellung kann auf andere Daten verlegt werden.',
  'stayChange.started': 'Dieser Aufenthalt hat bereits begonnen und kann nicht mehr verlegt werden.',
  'stayChange.sameDates': '{field}: Das sind die bereits gebuchten Daten. Bitte wählen Sie andere Daten.',
  'stayChange.priceDiffers':
    '{field}: Die neuen Daten kosten zu den aktuellen Preisen der Villa {newPrice}, die gebuchten {oldPrice}. Daten können nur zu einem Aufenthalt mit demselben Preis geändert werden; für einen anderen Preis stornieren Sie die Bestellung und buchen neu.',
  'stayChange.mailSubject': 'Ihre Reisedaten haben sich geändert: Buchung {orderNumber}',
  'stayChange.mailText':
    'Guten Tag {name},\n\ndie Daten Ihres Aufenthalts in {villa} (Bestellung {orderNumber}) haben sich geändert.\n\nNeue Daten: {checkIn, date, day} bis {checkOut, date, day}.\nBisher: {previousCheckIn, date, day} bis {previousCheckOut, date, day}.\n\nDer Preis Ihrer Buchung bleibt gleich. Die angehängte Kalenderdatei ersetzt den Eintrag in Ihrem Kalender.\n\n{company}',
  'stayChange.mailAction': 'Ihre Reise ansehen',
};

export const stayChangesMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    stayChanges: typeof en;
  }
}
