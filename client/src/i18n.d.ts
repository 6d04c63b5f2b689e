// Message ids are checked at compile time against the English catalogue.
import type en from './i18n/en.json';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
  }
}
