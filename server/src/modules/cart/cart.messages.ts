/** Server messages of the cart module. The basket. */
const en = {
  'cart.propertyUnpublished': 'This villa cannot be booked at the moment. Please choose another villa or contact us.',
  'cart.itemNotFound': 'This item is not in your basket.',
  'cart.extraNotFound': 'This extra does not exist.',
  'cart.quantityMin': 'Please choose a quantity of at least 1.',
  'cart.quantityMax': 'Please choose a quantity of at most {max}.',
  'cart.tooManyStays': 'Your basket can hold at most {max} villa stays.',
  'cart.tooManyExtras': 'Your basket can hold at most {max} different extras.',
  'cart.duplicateStay': 'This villa is already in your basket for overlapping dates.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'cart.propertyUnpublished': 'Diese Villa kann derzeit nicht gebucht werden. Bitte wählen Sie eine andere Villa oder kontaktieren Sie uns.',
  'cart.itemNotFound': 'Dieser Artikel ist nicht in Ihrem Warenkorb.',
  'cart.extraNotFound': 'Dieses Extra gibt es nicht.',
  'cart.quantityMin': 'Bitte wählen Sie eine Menge von mindestens 1.',
  'cart.quantityMax': 'Bitte wählen Sie eine Menge von höchstens {max}.',
  'cart.tooManyStays': 'Ihr Warenkorb kann höchstens {max} Villenaufenthalte enthalten.',
  'cart.tooManyExtras': 'Ihr Warenkorb kann höchstens {max} verschiedene Extras enthalten.',
  'cart.duplicateStay': 'Diese Villa liegt für sich überschneidende Daten bereits in Ihrem Warenkorb.',
};

export const cartMessages = { en, de };
