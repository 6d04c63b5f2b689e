import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { NIGHT_OPTIONS } from '../../../../common/constants';
import { BOOKING_HORIZON_MONTHS_DEFAULT, businessToday, earliestCheckIn, latestCheckIn } from '../../../../common/dates';
import { DESTINATION_GROUPS } from '../../../../common/destinations';
import { DatePicker } from '../../components/DatePicker';
import { FlexibleDates, flexibleMonths } from '../../components/FlexibleDates';
import { Icon } from '../../components/icons';
import { useDismissable } from '../../components/useDismissable';
import { useZodForm } from '../../lib/form';
import { usePreferences } from '../../lib/preferences';
import { SEARCH_BAR_DEFAULTS, searchBarSchema, searchBarUrl } from './searchBar.params';

/** Where, When, How many nights, Who, and Search: a search of the villas, any choice allowed. */
export function SearchBar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = usePreferences();
  const { control, input, setValue, submit } = useZodForm(searchBarSchema, { defaultValues: SEARCH_BAR_DEFAULTS });
  const [adults, children, mode, month, weeks] = useWatch({ control, name: ['adults', 'children', 'mode', 'month', 'weeks'] });
  const whereId = useId();
  const nightsId = useId();
  const de = language === 'de';

  return (
    <form
      className="search-bar"
      role="search"
      aria-label={intl.formatMessage({ id: 'searchBar.label' })}
      onSubmit={submit((values) => navigate(searchBarUrl({ ...values, month: values.month || flexibleMonths()[0] })))}
    >
      <div className="search-bar__field">
        <label className="field-label" htmlFor={whereId}>
          <FormattedMessage id="searchBar.where" />
        </label>
        <select className="control search-bar__control" {...input('destination')} id={whereId}>
          <option value="">{intl.formatMessage({ id: 'searchBar.anywhere' })}</option>
          {DESTINATION_GROUPS.map((group) => (
            <optgroup key={group.slug} label={de ? group.labelDe : group.label}>
              {group.keys.map((key) => (
                <option key={key.key} value={key.key}>
                  {de ? (key.nameDe ?? key.name) : key.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <FlexibleDates
        value={{ mode, month: month || flexibleMonths()[0], weeks }}
        onChange={(next) => {
          setValue('mode', next.mode);
          setValue('month', next.month);
          setValue('weeks', next.weeks);
        }}
      >
        <div className="search-bar__field">
          <Controller
            control={control}
            name="checkIn"
            render={({ field }) => (
              <DatePicker
                label={intl.formatMessage({ id: 'searchBar.when' })}
                value={field.value}
                onChange={field.onChange}
                min={earliestCheckIn()}
                max={latestCheckIn(businessToday(), BOOKING_HORIZON_MONTHS_DEFAULT)}
                placeholder={intl.formatMessage({ id: 'searchBar.anytime' })}
                clearable
              />
            )}
          />
        </div>
        <div className="search-bar__field">
          <label className="field-label" htmlFor={nightsId}>
            <FormattedMessage id="searchBar.nights" />
          </label>
          <select className="control search-bar__control" {...input('nights', { valueAsNumber: true })} id={nightsId}>
            {NIGHT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {intl.formatMessage({ id: 'basket.nights' }, { count: n })}
              </option>
            ))}
          </select>
        </div>
      </FlexibleDates>
      <div className="search-bar__field">
        <GuestsPopover
          adults={adults}
          childCount={children}
          onChange={(nextAdults, nextChildren) => {
            setValue('adults', nextAdults);
            setValue('children', nextChildren);
          }}
        />
      </div>
      <button type="submit" className="button button--primary search-bar__submit">
        <FormattedMessage id="searchBar.search" />
      </button>
    </form>
  );
}

/** Who: adults and children steppers that stop at 0 and have no upper bound. */
function GuestsPopover({ adults, childCount, onChange }: { adults: number; childCount: number; onChange: (adults: number, children: number) => void }) {
  const intl = useIntl();
  const { open, setOpen, root, button } = useDismissable();
  const id = useId();

  const summary = intl.formatMessage({ id: 'searchBar.guestsSummary' }, { adults, children: childCount });
  return (
    <div className="guests" ref={root}>
      <span className="field-label" id={`${id}-label`}>
        <FormattedMessage id="searchBar.who" />
      </span>
      <button
        ref={button}
        type="button"
        className="control date-picker__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="users" size={17} />
        <span id={`${id}-value`}>{summary}</span>
      </button>
      <div id={`${id}-panel`} className="guests__panel" hidden={!open}>
        <Stepper label={intl.formatMessage({ id: 'searchBar.adults' })} value={adults} onChange={(v) => onChange(v, childCount)} />
        <Stepper label={intl.formatMessage({ id: 'searchBar.children' })} value={childCount} onChange={(v) => onChange(adults, v)} />
      </div>
    </div>
  );
}

function Stepper({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <span className="stepper__label">{label}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({ id: 'searchBar.decrease' }, { label })}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <Icon name="minus" size={16} />
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'searchBar.increase' }, { label })} onClick={() => onChange(value + 1)}>
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
