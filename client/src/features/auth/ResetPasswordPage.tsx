import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { NewPasswordFields } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { errorField, serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import { paths } from '../../lib/urls';
import { resetSchema } from './auth.validation';
import { AuthNotice, AuthPage } from './AuthLayout';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/**
 * /reset-password/:token, the link of the reset e-mail: a new password (twice). Success sends
 * the visitor to /login with a toast; an invalid or expired link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const { field, submit } = useZodForm(resetSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = submit(async (values) => {
    try {
      const { data } = await resetPassword({ variables: { input: { token, newPassword: values.password } } });
      toast({ title: intl.formatMessage({ id: 'auth.reset.successTitle' }), description: data?.resetPassword ?? intl.formatMessage({ id: 'auth.reset.success' }) });
      await navigate(paths.login, { replace: true });
    } catch (failure) {
      const text = serverMessage(failure);
      // A bad or expired token is not something the form can fix: say so in place of the form.
      if (text && errorField(failure) === 'token') {
        setInvalidLink(text);
        return;
      }
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.errorTitle' }), description: text ?? intl.formatMessage({ id: 'auth.reset.failed' }) });
    }
  });

  return (
    <AuthPage title="page.resetPassword.title" intro={invalidLink ? undefined : 'page.resetPassword.intro'}>
      {invalidLink ? (
        <AuthNotice role="alert" icon="!" error title="auth.reset.invalidTitle" text={invalidLink}>
          <Link to={paths.forgotPassword} className="button button--primary button--block">
            {intl.formatMessage({ id: 'auth.reset.requestNew' })}
          </Link>
          <Link to={paths.login} className="auth-card__link auth-card__back">
            {intl.formatMessage({ id: 'auth.backToLogin' })}
          </Link>
        </AuthNotice>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'page.resetPassword.title' })}>
          <NewPasswordFields labels={['auth.field.newPassword', 'auth.field.confirmNewPassword']} password={field('password')} confirmation={field('confirmPassword')} />
          <button type="submit" className="button button--primary button--block" disabled={loading}>
            {intl.formatMessage({ id: loading ? 'auth.reset.pending' : 'auth.reset.submit' })}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
