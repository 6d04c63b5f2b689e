import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { Field } from '../../components/Field';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH } from '../../lib/fields';
import { useZodForm } from '../../lib/form';
import { EMPTY_ENQUIRY, enquirySchema } from './enquiry.validation';

export const SubmitEnquiryMutation = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      message
    }
  }
`);

/**
 * The message form of the enquiry page. On success a toast promises
 * a reply within 24 hours and the form resets; on failure the entries stay for another try.
 */
export function EnquiryForm() {
  const intl = useIntl();
  const titleId = useId();
  const { error, field, input, submit, reset } = useZodForm(enquirySchema, { defaultValues: EMPTY_ENQUIRY });
  const [send, { loading }] = useMutation(SubmitEnquiryMutation);

  const onSubmit = submit(async (values) => {
    try {
      await send({ variables: { input: { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), subject: values.subject.trim() } } });
      reset();
      toast({ title: intl.formatMessage({ id: 'enquire.sentTitle' }), description: intl.formatMessage({ id: 'enquire.sentText' }) });
    } catch (failure) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'enquire.failed' }), description: serverMessage(failure) });
    }
  });

  return (
    <form className="form enquiry-form" noValidate onSubmit={onSubmit} aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="enquire-card__title">
        {intl.formatMessage({ id: 'enquire.formTitle' })}
      </h2>
      <div className="enquiry-form__row">
        <TextField label={intl.formatMessage({ id: 'enquire.field.name' })} autoComplete="name" {...field('name')} />
        <TextField label={intl.formatMessage({ id: 'enquire.field.email' })} type="email" autoComplete="email" {...field('email')} />
      </div>
      <div className="enquiry-form__row">
        <TextField label={intl.formatMessage({ id: 'enquire.field.phone' })} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={intl.formatMessage({ id: 'enquire.field.subject' })} {...field('subject')} />
      </div>
      <Field label={intl.formatMessage({ id: 'enquire.field.message' })} error={error('message')}>
        {(control) => <textarea {...control} className="control form-field__input enquiry-form__message" rows={6} maxLength={FIELD_MAX_LENGTH.message} {...input('message')} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={loading}>
        {intl.formatMessage({ id: loading ? 'enquire.sending' : 'enquire.send' })}
      </button>
    </form>
  );
}
