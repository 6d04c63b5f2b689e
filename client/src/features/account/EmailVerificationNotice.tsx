import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { serverMessage } from '../../lib/errors';

const ResendEmailVerificationMutation = graphql(`
  mutation ResendEmailVerification {
    resendEmailVerification {
      emailVerified
      alreadyVerified
      message
    }
  }
`);

/**
 * "Please confirm your e-mail address" for a signed-in account whose address is not confirmed,
 * with a button that mails a new link (the server limits how often). The server's answer, sent
 * or refused, is read out where the button is.
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const intl = useIntl();
  const [resend, { loading }] = useMutation(ResendEmailVerificationMutation);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const onResend = async () => {
    setAnswer(null);
    try {
      const { data } = await resend();
      setAnswer({ ok: true, text: data?.resendEmailVerification.message ?? intl.formatMessage({ id: 'account.verify.sent' }) });
    } catch (error) {
      setAnswer({ ok: false, text: serverMessage(error) ?? intl.formatMessage({ id: 'account.verify.failed' }) });
    }
  };

  return (
    <section className="account-verify" aria-labelledby="account-verify-title">
      <h2 id="account-verify-title" className="account-verify__title">
        <FormattedMessage id="account.verify.title" />
      </h2>
      <p>
        <FormattedMessage id="account.verify.text" values={{ email }} />
      </p>
      <button type="button" className="button button--outline button--small" onClick={() => void onResend()} disabled={loading}>
        <FormattedMessage id="account.verify.resend" />
      </button>
      <p role="status" className={answer && !answer.ok ? 'account-verify__answer account-verify__answer--error' : 'account-verify__answer'}>
        {answer?.text}
      </p>
    </section>
  );
}
