import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH, isValidEmail } from '../../lib/forms';
import './footer.css';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {
    subscribeNewsletter(input: $input) {
      alreadySubscribed
      message
    }
  }
`);

/**
 * The footer's newsletter band (spec section 4, Newsletter form): the form until a new address
 * is subscribed, then "You're all set!". An address already on the list keeps the form and
 * gets the "Already subscribed" notice; a failure gets a destructive notice.
 */
export function NewsletterBand() {
  const intl = useIntl();
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!isValidEmail(email)) {
      setInvalid(true);
      document.getElementById(emailId)?.focus();
      return;
    }
    setInvalid(false);
    try {
      const { data } = await subscribe({ variables: { input: { email: email.trim() } } });
      if (data?.subscribeNewsletter.alreadySubscribed) {
        toast({ title: intl.formatMessage({ id: 'footer.newsletterAlreadyTitle' }), description: intl.formatMessage({ id: 'footer.newsletterAlreadyText' }) });
        return;
      }
      setSubscribed(true);
      toast({ title: intl.formatMessage({ id: 'footer.newsletterSuccessTitle' }), description: intl.formatMessage({ id: 'footer.newsletterSuccessText' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'footer.newsletterFailedTitle' }),
        description: serverMessage(error) ?? intl.formatMessage({ id: 'footer.newsletterTryLater' }),
      });
    }
  };

  return (
    <section className="newsletter-band" aria-labelledby={`${emailId}-title`}>
      <div className="newsletter-band__inner container">
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
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={FIELD_MAX_LENGTH.email}
              placeholder={intl.formatMessage({ id: 'footer.newsletterEmail' })}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid && isValidEmail(event.target.value)) setInvalid(false);
              }}
            />
            <button type="submit" className="button button--primary" disabled={loading}>
              <FormattedMessage id={loading ? 'footer.newsletterSubmitting' : 'footer.newsletterSubmit'} />
            </button>
            {invalid ? (
              <p id={errorId} className="newsletter-band__error">
                <FormattedMessage id="footer.newsletterInvalidEmail" />
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
