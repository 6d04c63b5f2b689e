import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { formatDate } from '../../lib/dates';
import { serverMessage } from '../../lib/errors';
import { trimmedMin, useZodForm } from '../../lib/form';
import { calendarMonths } from './OwnerCalendar';
import { addOwnerStayMutation, deleteOwnerStayMutation, ownerCalendarQuery } from './owner.operations';
import { monthRange } from '../../../../common/owner-statements';

const required = () => z.string().check(trimmedMin(1, 'owner.stays.required'));
const staySchema = z.object({ from: required(), to: required(), note: z.string() });
type StayValues = z.infer<typeof staySchema>;
const NO_STAY: StayValues = { from: '', to: '', note: '' };

/**
 * The owner's own stays at a villa: the list with a remove button each, and a form to block more
 * dates. The server refuses dates over a booking or block and says so on the field.
 */
export function OwnerStays({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const months = calendarMonths();
  const range = { from: monthRange(months[0]).from, to: monthRange(months[months.length - 1]).to };
  const { data } = useQuery(ownerCalendarQuery, { variables: { propertyId, range }, fetchPolicy: 'cache-first' });
  const refetchQueries = [{ query: ownerCalendarQuery, variables: { propertyId, range } }];
  const [addStay, { loading: adding }] = useMutation(addOwnerStayMutation, { refetchQueries, awaitRefetchQueries: true });
  const [deleteStay] = useMutation(deleteOwnerStayMutation, { refetchQueries, awaitRefetchQueries: true });
  const { field, submit, reset, takeServerError } = useZodForm(staySchema, { defaultValues: NO_STAY });
  const failed = (failure: unknown) => toast({ title: serverMessage(failure) ?? intl.formatMessage({ id: 'owner.failed' }), variant: 'destructive' });
  const stays = data?.ownerBlocks.filter((block) => block.ownerStay) ?? [];

  const add = async (values: StayValues) => {
    try {
      await addStay({ variables: { propertyId, input: { from: values.from, to: values.to, note: values.note.trim() || null } } });
      reset();
      toast({ title: intl.formatMessage({ id: 'owner.stays.added' }) });
    } catch (failure) {
      if (!takeServerError(failure, ['from', 'to', 'note'])) failed(failure);
    }
  };

  const remove = async (blockId: string) => {
    try {
      await deleteStay({ variables: { propertyId, blockId } });
      toast({ title: intl.formatMessage({ id: 'owner.stays.deleted' }) });
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <div className="owner-section__part">
      <h3>
        <FormattedMessage id="owner.stays.title" />
      </h3>
      {stays.length ? (
        <ul className="owner-list" aria-label={intl.formatMessage({ id: 'owner.stays.title' })}>
          {stays.map((stay) => {
            const values = { from: formatDate(intl, stay.checkIn), to: formatDate(intl, stay.checkOut) };
            return (
              <li key={stay.id} className="owner-list__row">
                <strong>
                  <FormattedMessage id="owner.range" values={values} />
                </strong>
                {stay.note ? <span>{stay.note}</span> : null}
                <button type="button" className="button button--outline button--small" aria-label={intl.formatMessage({ id: 'owner.stays.deleteLabel' }, values)} onClick={() => void remove(stay.id)}>
                  <FormattedMessage id="owner.stays.delete" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="owner-status">
          <FormattedMessage id="owner.stays.empty" />
        </p>
      )}
      <form className="owner-form" onSubmit={submit(add)} noValidate>
        <TextField type="date" label={<FormattedMessage id="owner.stays.from" />} {...field('from')} />
        <TextField type="date" label={<FormattedMessage id="owner.stays.to" />} {...field('to')} />
        <TextField label={<FormattedMessage id="owner.stays.note" />} maxLength={200} {...field('note')} />
        <button type="submit" className="button button--primary" disabled={adding}>
          <FormattedMessage id="owner.stays.add" />
        </button>
      </form>
    </div>
  );
}
