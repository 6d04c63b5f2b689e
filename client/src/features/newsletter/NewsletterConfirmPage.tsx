import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from '../../../../common/constants';
import { Icon } from '../../components/icons';
import { PageIntro } from '../../components/PageIntro';
import { StatusNotice } from '../../components/StatusNotice';
import { serverMessage } from '../../lib/errors';
import { paths, searchUrl } from '../../lib/urls';
import './newsletter.css';

const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      alreadyConfirmed
      discountCode
      message
    }
  }
`);

const CHECK = <Icon name="check" size={30} />;

type State =
  | { kind: 'loading' }
  | { kind: 'success'; code: string }
  | { kind: 'already_confirmed' }
  | { kind: 'error'; message: string };

/**
 * /newsletter/confirm/:token, the link of the confirmation e-mail: loading,
 * then success (with the discount code), already_confirmed or error.
 */
export default function NewsletterConfirmPage() {
  const intl = useIntl();
  const { token } = useParams();
  const [confirm] = useMutation(ConfirmNewsletterMutation);
  const [state, setState] = useState<State>(() => (token ? { kind: 'loading' } : { kind: 'error', message: intl.formatMessage({ id: 'newsletterConfirm.invalidLink' }) }));
  // Opening the link confirms once, even when React runs effects twice in development.
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!token || requested.current === token) return;
    requested.current = token;
    confirm({ variables: { token } })
      .then(({ data }) => {
        const result = data?.confirmNewsletter;
        if (!result) setState({ kind: 'error', message: intl.formatMessage({ id: 'newsletterConfirm.failed' }) });
        else if (result.alreadyConfirmed) setState({ kind: 'already_confirmed' });
        else setState({ kind: 'success', code: result.discountCode ?? NEWSLETTER_DISCOUNT_CODE });
      })
      .catch((error: unknown) => {
        // The server said no (its text, or the generic one); or it could not be reached.
        const message = CombinedGraphQLErrors.is(error)
          ? (serverMessage(error) ?? intl.formatMessage({ id: 'newsletterConfirm.failed' }))
          : intl.formatMessage({ id: 'newsletterConfirm.networkError' });
        setState({ kind: 'error', message });
      });
  }, [token, confirm, intl]);

  return (
    <div className="page container newsletter-confirm">
      <PageIntro title={intl.formatMessage({ id: 'page.newsletterConfirm.title' })} />
      <div className="surface newsletter-confirm__card" aria-live="polite">
        {state.kind === 'loading' && (
          <p role="status" className="newsletter-confirm__loading">
            <span className="newsletter-confirm__spinner" aria-hidden="true" />
            <FormattedMessage id="newsletterConfirm.loading" />
          </p>
        )}
        {state.kind === 'success' && (
          <StatusNotice icon={CHECK} iconClassName="newsletter-confirm__icon" title="newsletterConfirm.successTitle" text={<FormattedMessage id="newsletterConfirm.successText" />}>
            <div className="newsletter-confirm__code">
              <span className="newsletter-confirm__code-label">
                <FormattedMessage id="newsletterConfirm.codeLabel" />
              </span>
              <strong className="newsletter-confirm__code-value">{state.code}</strong>
            </div>
            <p className="newsletter-confirm__terms">
              <FormattedMessage id="newsletterConfirm.terms" values={{ percent: NEWSLETTER_DISCOUNT_PERCENT }} />
            </p>
            <Link to={searchUrl()} className="button button--primary">
              <FormattedMessage id="account.browseVillas" />
            </Link>
          </StatusNotice>
        )}
        {state.kind === 'already_confirmed' && (
          <StatusNotice icon={CHECK} iconClassName="newsletter-confirm__icon" title="newsletterConfirm.alreadyTitle" text={<FormattedMessage id="newsletterConfirm.alreadyText" />}>
            <HomeLink />
          </StatusNotice>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="newsletter-confirm__error">
            <StatusNotice icon="!" error iconClassName="newsletter-confirm__icon" title="newsletterConfirm.errorTitle" text={state.message}>
              <HomeLink />
            </StatusNotice>
          </div>
        )}
      </div>
    </div>
  );
}

function HomeLink() {
  return (
    <Link to={paths.home} className="button button--primary">
      <FormattedMessage id="newsletterConfirm.home" />
    </Link>
  );
}
