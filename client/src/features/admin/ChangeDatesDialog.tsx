import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { isIsoDate } from '../../../../common/dates';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { useFormatDate } from '../../lib/dates';
import { serverMessage } from '../../lib/errors';
import { formRule, rule, useZodForm } from '../../lib/form';
import { AlertDialog } from './ConfirmDialog';

const changeBookingDatesMutation = graphql(`
  mutation ChangeBookingDates($input: ChangeBookingDatesInput!) {
    changeBookingDates(input: $input) {
      id
      checkIn
      checkOut
      totalNights
    }
  }
`);

/** What the dialog needs of a booking. */
export interface MovableBooking {
  id: string;
  checkIn: string;
  checkOut: string;
  property: { title: string };
}

/** Both dates as calendar days, the departure after the arrival; the server checks the rest (free, rules, price). */
const datesSchema = z
  .object({
    checkIn: z.string().check(rule(isIsoDate, 'admin.changeDates.checkInInvalid')),
    checkOut: z.string().check(rule(isIsoDate, 'admin.changeDates.checkOutInvalid')),
  })
  .check(formRule('checkOut', ({ checkIn, checkOut }: { checkIn: string; checkOut: string }) => !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut > checkIn, 'admin.changeDates.checkOutAfter'));

type DatesValues = z.infer<typeof datesSchema>;

/**
 * Staff move a confirmed stay to other dates of its villa. The server decides whether the new
 * stay can be booked and costs the same as the booked one; a refusal lands on the field it names
 * (a taken or a dearer week on the arrival), anything else above the buttons.
 */
export function ChangeDatesDialog({ booking, onClose }: { booking: MovableBooking; onClose: () => void }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { error, field, submit, takeServerError } = useZodForm(datesSchema, { defaultValues: { checkIn: booking.checkIn, checkOut: booking.checkOut } });
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { loading }] = useMutation(changeBookingDatesMutation, { refetchQueries: ['AdminBookings', 'AdminOrders'], awaitRefetchQueries: true });

  const confirm = async ({ checkIn, checkOut }: DatesValues) => {
    setFailure(null);
    try {
      await change({ variables: { input: { bookingId: booking.id, checkIn, checkOut } } });
      toast({ title: intl.formatMessage({ id: 'admin.changeDates.success' }, { checkIn: formatDate(checkIn), checkOut: formatDate(checkOut) }), description: intl.formatMessage({ id: 'admin.changeDates.successMail' }) });
      onClose();
    } catch (e) {
      if (!takeServerError(e, ['checkIn', 'checkOut'])) setFailure(serverMessage(e) ?? intl.formatMessage({ id: 'admin.changeDates.failed' }));
    }
  };

  const close = () => {
    if (!loading) onClose();
  };

  return (
    <AlertDialog
      title={<FormattedMessage id="admin.changeDates.title" values={{ villa: booking.property.title }} />}
      description={<FormattedMessage id="admin.changeDates.description" values={{ checkIn: formatDate(booking.checkIn), checkOut: formatDate(booking.checkOut) }} />}
      keepLabel={<FormattedMessage id="admin.changeDates.keep" />}
      onKeep={close}
      busy={loading}
      failure={failure}
      onSubmit={submit(confirm)}
      action={
        <button type="submit" className="button button--primary" disabled={loading}>
          <FormattedMessage id="admin.changeDates.confirm" />
        </button>
      }
    >
      <TextField label={<FormattedMessage id="admin.changeDates.checkIn" />} type="date" required hint={error('checkIn') ? undefined : <FormattedMessage id="admin.changeDates.hint" />} {...field('checkIn')} />
      <TextField label={<FormattedMessage id="admin.changeDates.checkOut" />} type="date" required {...field('checkOut')} />
    </AlertDialog>
  );
}
