import { useMutation } from '@apollo/client/react';
import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH, useForm, type MessageId } from '../../lib/forms';
import { EMPTY_ENQUIRY, validateEnquiry, type EnquiryValues } from './enquiry.validation';

export const SubmitEnquiryMutation = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      message
    }
  }
`);

/**
 * The message form of the enquiry page (spec section 5, Enquiry). On success a toast promises
 * a reply within 24 hours and the form resets; on failure the entries stay for another try.
 */
export function EnquiryForm() {
  const intl = useIntl();
  const messageId = useId();
  const { errors, field, handleSubmit, reset } = useForm<EnquiryValues>(EMPTY_ENQUIRY, validateEnquiry);
  const [submit, { loading }] = useMutation(SubmitEnquiryMutation);
  const message = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const textarea = field('message');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit({ variables: { input: { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), subject: values.subject.trim() } } });
      reset();
      toast({ title: intl.formatMessage({ id: 'enquire.sentTitle' }), description: intl.formatMessage({ id: 'enquire.sentText' }) });
    } catch (error) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'enquire.failed' }), description: serverMessage(error) });
    }
  });

  return (
    <form className="form enquiry-form" noValidate onSubmit={onSubmit} aria-labelledby={`${messageId}-title`}>
      <h2 id={`${messageId}-title`} className="enquire-card__title">
        {intl.formatMessage({ id: 'enquire.formTitle' })}
      </h2>
      <div className="enquiry-form__row">
        <TextField label={intl.formatMessage({ id: 'enquire.field.name' })} autoComplete="name" error={message(errors.name)} {...field('name')} />
        <TextField label={intl.formatMessage({ id: 'enquire.field.email' })} type="email" autoComplete="email" error={message(errors.email)} {...field('email')} />
      </div>
      <div className="enquiry-form__row">
        <TextField label={intl.formatMessage({ id: 'enquire.field.phone' })} type="tel" autoComplete="tel" error={message(errors.phone)} {...field('phone')} />
        <TextField label={intl.formatMessage({ id: 'enquire.field.subject' })} error={message(errors.subject)} {...field('subject')} />
      </div>
      <div className={`form-field${errors.message ? ' form-field--invalid' : ''}`}>
        <label htmlFor={messageId} className="form-field__label">
          {intl.formatMessage({ id: 'enquire.field.message' })}
        </label>
        <textarea
          id={messageId}
          className="form-field__input enquiry-form__message"
          rows={6}
          maxLength={FIELD_MAX_LENGTH.message}
          name={textarea.name}
          value={textarea.value}
          // useForm's handler only reads target.value, which a textarea has too.
          onChange={(event) => textarea.onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
        />
        {errors.message ? (
          <p id={`${messageId}-error`} className="form-field__error">
            {message(errors.message)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={loading}>
        {intl.formatMessage({ id: loading ? 'enquire.sending' : 'enquire.send' })}
      </button>
    </form>
  );
}
