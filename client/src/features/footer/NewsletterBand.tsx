import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/** The footer's newsletter band. A skeleton: subscribing arrives with the newsletter feature. */
export function NewsletterBand() {
  const emailId = useId();
  return (
    <section className="newsletter-band">
      <div className="newsletter-band__inner container">
        <div>
          <h2 className="newsletter-band__title">
            <FormattedMessage id="footer.newsletterTitle" />
          </h2>
          <p>
            <FormattedMessage id="footer.newsletterText" />
          </p>
        </div>
        <form className="newsletter-band__form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={emailId} className="visually-hidden">
            <FormattedMessage id="footer.newsletterEmail" />
          </label>
          <FormattedMessage id="footer.newsletterEmail">
            {(placeholder) => <input id={emailId} type="email" name="email" autoComplete="email" required placeholder={String(placeholder)} />}
          </FormattedMessage>
          <button type="submit" className="button button--primary">
            <FormattedMessage id="footer.newsletterSubmit" />
          </button>
        </form>
      </div>
    </section>
  );
}
