/** Server messages of the properties module. Villas: finding one, editing it in the back office, and its seasonal rates. */
const en = {
  'property.notFound': "Property not found. The property you're looking for doesn't exist.",
  'property.destinationUnknown': '{field}: there is no destination "{value}".',
  'property.currencyUnknown': '{field}: there is no currency "{value}".',
  'property.slugTaken': '{field}: the address "{value}" is already used by another villa.',
  'rates.order': '{field} must be after the first night ({from}): a season ends on the day after its last night.',
  'rates.overlap': '{field}: this season overlaps {other} ({from} to {to}). Seasons of a villa cannot share a night.',
  'rates.overlapRace': 'The seasons overlap another change saved at the same time. Please reload and try again.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'property.notFound': 'Unterkunft nicht gefunden. Die gesuchte Unterkunft existiert nicht.',
  'property.destinationUnknown': '{field}: Es gibt kein Reiseziel „{value}“.',
  'property.currencyUnknown': '{field}: Es gibt keine Währung „{value}“.',
  'property.slugTaken': '{field}: Die Adresse „{value}“ wird bereits von einer anderen Villa verwendet.',
  'rates.order': '{field} muss nach der ersten Nacht ({from}) liegen: Eine Saison endet am Tag nach ihrer letzten Nacht.',
  'rates.overlap': '{field}: Diese Saison überschneidet sich mit {other} ({from} bis {to}). Saisons einer Villa dürfen keine Nacht gemeinsam haben.',
  'rates.overlapRace': 'Die Saisons überschneiden sich mit einer gleichzeitig gespeicherten Änderung. Bitte laden Sie neu und versuchen Sie es erneut.',
};

export const propertiesMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    properties: typeof en;
  }
}
