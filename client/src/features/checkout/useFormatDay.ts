import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A calendar date (YYYY-MM-DD) in the interface language; UTC so it never shifts a day. */
export function useFormatDay(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(Date.parse(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }), [intl]);
}
