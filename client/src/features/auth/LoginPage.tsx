import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageLoading } from '../../components/PageLoading';
import { Tabs, tabPanelProps } from '../../components/Tabs';
import { NewPasswordFields, PasswordField, TextField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH } from '../../lib/fields';
import { useZodForm } from '../../lib/form';
import type { MessageId } from '../../lib/message-id';
import { paths, safeReturnPath, type LoginTab } from '../../lib/urls';
import { loginSchema, registerSchema } from './auth.validation';
import { AuthPage } from './AuthLayout';

const LoginPageMeQuery = graphql(`
  query LoginPageMe {
    me {
      id
      name
      email
    }
  }
`);

/**
 * What signing in or up brings into the cache: the user as the account page and the admin check
 * read it. The sign-in itself reads only who signed in (the fields beside the spread).
 */
graphql(`
  fragment SignedInUser on User {
    id
    name
    email
    phone
    createdAt
    isAdmin
    isSuspended
  }
`);

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      name
      email
      ...SignedInUser
    }
  }
`);

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      name
      email
      ...SignedInUser
    }
  }
`);

const TAB_PREFIX = 'login';

/**
 * /login: Login and Register tabs (the tab lives in the URL). A signed-in visitor goes on to
 * the page named by `returnTo` (or `from`), else to /account.
 */
export default function LoginPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: LoginTab = params.get('tab') === 'register' ? 'register' : 'login';
  const returnTo = safeReturnPath(params.get('returnTo') ?? params.get('from')) ?? paths.account;
  const { data, loading } = useQuery(LoginPageMeQuery);

  if (data?.me) return <Navigate to={returnTo} replace />;
  if (loading) return <PageLoading />;

  const selectTab = (next: LoginTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'login') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AuthPage title="page.login.title" intro="page.login.intro">
      <Tabs
        label={intl.formatMessage({ id: 'page.login.title' })}
        idPrefix={TAB_PREFIX}
        tabs={[
          { id: 'login', label: intl.formatMessage({ id: 'auth.tab.login' }) },
          { id: 'register', label: intl.formatMessage({ id: 'auth.tab.register' }) },
        ]}
        selected={tab}
        onSelect={selectTab}
      />
      <div {...tabPanelProps(TAB_PREFIX, tab)} className="auth-card__panel">
        {tab === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
    </AuthPage>
  );
}

/**
 * Sends a sign-in or sign-up request. A refusal is a toast (`failedTitle`, with the server's text
 * or else `fallback`). After signing in or up: the signed-out view of the cache (shortlist flags,
 * basket, me) is dropped and active queries refetch with the new session; then the returned user
 * is stored as the current user, which sends the page on (see LoginPage).
 */
function useSignIn(failedTitle: MessageId, fallback: MessageId) {
  const intl = useIntl();
  const client = useApolloClient();
  return async (request: () => Promise<{ id: string; name: string; email: string } | null | undefined>) => {
    let user;
    try {
      user = await request();
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: failedTitle }),
        description: serverMessage(failure) ?? intl.formatMessage({ id: fallback }),
      });
      return;
    }
    if (!user) return;
    // Queries cut short by the reset (the polled basket) or failing now are their components' to show.
    await client.resetStore().catch(() => undefined);
    client.writeQuery({ query: LoginPageMeQuery, data: { me: { __typename: 'User', ...user } } });
  };
}

function LoginForm() {
  const intl = useIntl();
  const signIn = useSignIn('auth.loginFailed', 'auth.invalidCredentials');
  const [login, { loading }] = useMutation(LoginMutation);
  const { field, submit } = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = submit((values) =>
    signIn(async () => (await login({ variables: { input: { email: values.email.trim(), password: values.password } } })).data?.login),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'auth.tab.login' })}>
      <TextField label={intl.formatMessage({ id: 'auth.field.email' })} type="email" autoComplete="email" {...field('email')} />
      <PasswordField label={intl.formatMessage({ id: 'auth.field.password' })} autoComplete="current-password" {...field('password')} />
      <div className="auth-card__row">
        <Link to={paths.forgotPassword} className="auth-card__link">
          {intl.formatMessage({ id: 'auth.forgotLink' })}
        </Link>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {intl.formatMessage({ id: loading ? 'auth.loginPending' : 'auth.loginButton' })}
      </button>
    </form>
  );
}

function RegisterForm() {
  const intl = useIntl();
  const signIn = useSignIn('auth.registerFailed', 'auth.registerFailedFallback');
  const [register, { loading }] = useMutation(RegisterMutation);
  const { field, submit } = useZodForm(registerSchema, { defaultValues: { name: '', email: '', password: '', confirmPassword: '' } });

  // The confirmation stays in the browser: registration sends the name, the e-mail and the password.
  const onSubmit = submit((values) =>
    signIn(async () => (await register({ variables: { input: { name: values.name.trim(), email: values.email.trim(), password: values.password } } })).data?.register),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'auth.tab.register' })}>
      <TextField label={intl.formatMessage({ id: 'auth.field.name' })} autoComplete="name" maxLength={FIELD_MAX_LENGTH.accountName} {...field('name')} />
      <TextField label={intl.formatMessage({ id: 'auth.field.email' })} type="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields labels={['auth.field.password', 'auth.field.confirmPassword']} password={field('password')} confirmation={field('confirmPassword')} />
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {intl.formatMessage({ id: loading ? 'auth.registerPending' : 'auth.registerButton' })}
      </button>
    </form>
  );
}
