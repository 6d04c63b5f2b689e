/** Server messages of the basket module. */
const en = {
  'basket.propertyUnpublished': 'This villa cannot be booked at the moment. Please choose another villa or contact us.',
  'basket.itemNotFound': 'This item is not in your basket.',
  'basket.extraNotFound': 'This extra does not exist.',
  'basket.quantityMin': 'Please choose a quantity of at least 1.',
  'basket.quantityMax': 'Please choose a quantity of at most {max}.',
  'basket.tooManyStays': 'Your basket can hold at most {max} villa stays.',
  'basket.tooManyExtras': 'Your basket can hold at most {max} different extras.',
  'basket.duplicateStay': 'This villa is already in your basket for overlapping dates.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'basket.propertyUnpublished': 'Diese Villa kann derzeit nicht gebucht werden. Bitte wählen Sie eine andere Villa oder kontaktieren Sie uns.',
  'basket.itemNotFound': 'Dieser Artikel ist nicht in Ihrem Warenkorb.',
  'basket.extraNotFound': 'Dieses Extra gibt es nicht.',
  'basket.quantityMin': 'Bitte wählen Sie eine Menge von mindestens 1.',
  'basket.quantityMax': 'Bitte wählen Sie eine Menge von höchstens {max}.',
  'basket.tooManyStays': 'Ihr Warenkorb kann höchstens {max} Villenaufenthalte enthalten.',
  'basket.tooManyExtras': 'Ihr Warenkorb kann höchstens {max} verschiedene Extras enthalten.',
  'basket.duplicateStay': 'Diese Villa liegt für sich überschneidende Daten bereits in Ihrem Warenkorb.',
};

export const basketMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    basket: typeof en;
  }
}
