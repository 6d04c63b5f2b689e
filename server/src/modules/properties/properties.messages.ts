/** Server messages of the properties module. Villas: finding one, editing it in the back office, and its seasonal rates. */
const en = {
  'property.notFound': "Property not found. The property you're looking for doesn't exist.",
  'property.destinationUnknown': '{field}: there is no destination "{value}".',
  'property.currencyUnknown': '{field}: there is no currency "{value}".',
  'property.slugTaken': '{field}: the address "{value}" is already used by another villa.',
  'property.fieldUnknown': '{field}: a villa has no field "{value}". Ask for any of: {allowed}.',
  'property.fieldsEmpty': '{field} must name at least one villa field, separated by commas, e.g. id,title,price.',
  'rates.order': '{field} must be after the first night ({from}): a season ends on the day after its last night.',
  'rates.overlap': '{field}: this season overlaps {other} ({from} to {to}). Seasons of a villa cannot share a night.',
  'rates.overlapRace': 'The seasons overlap another change saved at the same time. Please reload and try again.',
  'property.latitude': '{field} must be a latitude in degrees from -90 to 90, e.g. 39.62.',
  'property.longitude': '{field} must be a longitude in degrees from -180 to 180, e.g. 19.92.',
  'property.coordinatesPair': '{field} is needed too: a villa on the map has both a latitude and a longitude.',
  'search.bbox': '{field} must be four numbers "west,south,east,north" in degrees (longitude -180 … 180, latitude -90 … 90), west before east and south before north.',
  'search.month': '{field} must be a month (YYYY-MM), e.g. 2027-07.',
  'search.monthWithCheckIn': '{field}: search either by a month (flexible dates) or by a check-in date, not both.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'property.notFound': 'Unterkunft nicht gefunden. Die gesuchte Unterkunft existiert nicht.',
  'property.destinationUnknown': '{field}: Es gibt kein Reiseziel „{value}“.',
  'property.currencyUnknown': '{field}: Es gibt keine Währung „{value}“.',
  'property.slugTaken': '{field}: Die Adresse „{value}“ wird bereits von einer anderen Villa verwendet.',
  'property.fieldUnknown': '{field}: Eine Villa hat kein Feld „{value}“. Möglich sind: {allowed}.',
  'property.fieldsEmpty': '{field} muss mindestens ein Feld einer Villa nennen, durch Kommas getrennt, z. B. id,title,price.',
  'rates.order': '{field} muss nach der ersten Nacht ({from}) liegen: Eine Saison endet am Tag nach ihrer letzten Nacht.',
  'rates.overlap': '{field}: Diese Saison überschneidet sich mit {other} ({from} bis {to}). Saisons einer Villa dürfen keine Nacht gemeinsam haben.',
  'rates.overlapRace': 'Die Saisons überschneiden sich mit einer gleichzeitig gespeicherten Änderung. Bitte laden Sie neu und versuchen Sie es erneut.',
  'property.latitude': '{field} muss ein Breitengrad in Grad von -90 bis 90 sein, z. B. 39.62.',
  'property.longitude': '{field} muss ein Längengrad in Grad von -180 bis 180 sein, z. B. 19.92.',
  'property.coordinatesPair': '{field} wird ebenfalls benötigt: Eine Villa auf der Karte hat einen Breiten- und einen Längengrad.',
  'search.bbox': '{field} muss aus vier Zahlen „West,Süd,Ost,Nord“ in Grad bestehen (Längengrad -180 … 180, Breitengrad -90 … 90), West vor Ost und Süd vor Nord.',
  'search.month': '{field} muss ein Monat sein (JJJJ-MM), z. B. 2027-07.',
  'search.monthWithCheckIn': '{field}: Suchen Sie entweder nach einem Monat (flexible Daten) oder nach einem Anreisedatum, nicht nach beidem.',
};

export const propertiesMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    properties: typeof en;
  }
}
