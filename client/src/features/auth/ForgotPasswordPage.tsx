import { useMutation } from '@apollo/client/react';
import { useRef, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import { paths } from '../../lib/urls';
import { forgotSchema } from './auth.validation';
import { AuthNotice, AuthPage } from './AuthLayout';

const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input)
  }
`);

/**
 * /forgot-password: an email form, then the sent view. The server mails a reset link when the
 * account exists and answers the same generic text either way, so nobody learns who has an account.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [requestReset, { loading }] = useMutation(ForgotPasswordMutation);
  const { field, submit } = useZodForm(forgotSchema, { defaultValues: { email: '' } });
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = submit(async (values) => {
    try {
      await requestReset({ variables: { input: { email: values.email.trim() } } });
      setSent(true);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.errorTitle' }),
        description: serverMessage(failure) ?? intl.formatMessage({ id: 'auth.forgot.failed' }),
      });
    }
  });

  return (
    <AuthPage title="page.forgotPassword.title" intro={sent ? undefined : 'page.forgotPassword.intro'}>
      {sent ? (
        <AuthNotice role="status" icon="✉" title="auth.forgot.sentTitle" text={intl.formatMessage({ id: 'auth.forgot.sent' })} headingRef={sentHeading}>
          <Link to={paths.login} className="button button--primary button--block">
            {intl.formatMessage({ id: 'auth.backToLogin' })}
          </Link>
        </AuthNotice>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'page.forgotPassword.title' })}>
          <TextField label={intl.formatMessage({ id: 'auth.field.email' })} type="email" autoComplete="email" {...field('email')} />
          <button type="submit" className="button button--primary button--block" disabled={loading}>
            {intl.formatMessage({ id: loading ? 'auth.forgot.pending' : 'auth.forgot.submit' })}
          </button>
          <Link to={paths.login} className="auth-card__link auth-card__back">
            {intl.formatMessage({ id: 'auth.backToLogin' })}
          </Link>
        </form>
      )}
    </AuthPage>
  );
}
