/** Server messages of the media module. Villa photos; {field} names the multipart or JSON field at fault. */
const en = {
  'media.fileRequired': 'Please attach exactly one photo, in the field {field}.',
  'media.badUpload': 'The upload could not be read. Please send the photo as multipart/form-data in the field {field}.',
  'media.unsupportedType': 'The photo ({field}) is not a JPEG, PNG, WebP or AVIF image.',
  'media.tooLarge': 'The photo ({field}) is larger than {maxMb} MB.',
  'media.tooManyPixels': 'The photo ({field}) has more than {maxMegapixels} megapixels.',
  'media.corrupt': 'The photo ({field}) is damaged or incomplete and cannot be read as an image.',
  'media.duplicate': 'This photo is already in the gallery of this villa.',
  'media.tooMany': 'A villa can have at most {max} photos. Please delete one first.',
  'media.imageNotFound': 'Photo not found.',
  'media.orderMismatch': '{field} must list every photo of this villa exactly once.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'media.fileRequired': 'Bitte hängen Sie genau ein Foto an, im Feld {field}.',
  'media.badUpload': 'Der Upload konnte nicht gelesen werden. Bitte senden Sie das Foto als multipart/form-data im Feld {field}.',
  'media.unsupportedType': 'Das Foto ({field}) ist kein JPEG-, PNG-, WebP- oder AVIF-Bild.',
  'media.tooLarge': 'Das Foto ({field}) ist größer als {maxMb} MB.',
  'media.tooManyPixels': 'Das Foto ({field}) hat mehr als {maxMegapixels} Megapixel.',
  'media.corrupt': 'Das Foto ({field}) ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.',
  'media.duplicate': 'Dieses Foto ist bereits in der Galerie dieser Villa.',
  'media.tooMany': 'Eine Villa kann höchstens {max} Fotos haben. Bitte löschen Sie zuerst eines.',
  'media.imageNotFound': 'Foto nicht gefunden.',
  'media.orderMismatch': '{field} muss jedes Foto dieser Villa genau einmal aufführen.',
};

export const mediaMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    media: typeof en;
  }
}
