import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { datesChoice, FlexibleDates, type DatesChoice } from '../../components/FlexibleDates';
import type { SearchCriteria } from './search.params';

/**
 * The search page's dates: "Exact dates" (the check-in of the search bar) or "Flexible", any
 * arrival in a month for 1, 2 or 3 weeks. Applying writes the URL (month and nights); going back
 * to exact dates drops the month at once.
 */
export function FlexibleDatesForm({ criteria, onApply }: { criteria: SearchCriteria; onApply: (change: { month?: string; nights?: number; checkIn?: undefined }) => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<DatesChoice>(() => datesChoice(criteria));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ month: choice.month, nights: choice.weeks * 7, checkIn: undefined });
  };
  const change = (next: DatesChoice) => {
    setChoice(next);
    if (next.mode === 'exact' && criteria.month) onApply({ month: undefined });
  };

  return (
    <form className="flexible-dates" onSubmit={submit} aria-label={intl.formatMessage({ id: 'search.mode.label' })}>
      <FlexibleDates value={choice} onChange={change} />
      {choice.mode === 'flexible' ? (
        <button type="submit" className="button button--primary">
          <FormattedMessage id="search.flexible.apply" />
        </button>
      ) : null}
    </form>
  );
}
