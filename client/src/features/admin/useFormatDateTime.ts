import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Dates of the admin lists in the interface language: a day, or a day and time. */
export function useAdminDates() {
  const intl = useIntl();
  const day = useCallback((iso: string) => intl.formatDate(iso.length === 10 ? Date.parse(`${iso}T00:00:00Z`) : iso, { dateStyle: 'medium', ...(iso.length === 10 ? { timeZone: 'UTC' } : {}) }), [intl]);
  const dateTime = useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
  return { day, dateTime };
}
