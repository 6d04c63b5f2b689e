import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Formats a calendar day (YYYY-MM-DD) without shifting it by the visitor's time zone. */
export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  return useCallback((day: string) => intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }), [intl]);
}
