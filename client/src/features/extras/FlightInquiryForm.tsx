import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_PASSENGERS, MIN_PASSENGERS } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { addDays, businessToday } from '../../../../common/dates';
import { Field } from '../../components/Field';
import { StatusNotice } from '../../components/StatusNotice';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { FIELD_MAX_LENGTH } from '../../lib/fields';
import { useZodForm } from '../../lib/form';
import type { MessageId } from '../../lib/message-id';
import { errorCode, serverMessage } from '../../lib/errors';
import { EMPTY_FLIGHT_INQUIRY, flightInquirySchema } from './flight-inquiry.validation';

export const SubmitFlightInquiryMutation = graphql(`
  mutation SubmitFlightInquiry($input: FlightInquiryInput!) {
    submitFlightInquiry(input: $input) {
      message
    }
  }
`);

/**
 * The flights tab's inquiry form: form, then a thank-you view
 * with "Submit Another Inquiry" back to an empty form; a failure keeps the entries.
 */
export function FlightInquiryForm() {
  const intl = useIntl();
  const id = useId();
  const [today] = useState(businessToday);
  const [schema] = useState(() => flightInquirySchema(today));
  const { control, field, input, submit, reset } = useZodForm(schema, { defaultValues: EMPTY_FLIGHT_INQUIRY, messageValues: { max: MAX_PASSENGERS } });
  const departureDate = useWatch({ control, name: 'departureDate' });
  const [send, { loading }] = useMutation(SubmitFlightInquiryMutation);
  const [sent, setSent] = useState(false);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });

  // Keyboard and screen-reader users land on the thank-you heading once the form is gone.
  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
  }, [sent]);

  const onSubmit = submit(async (v) => {
    try {
      const { data } = await send({
        variables: {
          input: {
            name: v.name.trim(),
            email: v.email.trim(),
            phone: v.phone.trim(),
            passengers: Number(v.passengers),
            departureCountry: v.departureCountry.trim(),
            departureCity: v.departureCity.trim(),
            destinationCountry: v.destinationCountry.trim(),
            destinationCity: v.destinationCity.trim(),
            departureDate: v.departureDate,
            returnDate: v.returnDate,
            message: v.message.trim() || null,
          },
        },
      });
      setSent(true);
      toast({ title: label('flight.sentTitle'), description: data?.submitFlightInquiry.message || label('flight.sentDefault') });
    } catch (failure) {
      // Too many inquiries from this address: the server's translated "Too many attempts" says when to retry.
      const description = errorCode(failure) === 'RATE_LIMITED' ? serverMessage(failure) : undefined;
      toast({ variant: 'destructive', title: label('flight.failedTitle'), description: description ?? label('flight.failedText') });
    }
  });

  if (sent) {
    return (
      <div className="flight-thanks">
        <StatusNotice
          icon="✓"
          iconClassName="flight-thanks__icon"
          heading="h3"
          headingClassName="flight-thanks__title"
          headingRef={thanksHeading}
          title="flight.thanksTitle"
          text={<FormattedMessage id="flight.thanksText" />}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            reset();
            setSent(false);
          }}
        >
          <FormattedMessage id="flight.another" />
        </button>
      </div>
    );
  }

  return (
    <form className="form flight-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flight-form__title">
        <FormattedMessage id="flight.formTitle" />
      </h3>
      <p className="flight-form__intro">
        <FormattedMessage id="flight.formIntro" />
      </p>
      <FieldGroup legend="flight.group.contact">
        <TextField label={label('flight.field.name')} autoComplete="name" {...field('name')} />
        <TextField label={label('flight.field.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={label('flight.field.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField
          label={label('flight.field.passengers')}
          type="number"
          inputMode="numeric"
          min={MIN_PASSENGERS}
          max={MAX_PASSENGERS}
          step={1}
          {...field('passengers')}
        />
      </FieldGroup>
      <FieldGroup legend="flight.group.route">
        <TextField label={label('flight.field.departureCountry')} autoComplete="country-name" {...field('departureCountry')} />
        <TextField label={label('flight.field.departureCity')} {...field('departureCity')} />
        <TextField label={label('flight.field.destinationCountry')} {...field('destinationCountry')} />
        <TextField label={label('flight.field.destinationCity')} {...field('destinationCity')} />
        <TextField label={label('flight.field.departureDate')} type="date" min={addDays(today, 1)} {...field('departureDate')} />
        <TextField
          label={label('flight.field.returnDate')}
          type="date"
          // The return date's minimum is the departure date.
          min={departureDate || addDays(today, 1)}
          {...field('returnDate')}
        />
      </FieldGroup>
      <Field label={<FormattedMessage id="flight.field.message" />}>
        {(control) => <textarea {...control} className="control form-field__input flight-form__message" rows={4} maxLength={FIELD_MAX_LENGTH.message} {...input('message')} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={loading}>
        <FormattedMessage id={loading ? 'flight.submitting' : 'flight.submit'} />
      </button>
    </form>
  );
}

/** A titled group of the form's fields, laid out in a grid. */
function FieldGroup({ legend, children }: { legend: MessageId; children: ReactNode }) {
  return (
    <fieldset className="flight-form__group">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <div className="flight-form__grid">{children}</div>
    </fieldset>
  );
}
