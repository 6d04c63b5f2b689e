/** A message id of the client catalogues, checked against en.json (see i18n.d.ts). */
export type MessageId = FormatjsIntl.Message['ids'];
