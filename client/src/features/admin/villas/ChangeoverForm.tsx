import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { WEEKDAYS } from '../../../../../common/seasonal-pricing';
import { graphql } from '../../../__generated__/gql';
import { Field } from '../../../components/Field';
import { toast } from '../../../components/toast.store';
import { formatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';

const setChangeoverMutation = graphql(`
  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {
    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {
      id
      updatedAt
      changeoverDay
    }
  }
`);

/** Monday first, as the date picker shows the week. */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
/** 2023-01-01 was a Sunday: weekday n is 2023-01-0(1+n). */
const weekdayDate = (day: number) => `2023-01-0${1 + day}`;

/** The weekday as the select holds it: '' for any day, else 0 (Sunday) … 6. */
const changeoverSchema = z.object({ changeoverDay: z.string() });

/**
 * The villa's changeover day, a field of the villa (updateProperty) saved on its own: arrivals and
 * departures on that weekday only, or any day. The server's refusal shows on the field.
 */
export function ChangeoverForm({ propertyId, initial }: { propertyId: string; initial: number | null }) {
  const intl = useIntl();
  const { error, input, submit, setServerError } = useZodForm(changeoverSchema, { defaultValues: { changeoverDay: initial === null ? '' : String(initial) } });
  const [setChangeover, { loading }] = useMutation(setChangeoverMutation);

  const save = async ({ changeoverDay }: z.infer<typeof changeoverSchema>) => {
    try {
      await setChangeover({ variables: { id: propertyId, changeoverDay: changeoverDay === '' ? null : Number(changeoverDay) } });
      toast({ title: intl.formatMessage({ id: 'admin.villa.changeover.saved' }) });
    } catch (failure) {
      setServerError('changeoverDay', serverMessage(failure) ?? intl.formatMessage({ id: 'admin.villa.changeover.failed' }));
    }
  };

  return (
    <form className="villa-rates__changeover" noValidate onSubmit={submit(save)} aria-labelledby="villa-changeover-title">
      <h3 id="villa-changeover-title">
        <FormattedMessage id="admin.villa.changeover.title" />
      </h3>
      <Field label={<FormattedMessage id="admin.villa.changeover.label" />} error={error('changeoverDay')}>
        {(control) => (
          <select {...control} className="control form-field__input" {...input('changeoverDay')}>
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
