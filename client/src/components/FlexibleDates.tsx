import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addMonths, earliestCheckIn } from '../../../common/dates';
import { formatDate } from '../lib/dates';
import './flexible-dates.css';

/** Months offered for flexible dates: from the earliest arrival's month on. */
const FLEXIBLE_MONTHS = 12;
/** Flexible stays last whole weeks. */
export const FLEXIBLE_WEEKS = [1, 2, 3] as const;

export type DatesMode = 'exact' | 'flexible';

/** How the guest gives dates: exact (a check-in) or flexible (any arrival in `month`, YYYY-MM, for `weeks` weeks). */
export interface DatesChoice {
  mode: DatesMode;
  month: string;
  weeks: number;
}

/** The months a flexible search may ask for, YYYY-MM, the earliest arrival's first. */
export function flexibleMonths(): string[] {
  const first = earliestCheckIn().slice(0, 7);
  return Array.from({ length: FLEXIBLE_MONTHS }, (_, i) => addMonths(`${first}-01`, i).slice(0, 7));
}

/** The choice a search URL stands for: flexible when it has a month; weeks from its nights (1 when not whole weeks). */
export function datesChoice(criteria: { month?: string; nights: number }): DatesChoice {
  return {
    mode: criteria.month ? 'flexible' : 'exact',
    month: criteria.month ?? flexibleMonths()[0],
    weeks: FLEXIBLE_WEEKS.find((weeks) => weeks * 7 === criteria.nights) ?? 1,
  };
}

/**
 * "Exact dates" / "Flexible" and, when flexible, the month and 1, 2 or 3 weeks: the controls
 * only, for the search page's form and the home page's search bar. `children` stand where the
 * month and length would when the dates are exact (the search bar's date and nights).
 */
export function FlexibleDates({ value, onChange, children }: { value: DatesChoice; onChange: (next: DatesChoice) => void; children?: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <fieldset className="flexible-dates__modes">
        <legend className="visually-hidden">
          <FormattedMessage id="search.mode.label" />
        </legend>
        {(['exact', 'flexible'] as const).map((mode) => (
          <label key={mode} className="flexible-dates__mode">
            <input type="radio" name={`${id}-mode`} value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} />
            <FormattedMessage id={mode === 'exact' ? 'search.mode.exact' : 'search.mode.flexible'} />
          </label>
        ))}
      </fieldset>
      {value.mode === 'flexible' ? (
        <>
          <label className="flexible-dates__field">
            <span className="field-label">
              <FormattedMessage id="search.flexible.month" />
            </span>
            <select className="control" value={value.month} onChange={(event) => onChange({ ...value, month: event.target.value })}>
              {flexibleMonths().map((month) => (
                <option key={month} value={month}>
                  {formatDate(intl, `${month}-01`, 'monthYear')}
                </option>
              ))}
            </select>
          </label>
          <label className="flexible-dates__field">
            <span className="field-label">
              <FormattedMessage id="search.flexible.length" />
            </span>
            <select className="control" value={value.weeks} onChange={(event) => onChange({ ...value, weeks: Number(event.target.value) })}>
              {FLEXIBLE_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {intl.formatMessage({ id: 'search.flexible.weeks' }, { count: weeks })}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : (
        children
      )}
    </>
  );
}
