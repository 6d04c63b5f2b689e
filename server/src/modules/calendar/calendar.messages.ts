/** Server messages of the calendar module. Blocked dates and calendar feeds. */
const en = {
  'block.overlaps': 'The dates {checkIn} to {checkOut} overlap a booking or another block of this villa. Please choose other dates.',
  'block.checkOutAfterCheckIn': '{field} must be after checkIn.',
  'block.tooLong': '{field}: blocked dates can span at most {max} nights.',
  'block.notFound': 'Blocked dates not found.',
  'ical.importNotFound': 'Calendar feed not found.',
  'ical.urlInvalid': '{field} must be a web address starting with http:// or https://.',
  'ical.urlPrivate': '{field}: addresses in private, loopback or link-local networks are not allowed.',
  'ical.urlTaken': '{field}: this villa already imports this feed.',
  'ical.tooManyFeeds': 'A villa can import at most {max} calendar feeds.',
  'ical.unreachable': 'The feed could not be fetched: {detail}.',
  'ical.httpStatus': 'The feed answered with HTTP status {status}.',
  'ical.timeout': 'The feed did not answer within {seconds} seconds.',
  'ical.tooLarge': 'The feed is larger than {maxKb} KB.',
  'ical.malformed': 'The feed is not a valid iCalendar file ({detail}).',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'block.overlaps': 'Der Zeitraum {checkIn} bis {checkOut} überschneidet sich mit einer Buchung oder einer anderen Sperrung dieser Villa. Bitte wählen Sie andere Daten.',
  'block.checkOutAfterCheckIn': '{field} muss nach checkIn liegen.',
  'block.tooLong': '{field}: Eine Sperrung darf höchstens {max} Nächte umfassen.',
  'block.notFound': 'Sperrung nicht gefunden.',
  'ical.importNotFound': 'Kalender-Feed nicht gefunden.',
  'ical.urlInvalid': '{field} muss eine Webadresse sein, die mit http:// oder https:// beginnt.',
  'ical.urlPrivate': '{field}: Adressen in privaten, Loopback- oder Link-Local-Netzen sind nicht erlaubt.',
  'ical.urlTaken': '{field}: Diese Villa importiert diesen Feed bereits.',
  'ical.tooManyFeeds': 'Eine Villa kann höchstens {max} Kalender-Feeds importieren.',
  'ical.unreachable': 'Der Feed konnte nicht abgerufen werden: {detail}.',
  'ical.httpStatus': 'Der Feed antwortete mit dem HTTP-Status {status}.',
  'ical.timeout': 'Der Feed hat nicht innerhalb von {seconds} Sekunden geantwortet.',
  'ical.tooLarge': 'Der Feed ist größer als {maxKb} KB.',
  'ical.malformed': 'Der Feed ist keine gültige iCalendar-Datei ({detail}).',
};

export const calendarMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    calendar: typeof en;
  }
}
