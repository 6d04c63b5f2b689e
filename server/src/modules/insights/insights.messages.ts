/** Server messages of the insights module. */
const en = {
  'insights.period': 'Give a period as from and to dates (YYYY-MM-DD), from on or before to, at most {max} days.',
  'insights.destination': 'Give the destination as its key.',
  'insights.propertyId': 'Give the villa as its id.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'insights.period': 'Geben Sie einen Zeitraum mit Von- und Bis-Datum an (JJJJ-MM-TT), Von nicht nach Bis, höchstens {max} Tage.',
  'insights.destination': 'Geben Sie das Reiseziel mit seinem Schlüssel an.',
  'insights.propertyId': 'Geben Sie die Villa mit ihrer ID an.',
};

export const insightsMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    insights: typeof en;
  }
}
