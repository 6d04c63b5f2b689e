import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageIntro } from '../../components/PageIntro';
import { serverMessage } from '../../lib/errors';
import { paths } from '../../lib/urls';
import './verify-email.css';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      emailVerified
      alreadyVerified
      message
    }
  }
`);

type State = { kind: 'loading' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** /verify-email/:token, the link of the sign-up's confirmation e-mail: confirms the address once opened. */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [verify] = useMutation(VerifyEmailMutation);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Opening the link confirms once, even when React runs effects twice in development.
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (requested.current === token) return;
    requested.current = token;
    verify({ variables: { input: { token } } })
      .then(({ data }) => setState({ kind: 'done', message: data?.verifyEmail.message ?? intl.formatMessage({ id: 'verifyEmail.done' }) }))
      .catch((error: unknown) => setState({ kind: 'error', message: serverMessage(error) ?? intl.formatMessage({ id: 'verifyEmail.failed' }) }));
  }, [token, verify, intl]);

  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.verifyEmail.title' })} />
      <div className="surface verify-email" aria-live="polite">
        {state.kind === 'loading' ? (
          <p role="status">
            <FormattedMessage id="verifyEmail.loading" />
          </p>
        ) : (
          <p role={state.kind === 'error' ? 'alert' : 'status'}>{state.message}</p>
        )}
        <Link to={paths.account} className="button button--primary">
          <FormattedMessage id="verifyEmail.account" />
        </Link>
      </div>
    </div>
  );
}
