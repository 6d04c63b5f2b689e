import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { MAX_SEASONS_PER_VILLA } from '../../../../../common/constants';
import { graphql } from '../../../__generated__/gql';
import { Icon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { errorField, serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';
import type { MessageId } from '../../../lib/message-id';
import { ItemList } from '../ItemList';

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

/** The seasons as typed: the server checks them all (dates, order, overlaps, prices) and names the field at fault. */
const seasonsSchema = z.object({ rates: z.array(z.object({ from: z.string(), to: z.string(), weeklyPrice: z.string() })) });
type SeasonsValues = z.infer<typeof seasonsSchema>;
type SeasonRow = SeasonsValues['rates'][number];

interface Season {
  from: string;
  to: string;
  weeklyPrice: number;
}

const rowOf = (season: Season): SeasonRow => ({ from: season.from, to: season.to, weeklyPrice: String(season.weeklyPrice) });
const EMPTY_ROW: SeasonRow = { from: '', to: '', weeklyPrice: '' };
/** A field of a season row, by its API path ("rates.1.from"). */
const ROW_FIELD = /^rates\.(\d+)\.(from|to|weeklyPrice)$/;

/**
 * The villa's seasons, saved together: the table replaces every season the villa had in one
 * request (setPropertyRates). The server's message, naming the season and field, shows above
 * the list and on the field at fault until that is changed.
 */
export function SeasonsForm({ propertyId, currency, initial }: { propertyId: string; currency: string; initial: readonly Season[] }) {
  const intl = useIntl();
  const hintId = useId();
  const [defaultValues] = useState(() => ({ rates: initial.map(rowOf) }));
  const { control, field, submit, reset, setServerError } = useZodForm(seasonsSchema, { defaultValues });
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'rates' });
  const rates = useWatch({ control, name: 'rates' });
  const [failure, setFailure] = useState<string | null>(null);
  const [setRates, { loading }] = useMutation(setRatesMutation);
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const partLabel = { from: message('admin.villa.rates.from'), to: message('admin.villa.rates.to'), weeklyPrice: message('admin.villa.rates.weeklyPrice', { currency }) };
  const rowName = (index: number) => message('admin.villa.rates.row', { number: index + 1 });

  /** "rates.1.from must…" → "Season 2, First night must…": the server names fields by their API path. */
  const readable = (text: string) =>
    text
      .replace(/rates\.(\d+)\.(from|to|weeklyPrice)/g, (_, index: string, part: keyof typeof partLabel) => `${rowName(Number(index))}, ${partLabel[part]}`)
      .replace(/rates\.(\d+)/g, (_, index: string) => rowName(Number(index)));

  /** A field of a season; editing any clears the failure above the list. */
  const input = (index: number, part: keyof SeasonRow) => field(`rates.${index}.${part}`, { onChange: () => setFailure(null) });

  const save = async (values: SeasonsValues) => {
    setFailure(null);
    try {
      const input = values.rates.map((row) => ({ from: row.from, to: row.to, weeklyPrice: Number(row.weeklyPrice) }));
      const result = await setRates({ variables: { input: { propertyId, rates: input } } });
      reset({ rates: (result.data?.setPropertyRates.rates ?? []).map(rowOf) });
      toast({ title: message('admin.villa.rates.saved') });
    } catch (error) {
      const text = serverMessage(error);
      const shown = text ? readable(text) : message('admin.villa.saveFailed');
      setFailure(shown);
      const path = errorField(error);
      const at = path?.match(ROW_FIELD);
      if (text && path && at && Number(at[1]) < rows.length) setServerError(path as `rates.${number}.${keyof SeasonRow}`, shown);
    }
  };

  return (
    <form className="villa-rates__form" noValidate onSubmit={submit(save)} aria-labelledby="villa-rates-title" aria-describedby={hintId} aria-busy={loading}>
      <p id={hintId} className="form-field__hint">
        <FormattedMessage id="admin.villa.rates.hint" />
      </p>
      {failure ? (
        <div className="villa-editor__summary" role="alert">
          <h4>
            <FormattedMessage id="admin.villa.rates.failed" />
          </h4>
          <p>{failure}</p>
        </div>
      ) : null}
      <ItemList items={rows} ordered className="villa-rates__list" empty="admin.villa.rates.empty">
        {(row, i) => (
          <li key={row.id}>
            <fieldset className="villa-rates__row">
              <legend>{rowName(i)}</legend>
              <TextField type="date" label={partLabel.from} {...input(i, 'from')} />
              <TextField type="date" label={partLabel.to} min={rates[i]?.from || undefined} {...input(i, 'to')} />
              <TextField type="number" inputMode="numeric" min={1} step={1} label={partLabel.weeklyPrice} {...input(i, 'weeklyPrice')} />
              <button type="button" className="button button--outline button--small villa-rates__remove" aria-label={message('admin.villa.rates.remove', { number: i + 1 })} onClick={() => remove(i)}>
                <Icon name="trash" />
              </button>
            </fieldset>
          </li>
        )}
      </ItemList>
      <div className="villa-rates__actions">
        <button type="button" className="button button--outline button--small" disabled={rows.length >= MAX_SEASONS_PER_VILLA} onClick={() => append(EMPTY_ROW, { shouldFocus: true })}>
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
