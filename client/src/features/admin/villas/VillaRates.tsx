import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_SEASONS_PER_VILLA } from '../../../../../common/constants';
import { WEEKDAYS } from '../../../../../common/seasonal-pricing';
import { graphql } from '../../../__generated__/gql';
import { Field } from '../../../components/Field';
import { Icon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { formatDate } from '../../../lib/dates';
import { errorField, serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/forms';
import { AdminNote } from '../AdminNote';
import { ItemList } from '../ItemList';
import { EditorSection } from './EditorSection';

const villaRatesQuery = graphql(`
  query AdminVillaRates($id: ID!) {
    adminProperty(id: $id) {
      id
      currency
      changeoverDay
      rates {
        from
        to
        weeklyPrice
      }
    }
  }
`);

interface SeasonRow {
  key: number;
  from: string;
  to: string;
  /** As typed. */
  weeklyPrice: string;
}

let nextKey = 0;
const seasonRow = (season: { from: string; to: string; weeklyPrice: number | string } = { from: '', to: '', weeklyPrice: '' }): SeasonRow => ({
  key: (nextKey += 1),
  from: season.from,
  to: season.to,
  weeklyPrice: String(season.weeklyPrice),
});

/** Monday first, as the date picker shows the week. */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
/** 2023-01-01 was a Sunday: weekday n is 2023-01-0(1+n). */
const weekdayDate = (day: number) => `2023-01-0${1 + day}`;

/**
 * The villa's seasonal prices and changeover day (issue 14), each saved on its own: the season
 * table replaces every season the villa had in one request (setPropertyRates); the changeover
 * day is a field of the villa (updateProperty). The server checks everything and its messages,
 * naming the season and field, are shown in the list and on the field at fault.
 */
export function VillaRates({ propertyId }: { propertyId: string | null }) {
  const { data } = useQuery(villaRatesQuery, { variables: { id: propertyId ?? '' }, skip: !propertyId, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const villa = data?.adminProperty;
  if (propertyId && !villa) return null;
  return (
    <EditorSection id="villa-rates-title" title="admin.villa.rates.title" className="villa-rates">
      {/* A villa being created: seasons belong to a stored villa. */}
      {!propertyId ? <AdminNote message="admin.villa.rates.afterSave" /> : null}
      {villa ? <SeasonsForm key={`${villa.id}:rates`} propertyId={villa.id} currency={villa.currency} initial={villa.rates} /> : null}
      {villa ? <ChangeoverForm key={`${villa.id}:changeover`} propertyId={villa.id} initial={villa.changeoverDay ?? null} /> : null}
    </EditorSection>
  );
}

const setRatesMutation = graphql(`
  mutation AdminSetPropertyRates($input: SetPropertyRatesInput!) {
    setPropertyRates(input: $input) {
      id
      updatedAt
      rates {
        from
        to
        weeklyPrice
      }
    }
  }
`);

function SeasonsForm({ propertyId, currency, initial }: { propertyId: string; currency: string; initial: readonly { from: string; to: string; weeklyPrice: number }[] }) {
  const intl = useIntl();
  const hintId = useId();
  const [rows, setRows] = useState<SeasonRow[]>(() => initial.map(seasonRow));
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [setRates, { loading }] = useMutation(setRatesMutation);
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const partLabel = { from: message('admin.villa.rates.from'), to: message('admin.villa.rates.to'), weeklyPrice: message('admin.villa.rates.weeklyPrice', { currency }) };

  /** "rates.1.from must…" → "Season 2, First night must…": the server names fields by their API path. */
  const readable = (text: string) =>
    text
      .replace(/rates\.(\d+)\.(from|to|weeklyPrice)/g, (_, index: string, part: keyof typeof partLabel) => `${message('admin.villa.rates.row', { number: Number(index) + 1 })}, ${partLabel[part]}`)
      .replace(/rates\.(\d+)/g, (_, index: string) => message('admin.villa.rates.row', { number: Number(index) + 1 }));
  const fieldError = (path: string) => (failure?.field === path ? failure.text : undefined);

  const change = (index: number, patch: Partial<SeasonRow>) => {
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setFailure(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const rates = rows.map((row) => ({ from: row.from, to: row.to, weeklyPrice: Number(row.weeklyPrice) }));
      const result = await setRates({ variables: { input: { propertyId, rates } } });
      setRows((result.data?.setPropertyRates.rates ?? []).map(seasonRow));
      toast({ title: message('admin.villa.rates.saved') });
    } catch (error) {
      const text = serverMessage(error);
      setFailure({ text: text ? readable(text) : message('admin.villa.saveFailed'), field: errorField(error) });
    }
  };

  return (
    <form className="villa-rates__form" noValidate onSubmit={save} aria-labelledby="villa-rates-title" aria-describedby={hintId} aria-busy={loading}>
      <p id={hintId} className="form-field__hint">
        <FormattedMessage id="admin.villa.rates.hint" />
      </p>
      {failure ? (
        <div className="villa-editor__summary" role="alert">
          <h4>
            <FormattedMessage id="admin.villa.rates.failed" />
          </h4>
          <p>{failure.text}</p>
        </div>
      ) : null}
      <ItemList items={rows} ordered className="villa-rates__list" empty="admin.villa.rates.empty">
        {(row, i) => {
          const path = (part: string) => `rates.${i}.${part}`;
          const rowName = message('admin.villa.rates.row', { number: i + 1 });
          return (
            <li key={row.key}>
              <fieldset className="villa-rates__row">
                <legend>{rowName}</legend>
                <TextField type="date" label={partLabel.from} name={path('from')} value={row.from} error={fieldError(path('from'))} onChange={(event) => change(i, { from: event.target.value })} />
                <TextField type="date" label={partLabel.to} name={path('to')} value={row.to} min={row.from || undefined} error={fieldError(path('to'))} onChange={(event) => change(i, { to: event.target.value })} />
                <TextField
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  label={partLabel.weeklyPrice}
                  name={path('weeklyPrice')}
                  value={row.weeklyPrice}
                  error={fieldError(path('weeklyPrice'))}
                  onChange={(event) => change(i, { weeklyPrice: event.target.value })}
                />
                <button type="button" className="button button--outline button--small villa-rates__remove" aria-label={message('admin.villa.rates.remove', { number: i + 1 })} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                  <Icon name="trash" />
                </button>
              </fieldset>
            </li>
          );
        }}
      </ItemList>
      <div className="villa-rates__actions">
        <button type="button" className="button button--outline button--small" disabled={rows.length >= MAX_SEASONS_PER_VILLA} onClick={() => setRows([...rows, seasonRow()])}>
          <Icon name="plus" />
          <FormattedMessage id="admin.villa.rates.add" />
        </button>
        <button type="submit" className="button button--primary" disabled={loading}>
          <FormattedMessage id={loading ? 'admin.villa.rates.saving' : 'admin.villa.rates.save'} />
        </button>
      </div>
    </form>
  );
}

const setChangeoverMutation = graphql(`
  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {
    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {
      id
      updatedAt
      changeoverDay
    }
  }
`);

function ChangeoverForm({ propertyId, initial }: { propertyId: string; initial: number | null }) {
  const intl = useIntl();
  const [day, setDay] = useState(initial === null ? '' : String(initial));
  const [failure, setFailure] = useState<string | null>(null);
  const [setChangeover, { loading }] = useMutation(setChangeoverMutation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await setChangeover({ variables: { id: propertyId, changeoverDay: day === '' ? null : Number(day) } });
      toast({ title: intl.formatMessage({ id: 'admin.villa.changeover.saved' }) });
    } catch (error) {
      setFailure(serverMessage(error) ?? intl.formatMessage({ id: 'admin.villa.changeover.failed' }));
    }
  };

  return (
    <form className="villa-rates__changeover" noValidate onSubmit={save} aria-labelledby="villa-changeover-title">
      <h3 id="villa-changeover-title">
        <FormattedMessage id="admin.villa.changeover.title" />
      </h3>
      <Field label={<FormattedMessage id="admin.villa.changeover.label" />} error={failure ?? undefined}>
        {(control) => (
          <select {...control} className="control form-field__input" name="changeoverDay" value={day} onChange={(event) => setDay(event.target.value)}>
            <option value="">{intl.formatMessage({ id: 'admin.villa.changeover.any' })}</option>
            {WEEK_ORDER.map((weekday) => (
              <option key={weekday} value={String(weekday)}>
                {formatDate(intl, weekdayDate(weekday), 'weekdayLong')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button--outline" disabled={loading}>
        <FormattedMessage id="admin.villa.changeover.save" />
      </button>
    </form>
  );
}
