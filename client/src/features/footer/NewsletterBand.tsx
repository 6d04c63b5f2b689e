import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__/gql';
import { FieldError, useFieldIds } from '../../components/Field';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH, isValidEmail } from '../../lib/fields';
import { rule, useZodForm } from '../../lib/form';
import './footer.css';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {
    subscribeNewsletter(input: $input) {
      alreadySubscribed
      message
    }
  }
`);

const newsletterSchema = z.object({ email: z.string().check(rule(isValidEmail, 'footer.newsletterInvalidEmail')) });

const EMPTY = { email: '' };

/**
 * The footer's newsletter band: the form until a new address
 * is subscribed, then "You're all set!". An address already on the list keeps the form and
 * gets the "Already subscribed" notice; a failure gets a destructive notice.
 */
export function NewsletterBand() {
  const intl = useIntl();
  // Once shown, the message goes as the address becomes valid and comes back only on a submit.
  const { error, input, submit } = useZodForm(newsletterSchema, { defaultValues: EMPTY, revalidate: 'clear' });
  const invalid = error('email');
  const { id: emailId, errorId, control } = useFieldIds({ error: invalid });
  const [subscribed, setSubscribed] = useState(false);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);

  const onSubmit = submit(async ({ email }) => {
    if (loading) return;
    try {
      const { data } = await subscribe({ variables: { input: { email: email.trim() } } });
      if (data?.subscribeNewsletter.alreadySubscribed) {
        toast({ title: intl.formatMessage({ id: 'footer.newsletterAlreadyTitle' }), description: intl.formatMessage({ id: 'footer.newsletterAlreadyText' }) });
        return;
      }
      setSubscribed(true);
      toast({ title: intl.formatMessage({ id: 'footer.newsletterSuccessTitle' }), description: intl.formatMessage({ id: 'footer.newsletterSuccessText' }) });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'footer.newsletterFailedTitle' }),
        description: serverMessage(failure) ?? intl.formatMessage({ id: 'footer.newsletterTryLater' }),
      });
    }
  });

  return (
    <section className="newsletter-band" aria-labelledby={`${emailId}-title`}>
      <div className="spread-row newsletter-band__inner container">
        <div>
          <h2 className="newsletter-band__title" id={`${emailId}-title`}>
            <FormattedMessage id="footer.newsletterTitle" />
          </h2>
          <p>
            <FormattedMessage id="footer.newsletterText" />
          </p>
        </div>
        {subscribed ? (
          <div className="newsletter-band__done" role="status">
            <p className="newsletter-band__done-title">
              <span aria-hidden="true">✓ </span>
              <FormattedMessage id="footer.newsletterDoneTitle" />
            </p>
            <p>
              <FormattedMessage id="footer.newsletterDoneText" />
            </p>
          </div>
        ) : (
          <form className="newsletter-band__form" noValidate onSubmit={onSubmit}>
            <label htmlFor={emailId} className="visually-hidden">
              <FormattedMessage id="footer.newsletterEmail" />
            </label>
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={FIELD_MAX_LENGTH.email}
              placeholder={intl.formatMessage({ id: 'footer.newsletterEmail' })}
              {...input('email')}
            />
            <button type="submit" className="button button--primary" disabled={loading}>
              <FormattedMessage id={loading ? 'footer.newsletterSubmitting' : 'footer.newsletterSubmit'} />
            </button>
            {invalid ? (
              <FieldError id={errorId} className="newsletter-band__error">
                {invalid}
              </FieldError>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
